// The pseudo-locale the gallery renders to find what a longer translation would clip.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { EXPANSION, pseudoLocale, pseudoLocalize } from "../../scripts/lib/pseudo.mjs";
import { leafKeys } from "../../scripts/lib/lang.mjs";
import { createTemplateEnv, loadLang } from "../templates/handlebars-env.js";

const english = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const pseudo = pseudoLocale(english);
const valueOf = (lang: unknown, key: string) =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], lang) as string;
const KEPT = /\{[^}]*\}|<[^>]*>|&[#a-z0-9]+;/gi;
const letters = (text: string) => text.replace(KEPT, "").match(/\p{L}/gu)?.length ?? 0;

describe("the pseudo-locale", () => {
  it("accents every letter and lengthens every word by ⌈40%⌉", () => {
    expect(pseudoLocalize("Strength")).toBe("Šţŕéñĝţĥšţŕé");
    expect(pseudoLocalize("HP")).toBe("ĤṔĥ");
    expect(pseudoLocalize("Roll 2d6")).toBe("Ŕóĺĺŕó 2đđ6");
  });

  it("keeps placeholders, tags and entities as they are", () => {
    expect(pseudoLocalize("{actor} takes {amount} damage")).toBe(
      "{actor} ţáķéšţá {amount} đáḿáĝéđáḿ",
    );
    expect(pseudoLocalize("<b>AC</b> &amp; more")).toBe("<b>ÁÇá</b> &amp; ḿóŕéḿó");
  });

  it("has every key of lang/en.json, each string at least 40% longer and no plain letter left", () => {
    const keys = leafKeys(english);
    expect(leafKeys(pseudo)).toEqual(keys);
    let before = 0;
    let after = 0;
    for (const key of keys) {
      const en = valueOf(english, key);
      const xx = valueOf(pseudo, key);
      expect(xx.match(KEPT) ?? [], key).toEqual(en.match(KEPT) ?? []);
      expect(letters(xx), key).toBeGreaterThanOrEqual(letters(en) * (1 + EXPANSION));
      expect(xx.replace(KEPT, ""), key).not.toMatch(/[A-Za-z]/);
      before += letters(en);
      after += letters(xx);
    }
    // about 40% overall: short words round up
    expect(after / before).toBeGreaterThan(1.4);
    expect(after / before).toBeLessThan(1.5);
  });

  it("is what the template environment speaks when HOLOCRON_LOCALE is pseudo", () => {
    const key = "HOLOCRON.Ruleset.m20";
    process.env.HOLOCRON_LOCALE = "pseudo";
    try {
      expect(valueOf(loadLang(), key)).toBe(valueOf(pseudo, key));
      expect(createTemplateEnv().localize(key)).toBe(valueOf(pseudo, key));
    } finally {
      delete process.env.HOLOCRON_LOCALE;
    }
    expect(createTemplateEnv().localize(key)).toBe(valueOf(english, key));
  });
});
