// Types for readme-truth.mjs, which tests import.
export const UNPUBLISHED: string;
export function datedVersions(changelog: string): string[];
export function readmeReleaseProblems(input: {
  readme: string;
  changelog: string;
  tags: string[];
  atHead?: string[];
}): string[];
