import { readFileSync, readdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { CARD_TEMPLATES, cardContext, type I18n } from "../../../src/cards/views.js";
import type { DamageCard, HealCard, WorldsCard } from "../../../src/cards/data.js";
import { TEXT_AUTHOR_CONFIRM_TEMPLATE } from "../../../src/cards/apply.js";
import { preloadSystemTemplates, renderTemplate } from "../../foundry/parts/chat.js";
import { sampleCards } from "./fixtures.js";
import { m20OverflowPreviewCard, worldsPreviewCard } from "./preview-fixtures.js";

/** Echoes keys (with their data), so assertions see which string a context asked for. */
const i18n: I18n = {
  localize: (key) => key,
  format: (key, data) => `${key}${JSON.stringify(data)}`,
};

beforeAll(preloadSystemTemplates);

const render = async (id: string) => {
  const card = sampleCards()[id]!;
  const { template, context } = cardContext(card, i18n);
  return { context, html: await renderTemplate(template, { ...context, dice: ["<i>dice</i>"] }) };
};

describe("card contexts", () => {
  it("check card: total, natural when it matters, outcome and the DC, not the odds it had", async () => {
    const { context, html } = await render("m20-check");
    expect(context).toMatchObject({
      total: 17,
      showNatural: false,
      outcome: { id: "success", label: "HOLOCRON.Roll.Outcome.success" },
    });
    expect(context).not.toHaveProperty("chance");
    expect(html).not.toMatch(/\d%/);
    expect(context.title).toBe('HOLOCRON.Roll.Title.Skill{"name":"HOLOCRON.Sheet.Skill.physical"}');
    const opera = (await render("opera-check")).context;
    expect(opera).toMatchObject({ showNatural: true, natural: 1, outcome: { id: "failure" } });
  });

  it("attack card: a row per stored target, natural 20 is a critical against every AC", async () => {
    const { context, html } = await render("m20-attack");
    expect(context.critical).toBe(true);
    expect(context.rows).toEqual([
      {
        uuid: "Actor.droidA",
        name: "Battle droid A",
        outcome: expect.objectContaining({ id: "critical" }),
        deflect: null,
      },
      {
        uuid: "Actor.droidB",
        name: "Battle droid B",
        outcome: expect.objectContaining({ id: "critical" }),
        deflect: null,
      },
    ]);
    // the target's AC and the pre-roll odds stay in the dialog
    expect(html).not.toContain("HOLOCRON.Chat.Ac");
    expect(html).not.toMatch(/\b(12|16)\b|\d%/);
    expect(html).toContain('data-action="rollDamage"');
    expect(html).toContain("HOLOCRON.Chat.RollCriticalDamage");
  });

  it("seed 000 line 7: a deflected row reads as a miss with the deflect's total", async () => {
    const card = sampleCards()["m20-attack"]!;
    if (card.type !== "attack") throw new Error("m20-attack is an attack card");
    const [first, second] = card.rows;
    const rows = [
      { ...first!, outcome: "miss" as const, deflect: { total: 22, success: true } },
      { ...second!, deflect: { total: 9, success: false } },
    ];
    const { template, context } = cardContext({ ...card, rows }, i18n);
    const shown = context.rows as { deflect: string | null }[];
    expect(shown.map((r) => r.deflect)).toEqual([
      'HOLOCRON.Deflect.Row.Success{"total":"22"}',
      'HOLOCRON.Deflect.Row.Failure{"total":"9"}',
    ]);
    const html = await renderTemplate(template, { ...context, dice: [] });
    expect(html).toContain("holocron-card__row-note");
    expect(html).toContain("data-card-extensions");
  });

  it("attack card where every target missed: no Roll damage, only a quiet Roll anyway", async () => {
    const { context, html } = await render("opera-attack");
    expect(context).toMatchObject({ rollDamage: false, rollAnyway: true });
    expect(html).not.toContain("HOLOCRON.Chat.RollDamage");
    expect(html).toContain("HOLOCRON.Chat.RollAnyway");
    expect(html).toMatch(
      /class="holocron-card__quiet" data-action="rollDamage" data-visibility="owner"/,
    );
  });

  it("Star Worlds attack: Roll damage on Problem, Success and Critical; Roll anyway on a failed band", async () => {
    const hit = await render("worlds-attack");
    expect(hit.context).toMatchObject({ band: { id: "success" }, rollDamage: true });
    expect(hit.html).toContain("HOLOCRON.Chat.RollDamage");
    const missed = { ...(sampleCards()["worlds-attack"] as WorldsCard), band: "failure" as const };
    const { context } = cardContext(missed, i18n);
    expect(context).toMatchObject({ rollDamage: false, rollAnyway: true });
    const html = await renderTemplate(CARD_TEMPLATES.worlds, { ...context, dice: [] });
    expect(html).not.toContain("HOLOCRON.Chat.RollDamage");
    const check = (await render("worlds-check")).context;
    expect(check).toMatchObject({ rollDamage: false, rollAnyway: false });
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
    expect(worlds).toMatchObject({
      heroPoints: true,
      canAddHeroDie: true,
      recipients: [{ uuid: "Actor.pirate", name: "Pirate", open: true, state: null }],
    });
  });

  it("damage card: a row per target with a checkbox and −1 / 0 / ×½ / ×1 / ×2, then the selected tokens", async () => {
    const { html } = await render("m20-damage");
    const rows = [
      ...html.matchAll(
        /<li class="holocron-card__recipient[^"]*" data-apply-row="(\w+)" data-uuid="([^"]*)"/g,
      ),
    ];
    expect(rows.map((m) => [m[1], m[2]])).toEqual([
      ["target", "Actor.droidA"],
      ["target", "Actor.droidB"],
      ["selected", ""],
    ]);
    // the targets are checked; the selected tokens are not while the card has targets
    expect(html.match(/data-apply-check checked/g)).toHaveLength(2);
    expect(html.match(/data-action="applyMultiplier"/g)).toHaveLength(15);
    // Healing is a row's −1, not one Heal button for every row.
    expect(html).not.toContain('data-mode="heal"');
    expect(html.match(/data-action="applyDamage"/g)).toHaveLength(1);
    expect(html.match(/data-multiplier="full" aria-pressed="true"/g)).toHaveLength(3);
    expect(html).not.toContain("<select");
    const none = (await render("opera-damage")).html;
    expect(none.match(/data-apply-check checked/g)).toHaveLength(1);
    expect(none).toMatch(
      /data-apply-row="selected"[^>]*>\s*<label[^>]*>\s*<input type="checkbox" data-apply-check checked/,
    );
  });

  it("damage card: a target already applied, evaded or negated is marked and not checked", async () => {
    const card = { ...(sampleCards()["m20-damage"] as DamageCard), applied: ["Actor.droidA"] };
    const { context } = cardContext(card, i18n);
    expect(context.recipients).toEqual([
      {
        uuid: "Actor.droidA",
        name: "Battle droid A",
        open: false,
        state: "HOLOCRON.Chat.Recipient.applied",
        preview: null,
      },
      { uuid: "Actor.droidB", name: "Battle droid B", open: true, state: null, preview: null },
    ]);
    const html = await renderTemplate(CARD_TEMPLATES.damage, { ...context, dice: [] });
    expect(html).toMatch(
      /is-done" data-apply-row="target" data-uuid="Actor.droidA"[\s\S]*?disabled/,
    );
  });

  it("damage card previews: what each row will lose, one option per multiplier, ×1 shown", async () => {
    const { card, previews } = worldsPreviewCard(i18n);
    const { context } = cardContext(card, i18n, { previews });
    const html = await renderTemplate(CARD_TEMPLATES.damage, { ...context, dice: [] });
    const slots = [
      ...html.matchAll(
        /<span class="holocron-card__preview" data-apply-preview[^>]*>([\s\S]*?)<\/span>\s*<\/li>/g,
      ),
    ];
    // Three target rows with a preview; the selected tokens' row has none.
    expect(slots).toHaveLength(3);
    // The options as shown, their changes' breakdowns (a popover until opened) left out.
    const doc = new Window().document;
    doc.body.innerHTML = html;
    for (const pop of doc.querySelectorAll(".holocron-breakdown__pop")) pop.remove();
    const shown = [...doc.querySelectorAll("[data-preview]")]
      .filter((o) => !o.hasAttribute("hidden"))
      .map((o) => [
        o.getAttribute("data-preview"),
        (o.textContent ?? "").replace(/\s+/g, " ").trim(),
      ]);
    // Star Worlds Armor 2: 9 takes 7 (10 → 3); Armor 1 on 4 Vitality: Wounded; a Wounded one is Dying.
    expect(shown).toEqual([
      ["full", "HOLOCRON.Health.Vitality 10 → 3"],
      // The state leads its numbers (apply-preview.hbs): a wrapped line is a number, never the state.
      ["full", "HOLOCRON.Status.wounded HOLOCRON.Health.Vitality 4 → 0"],
      // Out of the fight, as the applied card says it.
      ["full", "HOLOCRON.Status.dying, HOLOCRON.Status.defeated"],
    ]);
    expect(html.match(/data-preview=/g)).toHaveLength(15);
    // ½ of 9 rounds up to 5, less Armor 2: a hidden option, so its number is drawn without its
    // breakdown (pressing ×½ draws the row again with it); the shown ×1 has its breakdown.
    expect(html).toMatch(
      /data-preview="half" hidden>\s*<span class="holocron-card__change" title="HOLOCRON.Health.Vitality 10 → 7">HOLOCRON.Health.Vitality 10 → 7/,
    );
    expect(html).toMatch(
      /data-preview="full">\s*<span class="holocron-breakdown"><button type="button" class="holocron-card__change[^>]*>HOLOCRON.Health.Vitality 10 → 3/,
    );
  });

  it("damage card previews: m20 overflow into STR damage, a mook's one hit", async () => {
    const { card, previews } = m20OverflowPreviewCard(i18n);
    const trooper = previews.get("Actor.trooper")!.find((o) => o.multiplier === "full")!;
    expect(trooper).toMatchObject({
      changes: [
        { label: "HOLOCRON.Health.HP", from: 6, to: 0 },
        { label: "HOLOCRON.Health.StrDamage", from: 0, to: 8 },
      ],
      statuses: "HOLOCRON.Status.unconscious",
    });
    const mook = previews.get("Actor.droidA")!;
    expect(mook.find((o) => o.multiplier === "half")).toMatchObject({
      changes: [],
      statuses: "HOLOCRON.Status.defeated",
    });
    expect(mook.find((o) => o.multiplier === "none")).toMatchObject({ unchanged: true });
    const { context } = cardContext(card, i18n, { previews });
    const html = await renderTemplate(CARD_TEMPLATES.damage, { ...context, dice: [] });
    expect(html).toContain("HOLOCRON.Health.StrDamage 0 → 8");
  });

  it("a posted damage card carries no preview (the render hook fills the viewer's rows)", async () => {
    const { card } = worldsPreviewCard(i18n);
    const html = await renderTemplate(CARD_TEMPLATES.damage, {
      ...cardContext(card, i18n).context,
      dice: [],
    });
    expect(html).not.toContain("data-preview=");
    expect(html.match(/data-apply-preview/g)).toHaveLength(3);
  });

  it("Star Worlds card: the band; the pre-roll odds of each band leave the card", async () => {
    const { context, html } = await render("worlds-check");
    expect(context.band).toEqual({ id: "closeCall", label: "HOLOCRON.Roll.Band.closeCall" });
    expect(context).not.toHaveProperty("bands");
    expect(html).not.toMatch(/\d%/);
    const reroll = (await render("worlds-reroll")).context;
    expect(reroll).toMatchObject({
      total: 11,
      band: { id: "success" },
      previous: { total: 6 },
      // Seed 002 line 43: a player may pay another Hero Point for another reroll.
      canReroll: true,
    });
  });

  it("applied card: 'HP 12 → 4', statuses, undone rows", async () => {
    const { context, html } = await render("m20-applied");
    const rows = context.rows as { changes: unknown[]; statuses: string; undone: boolean }[];
    expect(rows[0]!.changes).toEqual([{ label: "HOLOCRON.Health.HP", from: 12, to: 4 }]);
    expect(rows[1]).toMatchObject({ statuses: "HOLOCRON.Status.defeated", undone: true });
    expect(html).toContain("12 → 4");
    expect(html.match(/data-action="undoDamage"/g)).toHaveLength(1);
    // "undone" is a tag with an icon, never struck through
    expect(html).toContain("holocron-card__tag--undone");
    expect(readFileSync("styles/chat.css", "utf8")).not.toContain("line-through");
  });

  it("opposed card: winner per resister and a Resist button for the unresolved one", async () => {
    const { html, context } = await render("m20-opposed");
    const resisters = context.resisters as { result: { winner: string } | null }[];
    expect(resisters[0]!.result!.winner).toBe(
      'HOLOCRON.Chat.Opposed.Winner.actor{"actor":"Kara Venn","resister":"Battle droid A"}',
    );
    expect(resisters[1]!.result).toBeNull();
    // the chance of an open row says whose it is; a resolved row shows its result instead
    expect(resisters[1]).toMatchObject({
      chance: 'HOLOCRON.Chat.Opposed.Chance{"name":"Kara Venn"}',
      // The chance explains itself: the actor's bonus against the resister's (d20).
      chanceBd: { chance: { name: "Battle droid B" } },
    });
    expect(html.match(/HOLOCRON.Chat.Opposed.Chance/g)).toHaveLength(1);
    expect(html.match(/data-action="resistCheck"/g)).toHaveLength(1);
    expect(html).toContain('data-uuid="Actor.droidB" data-visibility="resister"');
    const worlds = await render("worlds-opposed");
    // Each round's two totals, each its own breakdown (the dice, then the side's bonus).
    const shown = [...worlds.html.matchAll(/data-shown="(\d+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(["8", "8", "8", "9", "7"]);
    expect(worlds.html).toContain('data-card-breakdown="round-0-1-resister"');
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
      // The chat folder and the card kinds kept in its subfolders (chat/check-request).
      ...readdirSync("src/applications/chat", { recursive: true, encoding: "utf8" })
        .filter((f) => f.endsWith(".ts"))
        .map((f) => `src/applications/chat/${f}`),
      "src/cards/roll/actions.ts",
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

describe("the heal card and the text author's confirmation", () => {
  const heal: HealCard = {
    type: "heal",
    actor: { uuid: "Actor.kara0000000000", name: "Kara", img: "" },
    title: "HOLOCRON.Enricher.Title.Heal",
    titleData: { formula: "2d6" },
    formula: "2d6",
    total: 7,
    ruleset: "m20",
    targets: [
      { uuid: "Actor.zed00000000000", name: "Zed", ac: null },
      { uuid: "Actor.ace00000000000", name: "Ace", ac: null },
    ],
    applied: ["Actor.ace00000000000"],
  };

  it("a row per target for its owner, the Heal for the targets' owners, the selected row for the GM", async () => {
    const { template, context } = cardContext(heal, i18n);
    expect(template).toBe(CARD_TEMPLATES.heal);
    const html = await renderTemplate(template, { ...context, dice: [] });
    expect(html).toContain('data-action="applyHeal" data-visibility="targetOwner"');
    expect(html).toContain('data-uuids="Actor.zed00000000000 Actor.ace00000000000"');
    expect(html.match(/data-visibility="resister"/g)).toHaveLength(2);
    expect(html).toContain('data-apply-row="selected" data-visibility="gm"');
    expect(html).toContain("HOLOCRON.Chat.Recipient.healed");
    expect(html).not.toContain("holocron-card__text-author");
  });

  it("a card from a player's text names them and leaves its Heal and Apply to the GM", async () => {
    const textAuthor = { id: "player1000000000", name: "Player <One>" };
    const healed = cardContext({ ...heal, textAuthor }, i18n);
    const html = await renderTemplate(healed.template, { ...healed.context, dice: [] });
    expect(html).toContain('data-action="applyHeal" data-visibility="gm"');
    expect(html).toContain("holocron-card__text-author");
    expect(html).toContain("Player &lt;One&gt;");
    const damage = cardContext(
      { ...(sampleCards()["m20-damage"] as DamageCard), textAuthor },
      i18n,
    );
    const dhtml = await renderTemplate(damage.template, { ...damage.context, dice: [] });
    expect(dhtml).toContain('data-action="applyDamage" data-mode="damage" data-visibility="gm"');
  });

  it("the GM's confirmation shows the formula and the author, escaped", async () => {
    const html = await renderTemplate(TEXT_AUTHOR_CONFIRM_TEMPLATE, {
      author: "<b>Mallory</b>",
      formula: "20d6",
      total: 70,
    });
    expect(html).toContain("20d6");
    expect(html).toContain("&lt;b&gt;Mallory&lt;/b&gt;");
  });
});
