// Types for release.mjs, which tests import.
export function repositoryUrl(pkg: { repository?: string | { url?: string } }): string;
export function releaseManifest<M extends object>(
  manifest: M,
  pkg: { version?: string; repository?: string | { url?: string } },
): M & { version: string; manifest: string; download: string; url: string };

interface Pkg {
  version?: string;
  repository?: string | { url?: string };
}
interface Manifest {
  id?: string;
  version?: string;
  download?: string;
  manifest?: string;
  compatibility?: { minimum?: string; verified?: string; maximum?: string };
}
export function listingProblems(manifest: {
  media?: unknown;
  authors?: unknown;
  flags?: { hotReload?: unknown };
}): string[];
export function tagVersion(tag: string | undefined): string | null;
export function changelogSection(changelog: string, version: string): string | null;
export function releaseProblems(input: {
  tag: string;
  pkg: Pkg;
  manifest: Manifest;
  changelog: string;
}): string[];
export function bumpedFiles(input: {
  pkg: Pkg;
  manifestText: string;
  changelog: string;
  date: string;
}): { manifestText: string; changelog: string };
export function foundryReleaseRequest(
  manifest: Manifest,
  pkg: Pkg,
  options?: { dryRun?: boolean },
): {
  id: string;
  "dry-run": boolean;
  release: {
    version: string;
    manifest: string;
    notes: string;
    compatibility: { minimum: string; verified: string; maximum: string };
  };
};
export function releaseFiles(root: string): Record<string, Uint8Array>;
export function danglingSourceMaps(files: Record<string, Uint8Array>): string[];
