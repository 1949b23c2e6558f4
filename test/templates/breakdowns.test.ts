// Every number with a breakdown in every gallery fixture (sheets, dialogs, cards, trackers: the
// entries of test/gallery/entries, rendered as the gallery renders them): its terms add up to the
// total, the total is the number shown, and every term names its kind of source.
import { formatPercent } from "../../src/applications/format.js";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { d20, dice, sim } from "../../src/rules/index.js";
import { attackOdds, bandOdds, checkOdds } from "../../src/dice/outcomes.js";
import type { D20RulesetId } from "../../src/rulesets/index.js";
import { addModifier } from "../../src/rules/dice/formula.js";
import type { GalleryEntry } from "../gallery/types.js";
import { createTemplateEnv, ROOT } from "./handlebars-env.js";

const dir = join(ROOT, "test", "gallery", "entries");
const all: GalleryEntry[] = [];
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .sort()) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as {
    entries: GalleryEntry[] | (() => Promise<GalleryEntry[]>);
  };
  all.push(...(typeof mod.entries === "function" ? await mod.entries() : mod.entries));
}
const env = createTemplateEnv();
const window = new Window();

/** "+2", "−1", "7" as a number (a true minus sign, as src/applications/format.ts writes it). */
const numberOf = (text: string) => Number(text.replace("\u2212", "-").replace(/^\+/, ""));

/** A ratio breakdown's two counts and how its quotient is shown, or null. */
function ratioOf(el: { getAttribute(name: string): string | null } | null) {
  if (!el) return null;
  return {
    of: Number(el.getAttribute("data-ratio-of")),
    over: Number(el.getAttribute("data-ratio-over")),
    format: el.getAttribute("data-ratio-format"),
  };
}

function breakdownsOf(entry: GalleryEntry) {
  const doc = new window.DOMParser().parseFromString(
    `<div>${entry.templates.map((t) => env.render(t, entry.context)).join("\n")}</div>`,
    "text/html",
  );
  return [...doc.querySelectorAll("[data-breakdown]")].map((trigger) => {
    const pop = doc.getElementById(trigger.getAttribute("data-breakdown") ?? "");
    const terms = [
      ...(pop?.querySelectorAll(".holocron-breakdown__terms [data-term-value]") ?? []),
    ];
    return {
      id: trigger.getAttribute("data-breakdown"),
      describedBy: trigger.getAttribute("aria-describedby"),
      pop,
      trigger: trigger.textContent?.replace(/\s+/g, " ").trim() ?? "",
      shown: pop?.getAttribute("data-shown") ?? "",
      base: pop?.getAttribute("data-formula-base"),
      die: pop?.getAttribute("data-formula-die"),
      faces: pop?.getAttribute("data-dice-faces"),
      total: Number(pop?.querySelector("[data-total]")?.getAttribute("data-total")),
      values: terms.map((t) => Number(t.getAttribute("data-term-value"))),
      kinds: terms.map((t) => t.getAttribute("data-term-kind") ?? ""),
      labels: terms.map((t) => t.querySelector(".holocron-breakdown__label")?.textContent ?? ""),
      link: pop?.querySelector("a.content-link")?.getAttribute("data-hash"),
      chance: pop?.querySelector("[data-chance]")?.getAttribute("data-chance"),
      resist: pop?.querySelector("[data-resist]")?.getAttribute("data-resist"),
      against: pop?.querySelector("[data-against-kind]"),
      ratio: ratioOf(pop?.querySelector("[data-ratio-of]") ?? null),
      interval: pop?.querySelector("[data-interval-low]"),
    };
  });
}

/** The chance a bonus has against what a breakdown's chance line names (an AC, a DC, a band). */
function chanceAgainst(
  bonus: number,
  line: { getAttribute(name: string): string | null; hasAttribute(name: string): boolean },
): number {
  const value = line.getAttribute("data-against") ?? "";
  const ruleset = line.getAttribute("data-ruleset") as D20RulesetId;
  switch (line.getAttribute("data-against-kind")) {
    case "ac":
      return attackOdds(ruleset, bonus, Number(value)).hit;
    case "dc":
      return checkOdds(bonus, Number(value));
    default: {
      const skilled = line.hasAttribute("data-skilled");
      return bandOdds(bonus, skilled).find((b) => b.band === value)?.chance ?? Number.NaN;
    }
  }
}

const found = all.map((entry) => ({ entry, list: breakdownsOf(entry) }));

describe("breakdowns in the gallery fixtures", () => {
  it("the sheets and the four breakdown entries have them", () => {
    const ids = new Set(found.filter((f) => f.list.length > 0).map((f) => f.entry.id));
    for (const id of [
      "breakdown-ac-prone",
      "breakdown-attack-battlemind",
      "breakdown-worlds-speed",
    ])
      expect(ids.has(id), id).toBe(true);
    const sheets = found.filter((f) => f.entry.id.startsWith("sheet-") && f.list.length > 0);
    expect(new Set(sheets.map((f) => f.entry.ruleset))).toEqual(
      new Set(["m20", "spaceOpera", "starWorlds"]),
    );
    expect(env.missing).toEqual(new Set());
  });

  it("a damaging power's dice in the dialog explain their count: one die per level", () => {
    for (const id of ["power-dialog-push-five", "power-dialog-psionic-push"]) {
      const dice = found.find((f) => f.entry.id === id)!.list.filter((b) => b.faces);
      expect(
        dice.map((b) => [b.shown, b.kinds]),
        id,
      ).toEqual([["7d4", ["HOLOCRON.Breakdown.Source.level"]]]);
    }
  });

  it("the roll cards and roll dialogs have them", () => {
    const ids = new Set(found.filter((f) => f.list.length > 0).map((f) => f.entry.id));
    const rolls = all.filter(
      (e) =>
        e.id.startsWith("roll-dialog-") ||
        /templates\/chat\/(attack|check|worlds|damage)-card\.hbs/.test(e.templates.join(" ")),
    );
    expect(rolls.length).toBeGreaterThan(12);
    for (const e of rolls) expect(ids.has(e.id), e.id).toBe(true);
  });

  it("every combatant's initiative, Speed and tie-breaker in the full trackers explains itself", () => {
    // The m20 and Star Worlds trackers each hold one tie (first-session.ts); Space Opera's none.
    const ties: Record<string, number> = {
      "tracker-full-m20": 1,
      "tracker-full-opera": 0,
      "tracker-full-worlds": 1,
    };
    for (const [id, tied] of Object.entries(ties)) {
      const { entry, list } = found.find((f) => f.entry.id === id)!;
      const rows = (entry.context as { combatants: unknown[] }).combatants.length;
      const named = (end: string) => list.filter((b) => b.id?.endsWith(end)).length;
      expect(named("-init"), id).toBe(rows);
      // Star Worlds' initiative is the Speed it was set from: the tracker's number explains that Speed
      // once (titled Speed), where a second "Speed" chip beside it explained it again.
      if (entry.ruleset === "starWorlds") expect(named("-speed"), id).toBe(0);
      expect(named("-tie"), `${id}: the tied row's tie-breaker`).toBe(tied);
    }
  });

  it("a Star Worlds NPC's Armor and Speed and every Star Worlds weapon's attack explain themselves", () => {
    for (const id of ["sheet-worldsNpc-full", "sheet-worldsCharacter-full-main"]) {
      const ids = found.find((f) => f.entry.id === id)!.list.map((b) => b.id ?? "");
      expect(
        ids.filter((b) => /-(armor|speed)$/.test(b)),
        id,
      ).toHaveLength(2);
      expect(
        ids.some((b) => b.includes("-attack-")),
        id,
      ).toBe(true);
    }
  });

  it.each(found.filter((f) => f.list.length > 0).map((f) => [f.entry.id, f.list] as const))(
    "%s: terms add up to the number shown, each names its source",
    (_id, list) => {
      for (const b of list) {
        expect(b.pop, `${b.id}: its breakdown`).not.toBeNull();
        expect(b.describedBy).toBe(b.id);
        expect(b.trigger, `${b.id}: the number shown`).toContain(b.shown);
        if (b.ratio) {
          // A simulated chance or mean: its count over the fights, to the precision shown.
          const { of, over, format } = b.ratio;
          expect(Number.isInteger(of) && Number.isInteger(over) && over > 0).toBe(true);
          expect(of).toBeLessThanOrEqual(format === "percent" ? over : Infinity);
          expect(b.shown, b.id ?? "").toBe(
            format === "percent" ? formatPercent(of / over) : (of / over).toFixed(1),
          );
          if (b.interval) {
            // Its interval as shown: Wilson's, from the same two counts, in whole percents.
            const ends = sim.winInterval(of, over).map((v) => `${Math.round(v * 100)}%`);
            expect([
              b.interval.getAttribute("data-interval-low"),
              b.interval.getAttribute("data-interval-high"),
            ]).toEqual(ends);
          }
          continue;
        }
        expect(
          b.values.reduce((s, v) => s + v, 0),
          `${b.id}: the terms' sum`,
        ).toBe(b.total);
        expect(b.trigger, `${b.id}: the number shown`).toContain(b.shown);
        if (b.base && b.die) expect(b.shown).toBe(`${b.base}+${b.total}${b.die}`);
        else if (b.base) expect(b.shown).toBe(addModifier(b.base, b.total));
        // A count of dice: the total is the count, shown with the dice's faces.
        else if (b.faces) expect(b.shown).toBe(`${b.total}d${b.faces}`);
        else if (b.against) {
          // A chance against a fixed number: the total's odds against that AC, DC or band.
          expect(b.chance).toBe(b.shown);
          expect(b.shown).toBe(formatPercent(chanceAgainst(b.total, b.against)));
        } else if (b.chance) {
          // A chance is the check bonus's (the total's) odds against the resist bonus.
          const odds = d20.opposedCheckChance({
            actorBonus: b.total,
            resisterBonus: numberOf(b.resist ?? ""),
          });
          expect(b.shown).toBe(formatPercent(odds));
          expect(b.chance).toBe(b.shown);
        } else expect(numberOf(b.shown), `${b.id}: shown ${b.shown}`).toBe(b.total);
        for (const [i, kind] of b.kinds.entries()) {
          expect(kind, `${b.id} term ${i}`).toMatch(/^HOLOCRON\.Breakdown\.Source\.\w+$/);
          expect(b.labels[i]?.trim()).not.toBe("");
        }
        expect(b.link, `${b.id}: a rule link`).toBeTruthy();
      }
    },
  );

  it("a damage formula's dice with the total added is a formula the dice engine reads", () => {
    const formulas = found.flatMap((f) => f.list.filter((b) => b.base).map((b) => b.shown));
    expect(formulas.length).toBeGreaterThan(0);
    for (const f of formulas) expect(dice.pmf(f).size).toBeGreaterThan(0);
  });
});
