// Compiles packs/_source/<pack>/*.yml into LevelDB folders with the Foundry CLI, and reads them back.
import { compilePack, extractPack } from "@foundryvtt/foundryvtt-cli";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import yaml from "js-yaml";

/** The packs system.json declares; every one must have a source folder. */
function declaredPacks() {
  const manifest = JSON.parse(readFileSync("system.json", "utf8"));
  return manifest.packs.map((pack) => ({ name: pack.name, path: pack.path }));
}

export async function compilePacks(sourceRoot, outRoot) {
  const built = [];
  for (const pack of declaredPacks()) {
    const src = join(sourceRoot, pack.name);
    if (!existsSync(src)) throw new Error(`pack "${pack.name}" has no sources in ${src}`);
    const out = join(outRoot, pack.name);
    rmSync(out, { recursive: true, force: true });
    await compilePack(src, out, { yaml: true, log: false });
    const entries = readdirSync(src).filter((f) => f.endsWith(".yml")).length;
    built.push({ name: pack.name, path: out, entries });
  }
  return built;
}

/** Reads a compiled pack back into plain objects (tests use it to check the built LevelDB). */
export async function readPack(packDir) {
  const out = mkdtempSync(join(tmpdir(), "holocron-pack-"));
  try {
    await extractPack(packDir, out, { yaml: true, log: false });
    return readdirSync(out)
      .filter((f) => f.endsWith(".yml"))
      .map((f) => yaml.load(readFileSync(join(out, f), "utf8")));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** One compendium source file (packs/_source/<pack>/<entry>.yml) as a plain object. */
export function readSource(path) {
  return yaml.load(readFileSync(path, "utf8"));
}
