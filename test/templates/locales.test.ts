// A character sheet, damage cards and the encounter odds rendered for a German and a French user:
// each context built by the system's own code with the locale the shell reads from `game.i18n.lang`
// (src/hooks/i18n.ts), localized from a pseudo lang file (lang/en.json with each plural form tagged
// so the one picked shows: HOLOCRON_LOCALE=plurals, ./handlebars-env.ts). Numbers come out as Intl
// writes them in that language (CLDR: "10.000" and "62 %" in German, "10 000" and "62 %" in
// French, a decimal comma in both); English is unchanged (the gallery and template tests render it).
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it, vi } from "vitest";
import type { GalleryEntries } from "../gallery/types.js";

/** The entries' text as a user of `lang` reads it: fresh modules, the shell's locale set first. */
async function rendered(lang: string, file: string, ids: readonly string[]) {
  vi.resetModules();
  vi.stubEnv("HOLOCRON_LOCALE", "plurals");
  try {
    const { useLocale } = await import("../../src/compat/intl.js");
    useLocale(lang);
    const { ROOT } = await import("./handlebars-env.js");
    const { entryRenderer } = await import("./gallery-render.js");
    const href = pathToFileURL(join(ROOT, "test", "gallery", "entries", file)).href;
    const { entries } = (await import(href)) as { entries: GalleryEntries };
    const list = typeof entries === "function" ? await entries() : entries;
    const { env, render } = entryRenderer();
    const text = (id: string) => {
      const entry = list.find((e) => e.id === id);
      if (!entry) throw new Error(`no gallery entry ${id} in ${file}`);
      // Runs of ASCII white space only: the no-break spaces Intl writes stay.
      return (render(entry).body.textContent ?? "").replace(/[ \t\r\n]+/g, " ");
    };
    return { texts: Object.fromEntries(ids.map((id) => [id, text(id)])), missing: env.missing };
  } finally {
    vi.unstubAllEnvs();
  }
}

const NBSP = "\u00a0";
const NNBSP = "\u202f";
/** French spaces "%" with a no-break space, narrow or not as the runtime's CLDR data has it. */
const FR_PERCENT = /\d[\u00a0\u202f]%/;

const ODDS = ["encounter-odds-panel"] as const;
const BUILDER = ["encounter-builder-result"] as const;
const CARDS = ["card-hazard-poison", "card-hazard-falling"] as const;
const SHEET = ["sheet-m20Character-full-main"] as const;

describe.each([
  { lang: "de", fights: "10.000", percent: new RegExp(`\\d${NBSP}%`) },
  { lang: "fr", fights: `10${NNBSP}000`, percent: FR_PERCENT },
])("rendered for a $lang user", ({ lang, fights, percent }) => {
  it("the encounter odds: fights grouped, percents spaced, a decimal comma", async () => {
    const { texts, missing } = await rendered(lang, "encounter-odds.ts", ODDS);
    const odds = texts["encounter-odds-panel"]!;
    expect(odds).toContain(fights);
    expect(odds).not.toContain("10,000");
    expect(odds).toMatch(percent);
    expect(odds).not.toMatch(/\d%/);
    // The mean rounds, to one place: "8,6", never "8.6".
    expect(odds).toMatch(/Rounds on average \d+,\d /);
    expect(odds).not.toMatch(/average \d+\.\d/);
    expect([...missing]).toEqual([]);
  }, 60_000);

  it("the encounter odds' builder: its groups counted in their plural form", async () => {
    const { texts, missing } = await rendered(lang, "encounter-builder.ts", BUILDER);
    const builder = texts["encounter-builder-result"]!;
    expect(builder).toContain("[other] Nearest of 60 groups tried to a 70");
    expect(builder).toContain("[other] 2 × Street Thug");
    expect(builder).toContain("[one] 1 × Gang Brute");
    expect(builder).toMatch(percent);
    // "95% interval" is the lang file's own label (a translator writes it), not a number formatted.
    expect(builder.replaceAll("95% interval", "")).not.toMatch(/\d%/);
    expect([...missing]).toEqual([]);
  }, 60_000);

  it("the damage cards: Apply to all in the count's plural form", async () => {
    const { texts, missing } = await rendered(lang, "gm.ts", CARDS);
    expect(texts["card-hazard-poison"]).toContain("[one] Apply to all (1)");
    expect(texts["card-hazard-falling"]).toContain("[other] Apply to all (3)");
    expect([...missing]).toEqual([]);
  }, 60_000);

  it("the character sheet: its bonuses signed with the true minus, as in English", async () => {
    const { texts, missing } = await rendered(lang, "sheets.ts", SHEET);
    const english = await rendered("en", "sheets.ts", SHEET);
    const sheet = texts["sheet-m20Character-full-main"]!;
    // Every number the sheet shows is a small whole number or a signed bonus, which German and
    // French write as English does (CLDR); the sign is always the true minus, never a hyphen.
    expect(sheet).toMatch(/\u2212\d/);
    expect(sheet).not.toMatch(/(^|\s)-\d/);
    expect(sheet).toBe(english.texts["sheet-m20Character-full-main"]);
    expect([...missing]).toEqual([]);
  }, 120_000);
});
