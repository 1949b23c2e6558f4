// Builds the release manifest from package.json (the URLs follow `repository` and `version`) and
// chooses the files of the release zip.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative } from "node:path";

export function repositoryUrl(pkg) {
  const raw = typeof pkg.repository === "string" ? pkg.repository : pkg.repository?.url;
  if (!raw)
    throw new Error("package.json has no `repository`; add its GitHub URL to build release URLs");
  const match = /github\.com[/:]([^/]+)\/([^/#]+?)(?:\.git)?$/.exec(raw.replace(/^git\+/, ""));
  if (!match)
    throw new Error(`package.json \`repository\` "${raw}" is not a GitHub repository URL`);
  return `https://github.com/${match[1]}/${match[2]}`;
}

/**
 * The manifest a release ships: system.json with its URLs following `repository` and `version`, and
 * without the developer's `hotReload` flag (dnd5e and Draw Steel strip it from their release builds;
 * it only matters to a Foundry started in development mode).
 */
export function releaseManifest(manifest, pkg) {
  if (!pkg.version) throw new Error("package.json has no `version`");
  const repo = repositoryUrl(pkg);
  const { hotReload: _dropped, ...flags } = manifest.flags ?? {};
  const { flags: _all, ...rest } = manifest;
  return {
    ...rest,
    ...(Object.keys(flags).length > 0 ? { flags } : {}),
    version: pkg.version,
    url: repo,
    manifest: `${repo}/releases/latest/download/system.json`,
    download: `${repo}/releases/download/v${pkg.version}/holocron.zip`,
    bugs: `${repo}/issues`,
    changelog: `${repo}/blob/main/CHANGELOG.md`,
    readme: `${repo}/blob/main/README.md`,
  };
}

/** PackageMediaData's keys (foundryvtt.com/api, foundry.packages.types.PackageMediaData). */
const MEDIA_KEYS = ["type", "url", "caption", "thumbnail", "loop", "flags"];

/**
 * What a listing-ready release manifest lacks or must not carry, one line each: `media` with a
 * "setup" entry (Foundry's PackageMediaData: "setup" means it is used on the setup screen; each entry
 * has a `url` and only PackageMediaData's keys), authors each with a contact (`email`, `url` or
 * `discord`, PackageAuthorData), and no developer `hotReload` flag.
 */
export function listingProblems(manifest) {
  const problems = [];
  const media = Array.isArray(manifest.media) ? manifest.media : [];
  if (media.length === 0) problems.push("the release manifest has no `media`");
  else if (!media.some((entry) => entry?.type === "setup"))
    problems.push('the release manifest\'s `media` has no "setup" entry');
  for (const [index, entry] of media.entries()) {
    if (typeof entry?.url !== "string" || !entry.url)
      problems.push(`the release manifest's media[${index}] has no \`url\``);
    for (const key of Object.keys(entry ?? {}).filter((k) => !MEDIA_KEYS.includes(k)))
      problems.push(`the release manifest's media[${index}] has an unknown key \`${key}\``);
  }
  const authors = Array.isArray(manifest.authors) ? manifest.authors : [];
  if (authors.length === 0) problems.push("the release manifest names no author");
  for (const author of authors)
    if (!author?.email && !author?.url && !author?.discord)
      problems.push(`the release manifest's author "${author?.name}" has no contact`);
  if (manifest.flags?.hotReload !== undefined)
    problems.push("the release manifest carries the developer flag `hotReload`");
  return problems;
}

/** The version a release tag names: `v1.2.3` → `1.2.3`; anything else → null. */
export function tagVersion(tag) {
  const match = /^v(\d+\.\d+\.\d+)$/.exec(tag ?? "");
  return match ? match[1] : null;
}

/**
 * The body of one version's section of a Keep a Changelog file (`## [1.2.3] - 2026-01-01` down to the
 * next `## ` heading), trimmed; null when the file has no such section or it is empty.
 */
export function changelogSection(changelog, version) {
  const lines = changelog.split("\n");
  const heading = new RegExp(`^## \\[${version.replaceAll(".", "\\.")}\\]`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return null;
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith("## "));
  const body = (end < 0 ? rest : rest.slice(0, end)).join("\n").trim();
  return body || null;
}

/**
 * Every check the tag job makes before it builds, as one problem per line (none: the release may go
 * ahead): the tag, package.json and system.json name one version, the manifest's URLs are the ones the
 * GitHub release of that tag serves, the release manifest is listing-ready (`listingProblems`), and the
 * CHANGELOG has a section for it.
 */
export function releaseProblems({ tag, pkg, manifest, changelog }) {
  const problems = [];
  const version = tagVersion(tag);
  if (!version) problems.push(`tag "${tag}" is not of the form vX.Y.Z`);
  if (version && pkg.version !== version)
    problems.push(`package.json version ${pkg.version} is not the tag's ${version}`);
  if (version && manifest.version !== version)
    problems.push(`system.json version ${manifest.version} is not the tag's ${version}`);
  if (pkg.version !== manifest.version)
    problems.push(`system.json version ${manifest.version} is not package.json's ${pkg.version}`);
  let expected;
  try {
    expected = releaseManifest(manifest, { ...pkg, version: version ?? pkg.version });
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (expected) {
    for (const key of ["download", "manifest"]) {
      if (manifest[key] !== expected[key])
        problems.push(`system.json ${key} is ${manifest[key]}, not ${expected[key]}`);
    }
    problems.push(...listingProblems(expected));
  }
  if (version && !changelogSection(changelog, version))
    problems.push(`CHANGELOG.md has no section "## [${version}]" with notes`);
  return problems;
}

/**
 * What `npm version` must change beside package.json: system.json's version and download URL, and the
 * CHANGELOG's `[Unreleased]` section renamed to the new version (a fresh empty `[Unreleased]` above it).
 * A CHANGELOG that already has the version's heading is left as it is.
 */
export function bumpedFiles({ pkg, manifestText, changelog, date }) {
  const nextManifest = releaseManifest(JSON.parse(manifestText), pkg);
  const heading = `## [${pkg.version}]`;
  let nextChangelog = changelog;
  if (!changelog.split("\n").some((line) => line.startsWith(heading))) {
    if (!/^## \[Unreleased\]$/m.test(changelog))
      throw new Error("CHANGELOG.md has no `## [Unreleased]` heading to cut the release from");
    nextChangelog = changelog.replace(
      /^## \[Unreleased\]$/m,
      `## [Unreleased]\n\n${heading} - ${date}`,
    );
  }
  return { manifestText: editJson(manifestText, nextManifest), changelog: nextChangelog };
}

/**
 * The JSON text with the top-level string values that `next` changes written in place, so the file
 * keeps its formatting (Prettier's) and only those lines move; a text whose changes are not all such
 * values is written out whole.
 */
function editJson(text, next) {
  let edited = text;
  for (const [key, value] of Object.entries(next)) {
    if (typeof value !== "string") continue;
    edited = edited.replace(
      new RegExp(`^(  "${key}": )"[^"\\n]*"`, "m"),
      (_, head) => head + JSON.stringify(value),
    );
  }
  const same = JSON.stringify(JSON.parse(edited)) === JSON.stringify(next);
  return same ? edited : JSON.stringify(next, null, 2) + "\n";
}

/**
 * The request Foundry's Package Release API takes (foundryvtt.com/article/package-release-api): the
 * package id, `dry-run`, and the release's version, version-specific manifest URL, notes URL and
 * compatibility, the last copied from the manifest so the listing says what system.json says.
 */
export function foundryReleaseRequest(manifest, pkg, { dryRun = true } = {}) {
  const repo = repositoryUrl(pkg);
  const compatibility = { minimum: "", verified: "", maximum: "", ...manifest.compatibility };
  return {
    id: manifest.id,
    "dry-run": dryRun,
    release: {
      version: manifest.version,
      manifest: `${repo}/releases/download/v${manifest.version}/system.json`,
      notes: `${repo}/releases/tag/v${manifest.version}`,
      compatibility,
    },
  };
}

/**
 * The files of a built dist/ for the release zip, keyed by their path inside it: everything but the
 * release folder itself. Source maps ship with the code that names them (a `sourceMappingURL` to a
 * missing file is a failed request in every player's console), so bug reports from a table point
 * at source lines.
 */
export function releaseFiles(root) {
  const files = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const inZip = relative(root, path).split("\\").join("/");
      if (inZip === "release") continue;
      if (statSync(path).isDirectory()) walk(path);
      else files[inZip] = readFileSync(path);
    }
  };
  walk(root);
  return files;
}

/** The `sourceMappingURL` references (JS and CSS) of the zipped files that name no zipped file. */
export function danglingSourceMaps(files) {
  const missing = [];
  for (const [path, bytes] of Object.entries(files)) {
    if (!/\.(m?js|css)$/.test(path)) continue;
    const text = Buffer.from(bytes).toString("utf8");
    for (const match of text.matchAll(/[#@] sourceMappingURL=([^\s*]+)/g)) {
      const url = match[1];
      if (url.startsWith("data:")) continue;
      const dir = path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "";
      const target = posix.normalize(dir + url);
      if (!(target in files)) missing.push(`${path} → ${url}`);
    }
  }
  return missing;
}
