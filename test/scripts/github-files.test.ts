// The .github files beside the workflows: the issue forms and dependabot.yml checked against GitHub's
// documented schemas (scripts/lib/github-forms.mjs; @action-validator/cli covers workflows only, in
// workflows.test.ts), the bug form's questions, and the pull-request template.
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { readSource } from "../../scripts/lib/packs.mjs";
import { dependabotProblems, issueFormProblems } from "../../scripts/lib/github-forms.mjs";

const GITHUB = resolve(".github");
const FORMS = join(GITHUB, "ISSUE_TEMPLATE");

interface Element {
  type: string;
  id?: string;
  attributes: { label?: string; options?: (string | { label: string })[] };
}

describe("the issue forms", () => {
  const files = readdirSync(FORMS).filter((f) => /\.ya?ml$/.test(f));

  it("are the bug report and the feature request (the README links both)", () => {
    expect(files.sort()).toEqual(["bug.yml", "feature.yml"]);
    const readme = readFileSync("README.md", "utf8");
    for (const file of files) expect(readme).toContain(`issues/new?template=${file}`);
  });

  for (const file of files) {
    it(`${file} fits GitHub's form schema`, () => {
      expect(issueFormProblems(readSource(join(FORMS, file)))).toEqual([]);
    });
  }

  it("the bug form asks the versions, the ruleset, modules disabled and the console output", () => {
    const body = (readSource(join(FORMS, "bug.yml")) as { body: Element[] }).body;
    const byId = (id: string) => body.find((element) => element.id === id);
    expect(byId("foundry-version")?.type).toBe("input");
    expect(byId("holocron-version")?.type).toBe("input");
    expect(byId("ruleset")?.attributes.options).toEqual([
      "Star Wars m20",
      "Star Worlds",
      "Space Opera d20",
    ]);
    expect(byId("modules")?.type).toBe("checkboxes");
    expect(JSON.stringify(byId("modules")?.attributes.options)).toMatch(/all modules disabled/);
    expect(byId("console")?.type).toBe("textarea");
  });

  it("the schema check finds a missing key, an unknown type and an id used twice", () => {
    expect(issueFormProblems({ name: "x", body: [] })).toEqual([
      "`description` is missing or empty",
      "`body` is missing or empty",
    ]);
    const field = { type: "input", id: "a", attributes: { label: "A" } };
    expect(
      issueFormProblems({
        name: "x",
        description: "y",
        labelz: [],
        body: [
          field,
          field,
          { type: "text", attributes: {} },
          { type: "dropdown", id: "b c", attributes: { label: "B", options: [] } },
          { type: "checkboxes", attributes: { label: "C", options: [{ value: "no label" }] } },
          { type: "markdown", id: "m", attributes: { label: "no value" } },
        ],
      }),
    ).toEqual([
      "unknown top-level key `labelz`",
      "body[1]: id `a` is used twice",
      "body[2]: type `text` is not a form element type",
      "body[3]: id `b c` may hold only letters, digits, - and _",
      "body[3]: options are empty",
      "body[4]: a checkbox option has no label",
      "body[5]: markdown takes no id or validations",
      "body[5]: attributes.value is missing",
      "body[5]: unknown attribute `label`",
    ]);
  });
});

describe("dependabot.yml", () => {
  it("updates npm and the workflows' actions, and fits the documented shape", () => {
    const config = readSource(join(GITHUB, "dependabot.yml")) as {
      updates: { "package-ecosystem": string }[];
    };
    expect(dependabotProblems(config)).toEqual([]);
    expect(config.updates.map((u) => u["package-ecosystem"]).sort()).toEqual([
      "github-actions",
      "npm",
    ]);
  });

  it("the check finds a wrong version, ecosystem and interval", () => {
    expect(
      dependabotProblems({
        version: 1,
        updates: [{ "package-ecosystem": "npn", directory: "/", schedule: { interval: "hourly" } }],
      }),
    ).toEqual([
      "`version` is not 2",
      "updates[0]: package-ecosystem `npn` is not one we use",
      "updates[0]: schedule.interval is not daily, weekly or monthly",
    ]);
  });
});

describe("the pull-request template", () => {
  it("asks for the tests and names the command CI runs", () => {
    const file = join(GITHUB, "pull_request_template.md");
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, "utf8");
    expect(text).toContain("## How it is tested");
    expect(text).toContain("`npm test`");
  });
});
