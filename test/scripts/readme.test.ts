// The README is for the GM first (a quick start, making a character, four pictures of the product), and
// its pictures are files in the repository that `npm run screenshots` takes from the gallery. The
// maintainers' sections live in docs/ and CONTRIBUTING, and what it says about releases is checked
// against the CHANGELOG and the repository's tags.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { readmeReleaseProblems, UNPUBLISHED } from "../../scripts/lib/readme-truth.mjs";

const ROOT = join(import.meta.dirname, "..", "..");
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
const changelog = readFileSync(join(ROOT, "CHANGELOG.md"), "utf8");

/** The repository's tags, as `git tag` lists them (the test workflow checks out every tag). */
function gitTags(...args: string[]): string[] {
  const result = spawnSync("git", ["tag", "--list", ...args], { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`git tag failed: ${result.stderr}`);
  return result.stdout.split("\n").filter(Boolean);
}

/** Markdown links `[text](target)` of a file whose target is inside the repository. */
const localLinks = (text: string) =>
  [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1] ?? "")
    .filter((target) => !/^[a-z]+:/.test(target));
/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replaceAll(" ", "-");

describe("README", () => {
  it("starts with the quick start and making a character, before anything else", () => {
    expect(headings.slice(0, 3)).toEqual([
      "Quick start (for the GM)",
      "Install in Foundry",
      "Making a character",
    ]);
  });

  it("shows four pictures, each a PNG in the repository", () => {
    const images = [...readme.matchAll(/!\[[^\]]+\]\(([^)]+)\)/g)].map((m) => m[1] ?? "");
    expect(images).toHaveLength(4);
    for (const image of images) {
      const file = join(ROOT, image);
      expect(existsSync(file), image).toBe(true);
      expect(readFileSync(file).subarray(1, 4).toString("latin1")).toBe("PNG");
    }
  });

  it("keeps one settings path for the ruleset and says the default", () => {
    expect(readme).not.toContain("Game Settings → System Settings → Ruleset");
    expect(readme).toContain("System Settings → Ruleset");
    expect(readme).toMatch(/m20 \(the default\)/);
  });

  it("keeps the two commands .ci/run follows", () => {
    expect(readme).toContain("npm ci && npm run build");
    expect(readme).toContain("npm test");
  });

  it("is for the GM: at most 150 lines, with the maintainers' sections in docs/ and linked", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(150);
    const moved: Record<string, string> = {
      "Security model": "docs/security.md",
      Performance: "docs/performance.md",
      "Testing inside Foundry (Quench)": "docs/quench.md",
      "Extension hooks": "docs/extension-hooks.md",
      "Build and test": "docs/testing.md",
      "Supported Foundry versions": "docs/foundry-versions.md",
      Playing: "docs/playing.md",
    };
    for (const [heading, file] of Object.entries(moved)) {
      expect(readme, heading).not.toMatch(
        new RegExp(`^#+ ${heading.replace(/[()]/g, "\\$&")}$`, "m"),
      );
      expect(readFileSync(join(ROOT, file), "utf8").split("\n")[0]).toBe(`# ${heading}`);
      expect(localLinks(readme), file).toContain(file);
    }
    expect(readme).not.toMatch(/^#+ Test suite$/m);
    expect(readme).toContain("## Report a bug / get help");
    expect(readme).toContain("issues/new?template=bug.yml");
    expect(readme).toContain("[CONTRIBUTING](CONTRIBUTING.md)");
  });

  it("links only files and headings that exist, from the README and from docs/", () => {
    const files = [
      "README.md",
      "CONTRIBUTING.md",
      ...["playing", "foundry-versions", "security", "quench", "extension-hooks", "testing"].map(
        (name) => `docs/${name}.md`,
      ),
      "docs/performance.md",
    ];
    for (const file of files) {
      const text = readFileSync(join(ROOT, file), "utf8");
      for (const link of localLinks(text)) {
        const [path = "", anchor] = link.split("#");
        const target = path ? join(ROOT, dirname(file), path) : join(ROOT, file);
        expect(existsSync(target), `${file} → ${link}`).toBe(true);
        if (anchor) {
          const targetHeadings = [...readFileSync(target, "utf8").matchAll(/^#+ (.+)$/gm)];
          expect(
            targetHeadings.map((m) => anchorOf(m[1] ?? "")),
            `${file} → ${link}`,
          ).toContain(anchor);
        }
      }
    }
  });

  it("tells the truth about releases: versions the CHANGELOG dates, releases the tags show", () => {
    const tags = gitTags();
    const atHead = gitTags("--points-at", "HEAD");
    expect(readmeReleaseProblems({ readme, changelog, tags, atHead })).toEqual([]);
  });

  it("the release check finds each untrue statement", () => {
    const log = "## [Unreleased]\n\n## [0.2.0] - 2026-12-01\n\n## [0.1.0]\n";
    const honest = `Release state: ${UNPUBLISHED}. The version here is 0.2.0.`;
    expect(readmeReleaseProblems({ readme: honest, changelog: log, tags: [] })).toEqual([]);
    expect(
      readmeReleaseProblems({
        readme: `${honest} Soon v0.3.0, then 0.1.0.`,
        changelog: log,
        tags: [],
      }),
    ).toEqual([
      "names 0.3.0, which has no dated CHANGELOG entry",
      "names 0.1.0, which has no dated CHANGELOG entry",
    ]);
    const claims =
      "It serves the latest release, **v0.2.0**: https://github.com/a/b/releases/download/v0.2.0/holocron.zip";
    expect(readmeReleaseProblems({ readme: claims, changelog: log, tags: [] })).toEqual([
      "links the release v0.2.0, which is not a tag",
      `the repository has no release tag but the README does not say "${UNPUBLISHED}"`,
    ]);
    expect(readmeReleaseProblems({ readme: claims, changelog: log, tags: ["v0.2.0"] })).toEqual([]);
    expect(readmeReleaseProblems({ readme: honest, changelog: log, tags: ["v0.2.0"] })).toEqual([
      `says "${UNPUBLISHED}" but v0.2.0 exist`,
      "does not name the newest release, v0.2.0",
    ]);
    expect(
      readmeReleaseProblems({ readme: claims, changelog: log, tags: ["v0.2.0", "v0.10.0"] }),
    ).toEqual(["does not name the newest release, v0.10.0"]);
    // the commit a release is tagged on may still say so: its release is being made from it
    expect(
      readmeReleaseProblems({
        readme: honest,
        changelog: log,
        tags: ["v0.2.0"],
        atHead: ["v0.2.0"],
      }),
    ).toEqual([]);
  });
});
