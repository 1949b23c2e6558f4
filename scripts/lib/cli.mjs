// Small helpers shared by the scripts: one clear line on failure, never a stack trace.
export function fail(message) {
  console.error(`holocron: ${message}`);
  process.exit(1);
}

export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MiB`;
}
