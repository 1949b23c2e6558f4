// Types for release.mjs, which tests import.
export function repositoryUrl(pkg: { repository?: string | { url?: string } }): string;
export function releaseManifest<M extends object>(
  manifest: M,
  pkg: { version?: string; repository?: string | { url?: string } },
): M & { version: string; manifest: string; download: string; url: string };
export function releaseFiles(root: string): Record<string, Uint8Array>;
export function danglingSourceMaps(files: Record<string, Uint8Array>): string[];
