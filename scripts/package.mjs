// `npm run package`: dist/release/holocron.zip and a dist/release/system.json whose manifest and
// download URLs point at the GitHub release of this version.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { zipSync } from "fflate";
import { fail } from "./lib/cli.mjs";
import { danglingSourceMaps, releaseFiles, releaseManifest } from "./lib/release.mjs";

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
let manifest;
try {
  manifest = releaseManifest(JSON.parse(readFileSync("system.json", "utf8")), pkg);
} catch (error) {
  fail(`package: ${error instanceof Error ? error.message : error}`);
}
if (!existsSync("dist/system.json"))
  fail("package: dist/ is not built yet; run `npm run build` first");

const release = resolve("dist/release");
rmSync(release, { recursive: true, force: true });
mkdirSync(release, { recursive: true });
writeFileSync(join("dist", "system.json"), JSON.stringify(manifest, null, 2) + "\n");
const zip = join(release, "holocron.zip");
const files = releaseFiles("dist");
const dangling = danglingSourceMaps(files);
if (dangling.length > 0) fail(`package: source maps named but not shipped: ${dangling.join(", ")}`);
writeFileSync(zip, zipSync(files, { level: 9 }));
writeFileSync(join(release, "system.json"), JSON.stringify(manifest, null, 2) + "\n");
console.log(`holocron: ${zip} and ${join(release, "system.json")} for version ${manifest.version}`);
