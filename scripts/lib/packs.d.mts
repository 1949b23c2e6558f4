// Types for packs.mjs, which tests import.
export function compilePacks(
  sourceRoot: string,
  outRoot: string,
): Promise<{ name: string; path: string; entries: number }[]>;
export function readPack(packDir: string): Promise<Record<string, unknown>[]>;
export function readSource(path: string): unknown;
