// Compiles every pack system.json declares (the build's own compilePacks, the official CLI) into a
// temporary folder once per test file, and reads each back into plain documents.
import { afterAll, beforeAll } from "vitest";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { compilePacks, readPack } from "../../scripts/lib/packs.mjs";

export type PackDoc = Record<string, unknown> & {
  _id: string;
  _key: string;
  name: string;
  type: string;
  system: Record<string, unknown>;
  items?: PackDoc[];
  pages?: (Record<string, unknown> & { _id: string; _key: string; name: string })[];
  flags?: Record<string, unknown>;
  folder?: string | null;
};

export type PackMeta = {
  name: string;
  label: string;
  type: string;
  flags?: { holocron?: { ruleset?: string } };
};

export const MANIFEST = JSON.parse(readFileSync("system.json", "utf8")) as {
  packs: PackMeta[];
  packFolders: { name: string; packs: string[]; folders?: { name: string; packs: string[] }[] }[];
};

/** The compiled packs by name; filled in `beforeAll`. */
export function useCompiledPacks(): Record<string, PackDoc[]> {
  const out = mkdtempSync(join(tmpdir(), "holocron-packs-"));
  const docs: Record<string, PackDoc[]> = {};
  beforeAll(async () => {
    const built = await compilePacks("packs/_source", out);
    for (const pack of built) docs[pack.name] = (await readPack(pack.path)) as PackDoc[];
  }, 120_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));
  return docs;
}

/** Documents of a pack that are not folders. */
export function entries(docs: Record<string, PackDoc[]>, pack: string): PackDoc[] {
  return (docs[pack] ?? []).filter((d) => !d._key.startsWith("!folders!"));
}
