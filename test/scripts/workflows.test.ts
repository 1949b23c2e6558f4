// The GitHub workflows, schema-checked offline by @action-validator/cli (a WebAssembly build of the
// validator: no network), and the steps the release and the pull-request runs promise.
import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { tmpdir } from "node:os";
import { readSource } from "../../scripts/lib/packs.mjs";

const WORKFLOWS = resolve(".github", "workflows");
const VALIDATOR = resolve("node_modules", "@action-validator", "cli", "cli.mjs");
const validate = (file: string) =>
  spawnSync(process.execPath, [VALIDATOR, file], { encoding: "utf8" });

interface Step {
  uses?: string;
  with?: Record<string, unknown>;
  run?: string;
  if?: string;
  env?: Record<string, string>;
}
interface Job {
  needs?: string;
  uses?: string;
  if?: string;
  container?: string;
  env?: Record<string, string>;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, Job>;
}
const load = (name: string) => readSource(join(WORKFLOWS, name)) as Workflow;
const runs = (job: Job | undefined) => (job?.steps ?? []).map((s) => s.run ?? "").join("\n");

describe("the workflows", () => {
  const files = readdirSync(WORKFLOWS).filter((f) => /\.ya?ml$/.test(f));

  it("are the release and the test workflow", () => {
    expect(files.sort()).toEqual(["release.yml", "test.yml"]);
  });

  for (const file of files) {
    it(`${file} passes @action-validator/cli`, () => {
      const result = validate(join(WORKFLOWS, file));
      expect(result.stdout + result.stderr).toBe("");
      expect(result.status).toBe(0);
    });
  }

  it("the validator rejects a job with a misspelt key", () => {
    const file = join(mkdtempSync(join(tmpdir(), "holocron-wf-")), "bad.yml");
    writeFileSync(file, "on: push\njobs:\n  x:\n    runs-on: ubuntu-latest\n    stepz: []\n");
    const result = validate(file);
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/stepz/);
  });

  it("pull requests run npm test with Debian's Chromium where the browser layer looks", () => {
    const test = load("test.yml");
    expect(Object.keys(test.on)).toEqual(expect.arrayContaining(["pull_request", "workflow_call"]));
    expect(test.jobs.test?.container).toMatch(/bookworm/);
    expect(runs(test.jobs.test)).toMatch(/apt-get install .*chromium/);
    expect(runs(test.jobs.test)).toMatch(/^npm test$/m);
    expect(readFileSync("scripts/browser-tests.mjs", "utf8")).toContain('"/usr/bin/chromium"');
  });

  it("the test run checks out every tag: the README's release statement is held to them", () => {
    const checkout = load("test.yml").jobs.test?.steps?.find((s) =>
      s.uses?.startsWith("actions/checkout"),
    );
    expect(checkout?.with?.["fetch-depth"]).toBe(0);
  });

  it("a vX.Y.Z tag checks, tests, builds, attaches both files with the CHANGELOG notes, then asks Foundry", () => {
    const release = load("release.yml");
    expect(release.on.push).toEqual({ tags: ["v*.*.*"] });
    const { check, test, release: publish, foundry } = release.jobs;
    expect(runs(check)).toContain('node scripts/release.mjs check --tag "$GITHUB_REF_NAME"');
    expect(test).toMatchObject({ needs: "check", uses: "./.github/workflows/test.yml" });
    expect(publish?.needs).toBe("test");
    const steps = runs(publish);
    expect(steps.indexOf("npm run build")).toBeLessThan(steps.indexOf("npm run package"));
    expect(steps).toContain("--assets --notes release-notes.md");
    expect(steps).toMatch(
      /gh release create "\$GITHUB_REF_NAME" dist\/release\/system\.json dist\/release\/holocron\.zip/,
    );
    expect(steps).toContain("--notes-file release-notes.md");
    // Foundry: optional (no token, no call), a dry run unless asked to publish, the token a secret
    expect(foundry?.needs).toBe("release");
    expect(foundry?.env?.FOUNDRY_RELEASE_TOKEN).toBe("${{ secrets.FOUNDRY_RELEASE_TOKEN }}");
    const call = foundry?.steps?.find((s) => s.run?.includes("release.mjs foundry"));
    expect(call?.if).toBe("env.FOUNDRY_RELEASE_TOKEN != ''");
    expect(foundry?.env?.PUBLISH).toMatch(/'--publish' \|\| ''/);
    expect(release.on.workflow_dispatch).toMatchObject({
      inputs: { dry_run: { type: "boolean", default: true } },
    });
  });

  it("npm run release:check is the tag job's check", () => {
    const pkg = JSON.parse(readFileSync("package.json", "utf8"));
    expect(pkg.scripts["release:check"]).toBe("node scripts/release.mjs check");
    expect(pkg.scripts.version).toMatch(/^node scripts\/release\.mjs version && git add /);
  });
});
