import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { d20, dice, enrichers, starWorlds } from "../../../src/rules/index.js";

const { parseEnricher, scanEnrichers } = enrichers;
const SKILLS = Object.keys(d20.DEFAULT_SKILL_STAT);

describe("parseEnricher: the issue's examples", () => {
  it.each([
    ["check", " physical dc=15", { kind: "check", skill: "physical", stat: null, dc: 15 }],
    ["check", " str", { kind: "check", skill: null, stat: "str", dc: null }],
    ["check", " knowledge dex", { kind: "check", skill: "knowledge", stat: "dex", dc: null }],
    ["attribute", " daring", { kind: "attribute", attribute: "daring", skilled: false }],
    ["attribute", " guile skilled", { kind: "attribute", attribute: "guile", skilled: true }],
    ["damage", " 3d6 energy", { kind: "damage", formula: "3d6", damageType: "energy" }],
    ["damage", " 2d6 + 2", { kind: "damage", formula: "2d6+2", damageType: "kinetic" }],
    ["heal", " 2d6+2", { kind: "heal", formula: "2d6+2" }],
    ["hazard", " falling 40", { kind: "hazard", hazard: "falling", feet: 40 }],
  ])("[[/%s%s]]", (command, args, enricher) => {
    expect(parseEnricher(command, args)).toEqual({ ok: true, enricher, label: null });
  });

  it("reads journal HTML: &nbsp; between words, upper case, and a {label} with entities", () => {
    expect(parseEnricher("CHECK", "&nbsp;Physical&nbsp;DC=15", "Climb &amp; jump")).toEqual({
      ok: true,
      enricher: { kind: "check", skill: "physical", stat: null, dc: 15 },
      label: "Climb & jump",
    });
  });
});

describe("parseEnricher: malformed input names what is wrong", () => {
  it.each([
    ["check", "", "missingArgs", { command: "check" }],
    ["check", " climb", "unknownWord", { word: "climb", command: "check" }],
    ["check", " str dex", "repeated", { word: "dex" }],
    ["check", " physical dc=0", "badDc", { value: "0", max: "99" }],
    ["check", " physical dc=fifteen", "badDc", { value: "fifteen", max: "99" }],
    ["check", " dc=15", "missingArgs", { command: "check" }],
    ["attribute", " strength", "unknownWord", { word: "strength", command: "attribute" }],
    ["attribute", " daring guile", "repeated", { word: "guile" }],
    ["damage", " energy", "missingArgs", { command: "damage" }],
    ["damage", " 3d6 fire", "badFormula", { formula: "3d6 fire" }],
    ["damage", " 2d0", "badFormula", { formula: "2d0" }],
    ["heal", " lots", "badFormula", { formula: "lots" }],
    ["hazard", " lava 10", "unknownHazard", { word: "lava" }],
    ["hazard", " falling", "missingArgs", { command: "hazard" }],
    ["hazard", " falling -5", "badDistance", { value: "-5", max: "10000" }],
    ["hazard", " falling 20 ft", "unknownWord", { word: "ft", command: "hazard" }],
    ["roll", " 1d20", "unknownCommand", { command: "roll" }],
    ["check", " physical dc=10 dc=12", "repeated", { word: "dc=12" }],
    ["check", " physical knowledge", "repeated", { word: "knowledge" }],
    ["check", " physical xdc=15", "unknownWord", { word: "xdc=15", command: "check" }],
    ["check", " physical dc=a15", "badDc", { value: "a15", max: "99" }],
    ["check", " physical dc=15a", "badDc", { value: "15a", max: "99" }],
    ["check", " physical dc=100", "badDc", { value: "100", max: "99" }],
    ["attribute", " daring skilled skilled", "repeated", { word: "skilled" }],
    ["attribute", " skilled", "missingArgs", { command: "attribute" }],
    ["heal", " ", "missingArgs", { command: "heal" }],
    ["hazard", " falling 0", "badDistance", { value: "0", max: "10000" }],
    ["hazard", " falling 10001", "badDistance", { value: "10001", max: "10000" }],
    ["hazard", " falling 1e3", "badDistance", { value: "1e3", max: "10000" }],
    ["hazard", " falling 0x10", "badDistance", { value: "0x10", max: "10000" }],
  ])("[[/%s%s]] → %s", (command, args, key, data) => {
    const parsed = parseEnricher(command, args);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toEqual({ key, data });
  });

  it("refuses argument text longer than the limit before reading it", () => {
    const parsed = parseEnricher("damage", ` ${"1+".repeat(150)}1`);
    expect(parsed.ok ? null : parsed.error).toEqual({ key: "tooLong", data: { max: "200" } });
    // exactly the limit is still read: 200 characters, " 1+1+…+1"
    const longest = ` ${"1+".repeat(99)}1`;
    expect(longest).toHaveLength(enrichers.MAX_ARGS_LENGTH);
    expect(parseEnricher("heal", longest)).toEqual({
      ok: true,
      enricher: { kind: "heal", formula: `${"1+".repeat(99)}1` },
      label: null,
    });
  });

  it("the longest fall and the hardest DC are still read", () => {
    expect(parseEnricher("hazard", " falling 10000")).toMatchObject({
      ok: true,
      enricher: { feet: enrichers.MAX_FALL_FEET },
    });
    expect(parseEnricher("check", " str dc=99")).toMatchObject({ ok: true, enricher: { dc: 99 } });
  });

  it("arguments or a label that are not text (a broken journal) read as empty, never throw", () => {
    const notText = 5 as unknown as string;
    expect(parseEnricher("check", notText)).toEqual({
      ok: false,
      error: { key: "missingArgs", data: { command: "check" } },
      label: null,
    });
    expect(parseEnricher("heal", " 1d6", 7 as unknown as string)).toMatchObject({ label: null });
  });

  it("trims the label and drops a blank one", () => {
    expect(parseEnricher("heal", " 1d6", "  Bacta&nbsp;")).toMatchObject({ label: "Bacta" });
    expect(parseEnricher("heal", " 1d6", " &nbsp; ")).toMatchObject({ label: null });
  });
});

describe("parseEnricher: properties", () => {
  const stat = fc.constantFrom(...d20.STATS);
  const skill = fc.constantFrom(...SKILLS);
  const dc = fc.integer({ min: 1, max: enrichers.MAX_DC });
  const caseOf = (word: string, upper: boolean[]) =>
    [...word].map((c, i) => (upper[i % upper.length] ? c.toUpperCase() : c)).join("");

  it("reads any check's words in any order, case and spacing", () => {
    fc.assert(
      fc.property(
        fc.option(skill, { nil: null }),
        fc.option(stat, { nil: null }),
        fc.option(dc, { nil: null }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
        fc.constantFrom(" ", "  ", "&nbsp;", "\u00a0", "\t"),
        fc.boolean(),
        (sk, st, d, upper, gap, reversed) => {
          fc.pre(sk !== null || st !== null);
          const words = [sk, st, d === null ? null : `dc=${d}`].filter((w) => w !== null);
          if (reversed) words.reverse();
          const args = gap + words.map((w) => caseOf(w, upper)).join(gap);
          expect(parseEnricher("check", args)).toEqual({
            ok: true,
            enricher: { kind: "check", skill: sk, stat: st, dc: d },
            label: null,
          });
        },
      ),
    );
  });

  it("reads every attribute, skilled or not", () => {
    fc.assert(
      fc.property(fc.constantFrom(...starWorlds.ATTRIBUTES), fc.boolean(), (attribute, skilled) => {
        const args = ` ${attribute}${skilled ? " skilled" : ""}`;
        expect(parseEnricher("attribute", args)).toEqual({
          ok: true,
          enricher: { kind: "attribute", attribute, skilled },
          label: null,
        });
      }),
    );
  });

  it("accepts exactly the formulas the dice parser accepts, typed or not", () => {
    const term = fc.oneof(
      fc
        .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 20 }))
        .map(([n, f]) => `${n}d${f}`),
      fc.integer({ min: 0, max: 30 }).map(String),
    );
    const formula = fc
      .array(fc.tuple(fc.constantFrom("+", "-", " + ", "*"), term), { minLength: 0, maxLength: 4 })
      .chain((rest) => term.map((first) => first + rest.map(([op, t]) => op + t).join("")));
    fc.assert(
      fc.property(formula, fc.constantFrom("energy", "kinetic", "ion", ""), (f, type) => {
        const parsed = parseEnricher("damage", ` ${f} ${type}`);
        const compact = f.replace(/\s+/g, "");
        expect(parsed.ok).toBe(dice.isValidFormula(compact));
        if (parsed.ok)
          expect(parsed.enricher).toEqual({
            kind: "damage",
            formula: compact,
            damageType: type || "kinetic",
          });
        expect(parseEnricher("heal", ` ${f}`).ok).toBe(dice.isValidFormula(compact));
      }),
    );
  });

  it("takes any falling distance from 1 ft to the limit, and nothing outside it", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: enrichers.MAX_FALL_FEET + 100 }), (feet) => {
        const parsed = parseEnricher("hazard", ` falling ${feet}`);
        expect(parsed.ok).toBe(feet >= 1 && feet <= enrichers.MAX_FALL_FEET);
      }),
    );
  });

  it("never throws and always answers ok or a known error, for any text at all", () => {
    const keys = new Set([
      "unknownCommand",
      "missingArgs",
      "tooLong",
      "unknownWord",
      "repeated",
      "badDc",
      "badFormula",
      "unknownHazard",
      "badDistance",
    ]);
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ unit: "grapheme" }),
        fc.option(fc.string()),
        (c, a, l) => {
          const parsed = parseEnricher(c, a, l);
          if (!parsed.ok) expect(keys.has(parsed.error.key)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("scanEnrichers: the pattern Foundry matches", () => {
  it("finds each enricher in a paragraph, with its label, and leaves Foundry's own [[/r]] alone", () => {
    const text =
      "<p>Climb: [[/check physical dc=15]]{Climb the wall}. Fall: [[/hazard falling 40]]. " +
      "Roll [[/r 1d20]] and [[/checkers]] stay as they are; [[/damage 3d6 energy]] hurts.</p>";
    const found = scanEnrichers(text);
    expect(found.map((m) => m.text)).toEqual([
      "[[/check physical dc=15]]{Climb the wall}",
      "[[/hazard falling 40]]",
      "[[/damage 3d6 energy]]",
    ]);
    expect(found[0]?.parsed).toMatchObject({ ok: true, label: "Climb the wall" });
  });

  it("is stateless between calls (the global pattern's lastIndex does not leak)", () => {
    const text = "[[/check str]]";
    expect(scanEnrichers(text)).toHaveLength(1);
    expect(scanEnrichers(text)).toHaveLength(1);
    expect(enrichers.ENRICHER_PATTERN.flags).toContain("g");
  });
});
