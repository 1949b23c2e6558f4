// Font sizes scale with Foundry's Font Size setting: every size is one of core's --font-size-*
// variables (with the default as fallback), our base size built on one, or relative to it (em).
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { itemMenuChoices } from "../../src/applications/sheets/item-menu.js";

const sheets = readdirSync("styles").filter((f) => f.endsWith(".css"));

describe("styles", () => {
  it.each(sheets)("%s: every font size follows the core setting", (file) => {
    const css = readFileSync(`styles/${file}`, "utf8");
    const sizes = [...css.matchAll(/font-size:\s*([^;]+);/g)].map((m) => m[1]!.trim());
    const fixed = sizes.filter(
      (v) => !/^var\(--(font-size-\d+|holocron-font-size)\b/.test(v) && !/^[\d.]+em$/.test(v),
    );
    expect(fixed).toEqual([]);
    expect(css).not.toMatch(/--holocron-font-size:\s*\d/);
  });

  it("the 'undone' tag is never struck through on cards", () => {
    expect(readFileSync("styles/chat.css", "utf8")).not.toMatch(/line-through/);
  });
});

describe("item row menu", () => {
  it.each([
    ["weapon", true, ["edit", "duplicate", "delete", "post"]],
    ["career", true, ["edit", "delete", "post"]],
    ["species", true, ["edit", "delete", "post"]],
    ["gear", false, ["edit", "post"]],
  ] as const)("%s, editable %s → %j", (type, editable, choices) => {
    expect(itemMenuChoices(type, editable)).toEqual(choices);
  });
});
