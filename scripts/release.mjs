// The release steps, each runnable locally:
//   check [--tag vX.Y.Z] [--notes FILE] [--assets]  the tag job's checks (no network); `npm run release:check`
//   version                                         `npm version`'s hook: system.json and the CHANGELOG follow
//   foundry [--publish]                             Foundry's Package Release API, a dry run unless --publish
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fail } from "./lib/cli.mjs";
import {
  bumpedFiles,
  changelogSection,
  foundryReleaseRequest,
  listingProblems,
  releaseManifest,
  releaseProblems,
  tagVersion,
} from "./lib/release.mjs";

/** Documented at foundryvtt.com/article/package-release-api. */
const FOUNDRY_API = "https://api.foundryvtt.com/_api/packages/release_version/";

const readJson = (path) => JSON.parse(readFileSync(path, "utf8"));
const [command = "check", ...args] = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1];
};

async function check() {
  const pkg = readJson("package.json");
  const manifest = readJson("system.json");
  const tag = option("--tag") || process.env.RELEASE_TAG || `v${pkg.version}`;
  const changelog = readFileSync("CHANGELOG.md", "utf8");
  const problems = releaseProblems({ tag, pkg, manifest, changelog });
  if (args.includes("--assets")) problems.push(...(await assetProblems(pkg, manifest)));
  if (problems.length) fail(`release ${tag}: ${problems.join("; ")}`);
  const notes = option("--notes");
  if (notes) writeFileSync(notes, changelogSection(changelog, tagVersion(tag)) + "\n");
  console.log(`holocron: release ${tag} checks pass${notes ? `; notes in ${notes}` : ""}`);
}

/** The two files the release attaches: present, and the zip's manifest is the attached one. */
async function assetProblems(pkg, manifest) {
  const expected = JSON.stringify(releaseManifest(manifest, pkg), null, 2) + "\n";
  const dir = join("dist", "release");
  const problems = [];
  for (const file of ["system.json", "holocron.zip"])
    if (!existsSync(join(dir, file))) problems.push(`${dir}/${file} is missing (npm run package)`);
  if (problems.length) return problems;
  const attached = readFileSync(join(dir, "system.json"), "utf8");
  problems.push(...listingProblems(JSON.parse(attached)).map((p) => `${dir}/system.json: ${p}`));
  if (attached !== expected)
    problems.push(`${dir}/system.json is not the release manifest of ${pkg.version}`);
  // fflate is loaded here only: the checks before the build run without `npm ci`.
  const { unzipSync } = await import("fflate");
  const inZip = unzipSync(readFileSync(join(dir, "holocron.zip")), {
    filter: (file) => file.name === "system.json",
  })["system.json"];
  if (!inZip || new TextDecoder().decode(inZip) !== expected)
    problems.push("holocron.zip's system.json is not the attached one");
  return problems;
}

function version() {
  const pkg = readJson("package.json");
  if (!tagVersion(`v${pkg.version}`)) fail(`version: ${pkg.version} is not X.Y.Z`);
  const next = bumpedFiles({
    pkg,
    manifestText: readFileSync("system.json", "utf8"),
    changelog: readFileSync("CHANGELOG.md", "utf8"),
    date: new Date().toISOString().slice(0, 10),
  });
  writeFileSync("system.json", next.manifestText);
  writeFileSync("CHANGELOG.md", next.changelog);
  console.log(`holocron: system.json and CHANGELOG.md follow version ${pkg.version}`);
}

async function foundry() {
  const body = foundryReleaseRequest(readJson("system.json"), readJson("package.json"), {
    dryRun: !args.includes("--publish"),
  });
  const token = process.env.FOUNDRY_RELEASE_TOKEN;
  if (!token) fail("foundry: set FOUNDRY_RELEASE_TOKEN to the package's release token");
  const response = await fetch(FOUNDRY_API, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: token },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) fail(`foundry: ${response.status} ${text}`);
  console.log(`holocron: Foundry ${body["dry-run"] ? "dry run" : "release"}: ${text}`);
}

const commands = { check, version, foundry };
if (!commands[command]) fail(`release: unknown command "${command}" (check, version or foundry)`);
Promise.resolve(commands[command]()).catch((error) =>
  fail(`release ${command}: ${error instanceof Error ? error.message : error}`),
);
