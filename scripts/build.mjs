// Production build: the Vite bundle, the static files Foundry loads, and the compiled compendium packs.
import { build } from "vite";
import { cpSync, existsSync, mkdirSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { compilePacks } from "./lib/packs.mjs";
import { fail, formatBytes } from "./lib/cli.mjs";

const DIST = "dist";
// template.json stays in the repo (it mirrors documentTypes) but is not shipped: V14 warns on a
// package that has one and V16 removes it (dnd5e 5.3 ships none).
const STATIC = ["system.json", "LICENSE", "lang", "templates"];
// The README's pictures are the manifest's `media` and `background` (system.json names them under
// systems/holocron/media/): one set of images, taken by `npm run screenshots`.
const MEDIA = ["docs/screenshots", "media"];

async function main() {
  await build({ logLevel: "warn" });
  for (const entry of STATIC) {
    if (!existsSync(entry)) fail(`build: "${entry}" is missing from the work tree`);
    cpSync(entry, join(DIST, entry), { recursive: true });
  }
  cpSync(MEDIA[0], join(DIST, MEDIA[1]), { recursive: true });
  mkdirSync(join(DIST, "packs"), { recursive: true });
  const packs = await compilePacks("packs/_source", join(DIST, "packs"));
  printSizes(packs);
}

function sizeOf(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
}

function printSizes(packs) {
  const rows = ["holocron.mjs", "holocron.css", "holocron.mjs.map", "templates", "lang"].map(
    (name) => [name, sizeOf(join(DIST, name))],
  );
  for (const pack of packs)
    rows.push([`packs/${pack.name} (${pack.entries} entries)`, sizeOf(pack.path)]);
  console.log("Built dist/:");
  for (const [name, size] of rows)
    console.log(`  ${name.padEnd(40)} ${formatBytes(size).padStart(10)}`);
}

main().catch((error) => fail(`build failed: ${error instanceof Error ? error.message : error}`));
