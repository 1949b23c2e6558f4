// Builds the release manifest from package.json: the URLs follow `repository` and `version`.
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
