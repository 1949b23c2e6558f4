// Every data-action in the sheet templates has a handler, every handler is used, every partial exists.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  ACTOR_SHEET_ACTIONS,
  CORE_ACTIONS,
  ITEM_SHEET_ACTIONS,
  PARTY_SHEET_ACTIONS,
} from "../../src/applications/sheets/actions.js";
import { ROOT, SYSTEM_PREFIX, templateFiles } from "./handlebars-env.js";

const SHEET_DIRS = ["templates/actor/", "templates/item/", "templates/shared/"];
const sheetTemplates = templateFiles().filter((f) => SHEET_DIRS.some((d) => f.startsWith(d)));
const text = (file: string) => readFileSync(join(ROOT, file), "utf8");

function actionsIn(file: string): string[] {
  return [...text(file).matchAll(/data-action="([^"]*)"/g)].map((m) => m[1] ?? "");
}

const partialsIn = (file: string) =>
  [...text(file).matchAll(/\{\{>\s*"([^"]+)"/g)].map((m) => m[1] ?? "");

// Only templates that have actions (or partials) get a case: a case over an empty list asserts nothing.
const withActions = sheetTemplates.filter((f) => actionsIn(f).length > 0);
const withPartials = templateFiles().filter((f) => partialsIn(f).length > 0);

describe("template actions", () => {
  const handled = new Set<string>([
    ...ACTOR_SHEET_ACTIONS,
    ...ITEM_SHEET_ACTIONS,
    ...PARTY_SHEET_ACTIONS,
    ...CORE_ACTIONS,
  ]);

  it("finds the sheets' actions and partials to check", () => {
    expect(withActions.length).toBeGreaterThan(5);
    expect(withPartials.length).toBeGreaterThan(5);
  });

  it.each(withActions)("%s: every data-action is a literal name with a handler", (file) => {
    for (const action of actionsIn(file)) {
      expect(action, `${file}: data-action must be a literal name`).toMatch(/^[A-Za-z]+$/);
      expect(handled.has(action), `${file}: no handler for "${action}"`).toBe(true);
    }
  });

  it("every actor and item handler is used by a template", () => {
    const usedActions = new Set(sheetTemplates.flatMap(actionsIn));
    const unused = [...ACTOR_SHEET_ACTIONS, ...ITEM_SHEET_ACTIONS, ...PARTY_SHEET_ACTIONS].filter(
      (a) => !usedActions.has(a),
    );
    expect(unused).toEqual([]);
  });
});

describe("partials", () => {
  it.each(withPartials)("%s: every partial it includes exists", (file) => {
    for (const path of partialsIn(file)) {
      expect(
        path.startsWith(SYSTEM_PREFIX),
        `${file}: partial "${path}" must be a system path`,
      ).toBe(true);
      expect(
        existsSync(join(ROOT, path.slice(SYSTEM_PREFIX.length))),
        `${file}: missing ${path}`,
      ).toBe(true);
    }
  });
});
