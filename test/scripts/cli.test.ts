import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync, copyFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { releaseManifest } from "../../scripts/lib/release.mjs";

const root = resolve(".");
const run = (script: string, args: string[], cwd = root, env: NodeJS.ProcessEnv = {}) =>
  spawnSync(process.execPath, [join(root, "scripts", script), ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, FOUNDRY_DATA: "", ...env },
  });

describe("npm run link", () => {
  it("fails with one clear line when no folder is given", () => {
    const result = run("link.mjs", []);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/FOUNDRY_DATA/);
  });

  it("fails with one clear line when the folder is not Foundry's", () => {
    const folder = mkdtempSync(join(tmpdir(), "not-foundry-"));
    const result = run("link.mjs", [folder]);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/not a Foundry user-data folder/);
  });
});

describe("npm run package", () => {
  it("fails with one clear line without a repository", () => {
    const cwd = mkdtempSync(join(tmpdir(), "holocron-pkg-"));
    writeFileSync(join(cwd, "package.json"), JSON.stringify({ name: "x", version: "1.0.0" }));
    copyFileSync("system.json", join(cwd, "system.json"));
    mkdirSync(join(cwd, "dist"));
    const result = run("package.mjs", [], cwd);
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/no `repository`/);
  });

  it("builds release URLs from repository and version", () => {
    const manifest = releaseManifest(
      { id: "holocron", version: "0.0.0" },
      { version: "1.2.3", repository: { url: "git+https://github.com/acme/holocron.git" } },
    );
    expect(manifest).toMatchObject({
      version: "1.2.3",
      manifest: "https://github.com/acme/holocron/releases/latest/download/system.json",
      download: "https://github.com/acme/holocron/releases/download/v1.2.3/holocron.zip",
    });
  });
});
