// The release steps: the tag job's checks (`npm run release:check`), the `npm version` hook, the body
// sent to Foundry's Package Release API, and the workflows that run them.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { zipSync } from "fflate";
import * as lib from "../../scripts/lib/release.mjs";

const {
  bumpedFiles,
  changelogSection,
  foundryReleaseRequest,
  listingProblems,
  releaseManifest,
  releaseProblems,
} = lib;
const { tagVersion } = lib;

const root = resolve(".");
const REPO = "https://github.com/acme/holocron";
const pkg = (version: string) => ({ name: "holocron", version, repository: { url: REPO } });
/** A manifest as `npm run package` writes it for the version, or with another download URL. */
const LISTING = {
  media: [{ type: "setup", url: "systems/holocron/media/sheet.png" }],
  authors: [{ name: "Holocron developers", url: `${REPO}/issues` }],
};
const manifestOf = (version: string, download?: string) => ({
  ...releaseManifest(
    {
      id: "holocron",
      version: "0.0.0",
      compatibility: { minimum: "13", verified: "14" },
      ...LISTING,
    },
    pkg(version),
  ),
  ...(download ? { download } : {}),
});
const CHANGELOG =
  "# Changelog\n\n## [Unreleased]\n\n## [1.2.0] - 2026-01-02\n\n### Added\n\n- A thing.\n\n## [1.1.0] - 2026-01-01\n\n- Older.\n";

/** A folder holding the three files the checks read; returns its path. */
function project(files: { pkg: object; manifest: object; changelog?: string }): string {
  const cwd = mkdtempSync(join(tmpdir(), "holocron-release-"));
  writeFileSync(join(cwd, "package.json"), JSON.stringify(files.pkg));
  writeFileSync(join(cwd, "system.json"), JSON.stringify(files.manifest));
  writeFileSync(join(cwd, "CHANGELOG.md"), files.changelog ?? CHANGELOG);
  return cwd;
}
const release = (cwd: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(root, "scripts", "release.mjs"), ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, FOUNDRY_RELEASE_TOKEN: "", RELEASE_TAG: "" },
  });

describe("the tag job's checks", () => {
  it("read the version from a vX.Y.Z tag only", () => {
    expect(tagVersion("v1.2.0")).toBe("1.2.0");
    expect(tagVersion("1.2.0")).toBeNull();
    expect(tagVersion("v1.2")).toBeNull();
    expect(tagVersion("release-1.2.0")).toBeNull();
  });

  it("take the version's CHANGELOG section as the notes", () => {
    expect(changelogSection(CHANGELOG, "1.2.0")).toBe("### Added\n\n- A thing.");
    expect(changelogSection(CHANGELOG, "1.1.0")).toBe("- Older.");
    expect(changelogSection(CHANGELOG, "1.3.0")).toBeNull();
    expect(changelogSection("## [1.0.0]\n\n## [0.9.0]\n- x", "1.0.0")).toBeNull();
  });

  it("find nothing wrong when the tag, both versions, the download URL and the notes agree", () => {
    const input = { pkg: pkg("1.2.0"), manifest: manifestOf("1.2.0"), changelog: CHANGELOG };
    expect(releaseProblems({ tag: "v1.2.0", ...input })).toEqual([]);
  });

  it("name every disagreement", () => {
    const problems = releaseProblems({
      tag: "v1.3.0",
      pkg: pkg("1.2.0"),
      manifest: { ...manifestOf("1.1.0"), manifest: `${REPO}/raw/main/system.json` },
      changelog: CHANGELOG,
    });
    expect(problems).toEqual([
      "package.json version 1.2.0 is not the tag's 1.3.0",
      "system.json version 1.1.0 is not the tag's 1.3.0",
      "system.json version 1.1.0 is not package.json's 1.2.0",
      `system.json download is ${REPO}/releases/download/v1.1.0/holocron.zip, not ${REPO}/releases/download/v1.3.0/holocron.zip`,
      `system.json manifest is ${REPO}/raw/main/system.json, not ${REPO}/releases/latest/download/system.json`,
      'CHANGELOG.md has no section "## [1.3.0]" with notes',
    ]);
    expect(
      releaseProblems({
        tag: "1.2.0",
        pkg: pkg("1.2.0"),
        manifest: manifestOf("1.2.0"),
        changelog: CHANGELOG,
      }),
    ).toEqual(['tag "1.2.0" is not of the form vX.Y.Z']);
  });

  it("`release.mjs check` fails in one line on a version mismatch and passes when all agree", () => {
    const bad = release(project({ pkg: pkg("1.2.0"), manifest: manifestOf("1.1.0") }), "check");
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    expect(bad.stderr).toMatch(/system\.json version 1\.1\.0 is not the tag's 1\.2\.0/);

    const cwd = project({ pkg: pkg("1.2.0"), manifest: manifestOf("1.2.0") });
    const good = release(cwd, "check", "--tag", "v1.2.0", "--notes", "notes.md");
    expect(good.stderr).toBe("");
    expect(good.status).toBe(0);
    expect(readFileSync(join(cwd, "notes.md"), "utf8")).toBe("### Added\n\n- A thing.\n");
  });

  it("`release.mjs check` fails on a download URL that is not the tag's asset", () => {
    const cwd = project({
      pkg: pkg("1.2.0"),
      manifest: manifestOf("1.2.0", `${REPO}/archive/main.zip`),
    });
    const result = release(cwd, "check", "--tag", "v1.2.0");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/download is .*main\.zip, not .*v1\.2\.0\/holocron\.zip/);
  });

  it("`--assets` checks the attached manifest and the one inside the zip", () => {
    const cwd = project({ pkg: pkg("1.2.0"), manifest: manifestOf("1.2.0") });
    const missing = release(cwd, "check", "--assets");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/holocron\.zip is missing/);

    const attached =
      JSON.stringify(releaseManifest(manifestOf("1.2.0"), pkg("1.2.0")), null, 2) + "\n";
    mkdirSync(join(cwd, "dist", "release"), { recursive: true });
    writeFileSync(join(cwd, "dist", "release", "system.json"), attached);
    const zip = (text: string) => zipSync({ "system.json": new TextEncoder().encode(text) });
    writeFileSync(
      join(cwd, "dist", "release", "holocron.zip"),
      zip(attached.replace("1.2.0", "1.1.0")),
    );
    const stale = release(cwd, "check", "--assets");
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/holocron\.zip's system\.json is not the attached one/);

    writeFileSync(join(cwd, "dist", "release", "holocron.zip"), zip(attached));
    expect(release(cwd, "check", "--assets").status).toBe(0);
  });
});

describe("a listing-ready release manifest", () => {
  it("leaves out the developer's hotReload flag and keeps the other flags", () => {
    const dev = { hotReload: { extensions: ["css"], paths: ["templates"] } };
    expect(
      releaseManifest({ ...manifestOf("1.2.0"), flags: dev }, pkg("1.2.0")),
    ).not.toHaveProperty("flags");
    const kept = releaseManifest(
      { ...manifestOf("1.2.0"), flags: { ...dev, other: { a: 1 } } },
      pkg("1.2.0"),
    );
    expect(kept.flags).toEqual({ other: { a: 1 } });
  });

  it("names what a listing lacks: media with a setup entry, an author's contact, no hotReload", () => {
    expect(listingProblems(manifestOf("1.2.0"))).toEqual([]);
    expect(listingProblems({ ...manifestOf("1.2.0"), media: [] })).toEqual([
      "the release manifest has no `media`",
    ]);
    expect(
      listingProblems({
        media: [{ type: "screenshot", caption: "A", link: "x" }],
        authors: [{ name: "A" }],
        flags: { hotReload: {} },
      }),
    ).toEqual([
      'the release manifest\'s `media` has no "setup" entry',
      "the release manifest's media[0] has no `url`",
      "the release manifest's media[0] has an unknown key `link`",
      'the release manifest\'s author "A" has no contact',
      "the release manifest carries the developer flag `hotReload`",
    ]);
  });

  it("`release.mjs check` fails on a manifest without media", () => {
    const { media: _gone, ...bare } = manifestOf("1.2.0");
    const result = release(project({ pkg: pkg("1.2.0"), manifest: bare }), "check");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/the release manifest has no `media`/);
  });

  it("`release.mjs check --assets` fails on an attached manifest that carries hotReload", () => {
    const manifest = { ...manifestOf("1.2.0"), flags: { hotReload: { extensions: ["css"] } } };
    const cwd = project({ pkg: pkg("1.2.0"), manifest });
    const attached = JSON.stringify(manifest, null, 2) + "\n";
    mkdirSync(join(cwd, "dist", "release"), { recursive: true });
    writeFileSync(join(cwd, "dist", "release", "system.json"), attached);
    const zip = zipSync({ "system.json": new TextEncoder().encode(attached) });
    writeFileSync(join(cwd, "dist", "release", "holocron.zip"), zip);
    const result = release(cwd, "check", "--assets");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/system\.json: the release manifest carries the developer flag/);
  });
});

describe("the `npm version` hook", () => {
  const date = "2026-02-03";

  it("gives system.json the version and its download URL, and cuts the CHANGELOG's Unreleased section", () => {
    const changelog =
      "# Changelog\n\n## [Unreleased]\n\n### Added\n\n- New.\n\n## [1.2.0] - 2026-01-02\n\n- Old.\n";
    // Prettier's layout of system.json: only the two lines that change move
    const text = (version: string) =>
      JSON.stringify(manifestOf(version), null, 2).replace(
        /"compatibility": \{[^}]*\}/,
        '"compatibility": { "minimum": "13", "verified": "14" }',
      ) + "\n";
    const manifestText = text("1.2.0");
    const next = bumpedFiles({ pkg: pkg("1.3.0"), manifestText, changelog, date });
    expect(next.manifestText).toBe(text("1.3.0"));
    expect(next.manifestText).toContain('"compatibility": { "minimum": "13", "verified": "14" }');
    expect(next.changelog).toBe(
      "# Changelog\n\n## [Unreleased]\n\n## [1.3.0] - 2026-02-03\n\n### Added\n\n- New.\n\n## [1.2.0] - 2026-01-02\n\n- Old.\n",
    );
    expect(changelogSection(next.changelog, "1.3.0")).toBe("### Added\n\n- New.");
    // run twice, nothing moves
    expect(
      bumpedFiles({
        pkg: pkg("1.3.0"),
        manifestText: next.manifestText,
        changelog: next.changelog,
        date,
      }).changelog,
    ).toBe(next.changelog);
    expect(() =>
      bumpedFiles({
        pkg: pkg("1.3.0"),
        manifestText,
        changelog: "# Changelog\n",
        date,
      }),
    ).toThrow(/Unreleased/);
  });

  it("`release.mjs version` leaves a project whose checks pass for the new tag", () => {
    const changelog = "# Changelog\n\n## [Unreleased]\n\n- New.\n";
    const cwd = project({ pkg: pkg("1.3.0"), manifest: manifestOf("1.2.0"), changelog });
    expect(release(cwd, "check", "--tag", "v1.3.0").status).toBe(1);
    const result = release(cwd, "version");
    expect(result.stderr).toBe("");
    expect(JSON.parse(readFileSync(join(cwd, "system.json"), "utf8")).version).toBe("1.3.0");
    expect(release(cwd, "check", "--tag", "v1.3.0").status).toBe(0);
  });
});

describe("Foundry's Package Release API", () => {
  it("gets the documented request: id, a dry run by default, and the manifest's compatibility", () => {
    expect(foundryReleaseRequest(manifestOf("1.2.0"), pkg("1.2.0"))).toEqual({
      id: "holocron",
      "dry-run": true,
      release: {
        version: "1.2.0",
        manifest: `${REPO}/releases/download/v1.2.0/system.json`,
        notes: `${REPO}/releases/tag/v1.2.0`,
        compatibility: { minimum: "13", verified: "14", maximum: "" },
      },
    });
    expect(
      foundryReleaseRequest(manifestOf("1.2.0"), pkg("1.2.0"), { dryRun: false })["dry-run"],
    ).toBe(false);
  });

  it("is not asked without a token", () => {
    const result = release(
      project({ pkg: pkg("1.2.0"), manifest: manifestOf("1.2.0") }),
      "foundry",
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/FOUNDRY_RELEASE_TOKEN/);
  });
});

describe("this project", () => {
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));

  it("passes its own release checks for the tag of its version", () => {
    const result = release(root, "check");
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(`release v${pkg.version} checks pass`);
  });

  it("ships a listing-ready manifest: media, background, an author's contact, Babele recommended", () => {
    const source = JSON.parse(readFileSync("system.json", "utf8"));
    expect(source.flags.hotReload).toBeDefined();
    const shipped = releaseManifest(source, pkg);
    expect(listingProblems(shipped)).toEqual([]);
    expect(shipped.flags?.hotReload).toBeUndefined();
    expect(shipped.background).toMatch(/^systems\/holocron\/media\/.+\.png$/);
    expect(shipped.relationships.recommends).toEqual([
      expect.objectContaining({ id: "babele", type: "module" }),
    ]);
    // the screenshots the README shows, each once, as Foundry serves the zip's media/ folder
    const shots = shipped.media
      .filter((m: { type: string }) => m.type === "screenshot")
      .map((m: { url: string }) => m.url.replace("systems/holocron/media/", ""));
    expect(shots.sort()).toEqual(["card.png", "chase.png", "tracker.png"]);
  });

  // The install section names the manifest URL to paste; the release's version and its zip only once
  // the tag exists (before it, Foundry would answer "not found": test/scripts/readme.test.ts).
  it("names in the README's install section the manifest URL, and the release once it is tagged", () => {
    const readme = readFileSync("README.md", "utf8");
    const install = readme.slice(
      readme.indexOf("## Install in Foundry"),
      readme.indexOf("\n## ", readme.indexOf("## Install in Foundry") + 1),
    );
    const manifest = JSON.parse(readFileSync("system.json", "utf8"));
    expect(install).toContain(manifest.manifest);
    const tag = `v${pkg.version}`;
    const git = (...args: string[]) =>
      spawnSync("git", ["tag", "--list", tag, ...args], { encoding: "utf8" });
    const [tagged, atHead] = [git(), git("--points-at", "HEAD")];
    expect(tagged.status).toBe(0);
    // a tag on this commit is the release being made from it: the README may say either
    if (atHead.stdout.trim()) return;
    if (tagged.stdout.trim()) {
      expect(install).toContain(`**${tag}**`);
      expect(install).toContain(manifest.download);
    } else {
      expect(install).toContain("nothing has been published yet");
      expect(install).not.toContain(manifest.download);
    }
  });
});
