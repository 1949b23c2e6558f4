// Every `{{> "…"}}` in templates/ names a template Holocron's own loadTemplates calls preload: Foundry
// registers a partial only when it is preloaded
// (https://foundryvtt.com/api/functions/foundry.applications.handlebars.loadTemplates.html), so a
// partial missing from the list renders nothing but an error in a real world.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, SYSTEM_PREFIX, templateFiles } from "./handlebars-env.js";
import { SYSTEM_PRELOADS } from "./preloads.js";

const uses = templateFiles().flatMap((file) =>
  [...readFileSync(join(ROOT, file), "utf8").matchAll(/\{\{>\s*"?([^"\s}]+)"?/g)].map((m) => ({
    file,
    partial: m[1]!,
  })),
);

describe("partials", () => {
  it("are named by their system path", () => {
    expect(uses.length).toBeGreaterThan(0);
    for (const { file, partial } of uses) expect(partial, file).toMatch(/^systems\/holocron\//);
  });
  it("are all preloaded by the system's loadTemplates calls", () => {
    const missing = uses.filter(({ partial }) => !SYSTEM_PRELOADS.includes(partial));
    expect(missing).toEqual([]);
  });
  it("preloads only templates that exist", () => {
    const files = new Set(templateFiles());
    for (const path of SYSTEM_PRELOADS)
      expect(files.has(path.slice(SYSTEM_PREFIX.length)), path).toBe(true);
  });
});
