import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { cardContext, type I18n } from "../../../src/cards/views.js";
import { hazardApplication, hazardContext } from "../../../src/cards/hazard/view.js";
import { preloadSystemTemplates, renderTemplate } from "../../foundry/parts/chat.js";
import { sampleHazardCards } from "../gm/fixtures.js";

const i18n: I18n = { localize: (key) => key, format: (key) => key };

// A row's taken amount is a breakdown partial.
beforeAll(preloadSystemTemplates);

describe("the hazard card", () => {
  it("shows per creature its check against the DC, the outcome and what it takes", () => {
    const context = hazardContext(i18n, sampleHazardCards().falling);
    expect(context.rows[0]).toMatchObject({
      name: "Kara Venn",
      rolled: 15,
      amount: 8,
      surge: true,
      // A surge that halves: "halved" beside the 8 still taken, never "resisted".
      check: { total: 19, dc: 15, chance: "60%", outcome: "HOLOCRON.Hazard.Halved" },
      noCheck: false,
    });
    expect(context.rows[1]?.check?.outcome).toBe("HOLOCRON.Hazard.NotResisted");
    // The check total as its terms: the d20's face and the formula's bonus; the GM typed the DC.
    const check = context.rows[0]!.check!;
    expect(check.totalBd.total).toBe(19);
    expect(check.totalBd.terms.reduce((s, t) => s + t.value, 0)).toBe(19);
    expect([check.dcTyped, check.dcBd]).toEqual([true, null]);
    // The droid made no check: the row says so.
    expect(context.rows[2]).toMatchObject({ check: null, noCheck: true });
    // What each takes, as its terms: the damage rolled, then the check's effect.
    const taken = context.rows.map((r) => r.taken?.terms.map((t) => [t.label, t.value]));
    expect(taken).toEqual(
      sampleHazardCards().falling.rows.map((r) =>
        r.resisted
          ? [
              ["HOLOCRON.Breakdown.Term.rolled", r.rolled],
              ["HOLOCRON.Breakdown.Term.halved", Math.ceil(r.rolled / 2) - r.rolled],
            ]
          : [["HOLOCRON.Breakdown.Term.rolled", r.rolled]],
      ),
    );
    expect(context.canApply).toBe(true);
    const exposure = hazardContext(i18n, sampleHazardCards().exposure);
    expect(exposure.rows[0]?.check?.outcome).toBe("HOLOCRON.Hazard.Avoided");
    // Heat or cold's DC grows per check: 15 and the checks made before, its breakdown.
    const dcs = exposure.rows.map((r) => r.check?.dcBd?.terms.map((t) => t.value));
    expect(dcs.filter(Boolean)).toContainEqual([15, 0]);
  });

  it("names a weapon damage type only where one applies: none on poison and heat", async () => {
    const cards = sampleHazardCards();
    expect(hazardContext(i18n, cards.falling).damageType?.id).toBe("kinetic");
    expect(hazardContext(i18n, cards.poison).damageType).toBeNull();
    expect(hazardContext(i18n, cards.exposure).damageType).toBeNull();
    // Heat from fire the GM marked as energy keeps its tag (Negate Energy answers it).
    const fire = { ...cards.exposure, damageType: "energy" as const };
    expect(hazardContext(i18n, fire).damageType?.id).toBe("energy");
    const { template, context } = cardContext(cards.poison, i18n);
    const html = await renderTemplate(template, { ...context, dice: [] });
    expect(html).not.toContain("HOLOCRON.Weapon.DamageType");
  });

  it("per-row apply / half / skip for the GM on open rows; Apply to all counts only those", async () => {
    const card = sampleHazardCards().poison;
    const { template, context } = cardContext(card, i18n);
    const html = await renderTemplate(template, { ...context, dice: [] });
    // Kara's row is open (3 buttons); Tal's was applied (none).
    expect(html.match(/data-action="hazardRow" data-index="0"/g)).toHaveLength(3);
    expect(html).not.toContain('data-action="hazardRow" data-index="1"');
    expect(html.match(/data-action="hazardRow"[^>]*data-visibility="gm"/g)).toHaveLength(3);
    // One row open: the key's singular form (Intl.PluralRules("en") says "one" for 1).
    expect(context.applyLabel).toBe("HOLOCRON.Hazard.ApplyOpen.one");
    const format = {
      localize: (k: string) => k,
      format: (k: string, d: Record<string, string>) => `${k} ${d.count}`,
    };
    expect(hazardContext(format, card).applyLabel).toBe("HOLOCRON.Hazard.ApplyOpen.one 1");
  });

  it("offers Apply (GM only) while a row is left, and marks the applied rows", async () => {
    const card = sampleHazardCards().poison;
    const { template, context } = cardContext(card, i18n);
    const html = await renderTemplate(template, { ...context, dice: [] });
    expect(html).toContain('data-action="applyHazard" data-visibility="gm"');
    expect(html.match(/HOLOCRON\.Hazard\.Applied/g)).toHaveLength(1);
    const done = { ...card, rows: card.rows.map((r) => ({ ...r, applied: true })) };
    const after = await renderTemplate(template, { ...cardContext(done, i18n).context, dice: [] });
    expect(after).not.toContain("applyHazard");
  });

  it("heat or cold rows show the previous checks, zero included", async () => {
    const { template, context } = cardContext(sampleHazardCards().exposure, i18n);
    const html = await renderTemplate(template, { ...context, dice: [] });
    expect(html).toContain("HOLOCRON.Hazard.PreviousChecks 0");
    expect(html).toContain("HOLOCRON.Hazard.PreviousChecks 2");
  });

  it("healing shows + amounts and a Heal button, no damage type", async () => {
    const heal = { ...sampleHazardCards().poison, hazard: "heal" as const, rows: [] };
    const context = hazardContext(i18n, heal);
    expect(context.damageType).toBeNull();
    expect(context.empty).toBe(true);
    expect(context.canApply).toBe(false);
  });
});

describe("a fall's formula", () => {
  it("is the d6 from the feet the card keeps, as a breakdown; else as typed", () => {
    const fall = sampleHazardCards().falling;
    const bd = hazardContext(i18n, fall).formulaBd;
    expect(bd).toMatchObject({ shown: "4d6", total: 4, dice: { faces: 6 } });
    expect(bd?.terms.map((t) => [t.label, t.value, t.kind])).toEqual([
      ["HOLOCRON.Breakdown.Term.fallenTens", 4, "HOLOCRON.Breakdown.Source.gm"],
    ]);
    // Into a hazard ("4d6+4"), or a card without its feet: the formula as it was posted.
    expect(hazardContext(i18n, { ...fall, formula: "4d6+4" }).formulaBd).toBeNull();
    const { feet: _feet, ...old } = fall;
    expect(hazardContext(i18n, old).formulaBd).toBeNull();
  });
});

describe("the falling dialog's creature rows", () => {
  it("give every check choice (and 'no check') one width, so the selects line up", () => {
    const css = readFileSync("styles/dialog.css", "utf8");
    const rule = /\.holocron-gm-tool__choice,\s*\.holocron-gm-tool__nocheck \{([^}]*)\}/.exec(css);
    expect(rule?.[1]).toMatch(/flex: 0 0 11rem;\s*width: 11rem;/);
  });
});

describe("hazardApplication", () => {
  const card = sampleHazardCards().falling;

  it("Apply to all: every open row, at its amount; the card marks them", () => {
    const { writes, card: marked } = hazardApplication(card, null);
    expect(writes.map((w) => [w.row.name, w.amount, w.half])).toEqual([
      ["Kara Venn", 8, false],
      ["Tal Oreno", 12, false],
      ["R4-K9", 9, false],
    ]);
    expect(marked.rows.every((r) => r.applied)).toBe(true);
  });

  it("one row halved (rounded up), one skipped; Apply to all then takes only the rest", () => {
    const halved = hazardApplication(card, { index: 2, mode: "half" });
    expect(halved.writes.map((w) => [w.row.name, w.amount, w.half])).toEqual([["R4-K9", 5, true]]);
    expect(halved.card.rows[2]).toMatchObject({ applied: true, halved: true });
    const skipped = hazardApplication(halved.card, { index: 0, mode: "skip" });
    expect(skipped.writes).toEqual([]);
    expect(skipped.card.rows[0]).toMatchObject({ applied: false, skipped: true });
    const rest = hazardApplication(skipped.card, null);
    expect(rest.writes.map((w) => w.row.name)).toEqual(["Tal Oreno"]);
    expect(hazardContext(i18n, skipped.card)).toMatchObject({
      canApply: true,
      rows: [
        { state: "HOLOCRON.Hazard.Skipped" },
        { state: null },
        { state: "HOLOCRON.Hazard.AppliedHalf" },
      ],
    });
  });

  it("a row already settled is left as it is", () => {
    const once = hazardApplication(card, { index: 1, mode: "apply" }).card;
    const again = hazardApplication(once, { index: 1, mode: "half" });
    expect(again.writes).toEqual([]);
    expect(again.card.rows).toEqual(once.rows);
  });
});
