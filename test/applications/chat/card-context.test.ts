import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { cardContext, type I18n } from "../../../src/applications/chat/card-context.js";
import { renderTemplate } from "../../foundry/parts/chat.js";
import { sampleCards } from "./fixtures.js";

/** Echoes keys (with their data), so assertions see which string a context asked for. */
const i18n: I18n = {
  localize: (key) => key,
  format: (key, data) => `${key}${JSON.stringify(data)}`,
};

const render = async (id: string) => {
  const card = sampleCards()[id]!;
  const { template, context } = cardContext(card, i18n);
  return { context, html: await renderTemplate(template, { ...context, dice: ["<i>dice</i>"] }) };
};

describe("card contexts", () => {
  it("check card: total, natural when it matters, outcome and the odds it had", async () => {
    const { context } = await render("m20-check");
    expect(context).toMatchObject({
      total: 17,
      showNatural: false,
      outcome: { id: "success", label: "HOLOCRON.Roll.Outcome.success" },
      chance: "55%",
    });
    expect(context.title).toBe('HOLOCRON.Roll.Title.Skill{"name":"HOLOCRON.Sheet.Skill.physical"}');
    const opera = (await render("opera-check")).context;
    expect(opera).toMatchObject({ showNatural: true, natural: 1, outcome: { id: "failure" } });
  });

  it("attack card: a row per stored target, natural 20 is a critical against every AC", async () => {
    const { context } = await render("m20-attack");
    expect(context.critical).toBe(true);
    expect(context.rows).toEqual([
      expect.objectContaining({
        name: "Battle droid A",
        ac: 12,
        outcome: expect.objectContaining({ id: "critical" }),
        percent: "75%",
      }),
      expect.objectContaining({
        name: "Battle droid B",
        ac: 16,
        outcome: expect.objectContaining({ id: "critical" }),
        percent: "55%",
      }),
    ]);
  });

  it("Space Opera natural 1 misses every target whatever the total", async () => {
    const { context } = await render("opera-attack");
    expect((context.rows as { outcome: { id: string } }[]).map((r) => r.outcome.id)).toEqual([
      "miss",
      "miss",
    ]);
  });

  it("damage card: type, critical, targets, Hero Point controls only in Star Worlds", async () => {
    const m20 = (await render("m20-damage")).context;
    expect(m20).toMatchObject({ total: 21, critical: true, hasTargets: true, heroPoints: false });
    expect(m20.damageType).toEqual({ id: "energy", label: "HOLOCRON.Weapon.DamageType.energy" });
    const worlds = (await render("worlds-damage")).context;
    expect(worlds).toMatchObject({ heroPoints: true, canAddHeroDie: true, targets: "Pirate" });
  });

  it("Star Worlds card: band, bands with the current one, reroll keeps the better", async () => {
    const { context } = await render("worlds-check");
    expect(context.band).toEqual({ id: "closeCall", label: "HOLOCRON.Roll.Band.closeCall" });
    const bands = context.bands as { id: string; current: boolean }[];
    expect(bands.map((b) => b.id)).toEqual(["closeCall", "problem", "success", "critical"]);
    expect(bands.find((b) => b.current)?.id).toBe("closeCall");
    const reroll = (await render("worlds-reroll")).context;
    expect(reroll).toMatchObject({
      total: 11,
      band: { id: "success" },
      previous: { total: 6 },
      canReroll: false,
    });
  });

  it("applied card: 'HP 12 → 4', statuses, undone rows", async () => {
    const { context, html } = await render("m20-applied");
    const rows = context.rows as { changes: unknown[]; statuses: string; undone: boolean }[];
    expect(rows[0]!.changes).toEqual([{ label: "HOLOCRON.Health.HP", from: 12, to: 4 }]);
    expect(rows[1]).toMatchObject({ statuses: "HOLOCRON.Status.defeated", undone: true });
    expect(html).toContain("12 → 4");
    expect(html.match(/data-action="undoDamage"/g)).toHaveLength(1);
  });

  it("opposed card: winner per resister and a Resist button for the unresolved one", async () => {
    const { html, context } = await render("m20-opposed");
    const resisters = context.resisters as { result: { winner: string } | null }[];
    expect(resisters[0]!.result!.winner).toBe(
      'HOLOCRON.Chat.Opposed.Winner.actor{"actor":"Kara Venn","resister":"Battle droid A"}',
    );
    expect(resisters[1]!.result).toBeNull();
    expect(html.match(/data-action="resistCheck"/g)).toHaveLength(1);
    expect(html).toContain('data-uuid="Actor.droidB" data-visibility="resister"');
    const worlds = await render("worlds-opposed");
    expect(worlds.html).toContain("8 – 8, 9 – 7");
    expect(worlds.html).toContain("HOLOCRON.Chat.Opposed.Rerolled");
  });
});

describe("card templates", () => {
  it.each(Object.keys(sampleCards()))(
    "%s renders with its controls' visibility marked",
    async (id) => {
      const { html } = await render(id);
      expect(html).toContain("holocron-card");
      for (const match of html.matchAll(/data-action="(\w+)"[^>]*>/g)) {
        const tag = match[0];
        if (["heroReroll", "heroDie", "rollDamage"].includes(match[1]!)) {
          expect(tag).toContain('data-visibility="owner"');
        }
        if (match[1] === "undoDamage") expect(tag).toContain('data-visibility="gm"');
      }
    },
  );

  it("the damage card has the extension slot other areas fill", async () => {
    expect((await render("m20-damage")).html).toContain("data-card-extensions");
  });

  it("every HOLOCRON key in the chat and roll templates and sources exists in lang/en.json", () => {
    const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
    const has = (key: string) =>
      key
        .split(".")
        .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang) !==
      undefined;
    const files = [
      ...readdirSync("templates/chat")
        .filter((f) => !f.startsWith("power"))
        .map((f) => `templates/chat/${f}`),
      "templates/dialog/roll-dialog.hbs",
      "templates/dialog/roll-odds.hbs",
      ...readdirSync("src/applications/chat").map((f) => `src/applications/chat/${f}`),
      "src/applications/rolls/roll-actions.ts",
      "src/applications/rolls/roll-inputs.ts",
      "src/applications/dialogs/roll-dialog.ts",
      "src/applications/dialogs/roll-dialog-model.ts",
    ];
    const missing: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const [key] of text.matchAll(/HOLOCRON(\.[A-Za-z0-9]+)+/g)) {
        if (!has(key) && !has(key.replace(/\.$/, ""))) missing.push(`${file}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
