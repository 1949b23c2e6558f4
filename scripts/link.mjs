// `npm run link [folder]`: symlinks dist/ into a Foundry user-data folder as Data/systems/holocron.
import { existsSync, lstatSync, mkdirSync, rmSync, symlinkSync, readlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { fail } from "./lib/cli.mjs";

const given = process.argv[2] ?? process.env.FOUNDRY_DATA;
if (!given) fail("link: give the Foundry user-data folder as an argument or in FOUNDRY_DATA");

const userData = resolve(given);
// A Foundry user-data folder holds Data/ (with systems/, modules/, worlds/) and Config/.
const dataDir = existsSync(join(userData, "Data")) ? join(userData, "Data") : userData;
const looksLikeFoundry = ["systems", "worlds"].some((d) => existsSync(join(dataDir, d)));
if (!looksLikeFoundry) {
  fail(
    `link: "${userData}" is not a Foundry user-data folder (no Data/systems or Data/worlds in it)`,
  );
}

const dist = resolve("dist");
if (!existsSync(join(dist, "system.json")))
  fail("link: dist/ is not built yet; run `npm run build` first");

const target = join(dataDir, "systems", "holocron");
mkdirSync(join(dataDir, "systems"), { recursive: true });
if (existsSync(target) || isDanglingLink(target)) {
  if (!lstatSync(target).isSymbolicLink()) {
    fail(`link: ${target} exists and is not a symlink; move it away first`);
  }
  if (readlinkSync(target) === dist) {
    console.log(`holocron: already linked: ${target} -> ${dist}`);
    process.exit(0);
  }
  rmSync(target);
}
symlinkSync(dist, target, "dir");
console.log(`holocron: linked ${target} -> ${dist}`);

function isDanglingLink(path) {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}
