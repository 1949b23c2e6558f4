/**
 * node:url in the walkthrough page (../build.ts aliases it): a bundled module's import.meta.url is the
 * page's script (or nothing in a classic script), so only its path is kept; files are found by their
 * repository path (./fs.ts).
 */
export function fileURLToPath(url: unknown): string {
  return typeof url === "string" ? url.replace(/^[a-z]+:\/\/[^/]*/, "") : "/";
}
export function pathToFileURL(path: string): URL {
  return new URL(`file://${path}`);
}
