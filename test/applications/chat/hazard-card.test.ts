import { describe, expect, it } from "vitest";
import { cardContext, type I18n } from "../../../src/applications/chat/card-context.js";
import { hazardContext } from "../../../src/applications/chat/hazard-card.js";
import { renderTemplate } from "../../foundry/parts/chat.js";
import { sampleHazardCards } from "../gm/fixtures.js";

const i18n: I18n = { localize: (key) => key, format: (key) => key };

describe("the hazard card", () => {
  it("shows per creature its check against the DC, the outcome and what it takes", () => {
    const context = hazardContext(i18n, sampleHazardCards().falling);
    expect(context.rows[0]).toMatchObject({
      name: "Kara Venn",
      rolled: 15,
      amount: 8,
      surge: true,
      check: { total: 19, dc: 15, chance: "60%", outcome: "HOLOCRON.Hazard.Resisted" },
    });
    expect(context.rows[1]?.check?.outcome).toBe("HOLOCRON.Hazard.NotResisted");
    expect(context.rows[2]?.check).toBeNull();
    expect(context.canApply).toBe(true);
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
