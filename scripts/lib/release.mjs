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

export function releaseManifest(manifest, pkg) {
  if (!pkg.version) throw new Error("package.json has no `version`");
  const repo = repositoryUrl(pkg);
  return {
    ...manifest,
    version: pkg.version,
    url: repo,
    manifest: `${repo}/releases/latest/download/system.json`,
    download: `${repo}/releases/download/v${pkg.version}/holocron.zip`,
    bugs: `${repo}/issues`,
    changelog: `${repo}/blob/main/CHANGELOG.md`,
    readme: `${repo}/blob/main/README.md`,
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
