// What the README may say about releases, checked against the CHANGELOG and the repository's tags:
// a GM who follows an install line that names a release nobody published gets an error from Foundry.

/** The phrase the README's install section uses while no release tag exists. */
export const UNPUBLISHED = "nothing has been published yet";

/** The dated versions of a Keep a Changelog file: `## [1.2.3] - 2026-01-01` → "1.2.3". */
export function datedVersions(changelog) {
  return [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$/gm)].map((m) => m[1]);
}

/**
 * Every untrue release statement of a README, one line each (none: it is truthful):
 * a version (x.y.z) named without a dated CHANGELOG entry; a release page or asset URL of a tag the
 * repository does not have; with no release tag before this commit, no statement that nothing has
 * been published; with one, that statement still there, or the newest not named. A tag on this very
 * commit (`atHead`) is the release being made from it: the README may name it but need not yet, so
 * the tag job's tests pass on the commit `npm version` tags.
 */
export function readmeReleaseProblems({ readme, changelog, tags, atHead = [] }) {
  const problems = [];
  const dated = new Set(datedVersions(changelog));
  const named = new Set([...readme.matchAll(/\bv?(\d+\.\d+\.\d+)\b/g)].map((m) => m[1]));
  for (const version of named)
    if (!dated.has(version)) problems.push(`names ${version}, which has no dated CHANGELOG entry`);
  const tagSet = new Set(tags);
  for (const match of readme.matchAll(/\/releases\/(?:tag|download)\/(v[^/\s)`]+)/g))
    if (!tagSet.has(match[1])) problems.push(`links the release ${match[1]}, which is not a tag`);
  const saysUnpublished = readme.toLowerCase().includes(UNPUBLISHED);
  const released = tags.filter((tag) => /^v\d+\.\d+\.\d+$/.test(tag) && !atHead.includes(tag));
  if (released.length === 0 && !saysUnpublished)
    problems.push(`the repository has no release tag but the README does not say "${UNPUBLISHED}"`);
  if (released.length > 0) {
    if (saysUnpublished) problems.push(`says "${UNPUBLISHED}" but ${released.join(", ")} exist`);
    const newest = released.toSorted(compareVersions).at(-1);
    if (!readme.includes(newest)) problems.push(`does not name the newest release, ${newest}`);
  }
  return problems;
}

function compareVersions(a, b) {
  const parts = (tag) => tag.slice(1).split(".").map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}
