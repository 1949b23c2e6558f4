// Hostile player, the values they type: an Active Effect on their own actor (Foundry lets an owner
// make one, with any key and value) and the bonus of a check or opposed card they roll. Each test
// asserts what the Security model promises: every value a player can type is held to its schema's
// bounds, and the GM's automation believes no more than that. Each failed before the bounds.
import { beforeEach, describe, expect, it } from "vitest";
import { actAs } from "../foundry/parts/users.js";
import { GM, P1, table, type Table } from "../authority/world.js";
import { storedRoll } from "./cards.js";
import { authored, playerKnight, quietConsole, type Obj } from "./world.js";
import { starWorlds } from "../../src/rules/index.js";
import { EFFECT_MODIFIER_RANGE, STAT_RANGE } from "../../src/data/ranges.js";

let t: Table;
beforeEach(async () => {
  quietConsole();
  t = await table();
});

/** Player One's m20 Knight, as honest as its sheet: STR 12, DEX 14, level 3. */
const knight = () => playerKnight(t);

/** An effect Player One makes on their own actor: each change adds `value` to `key` (ADD). */
async function ownEffect(actor: Actor.Implementation, changes: [string, number][], copies = 1) {
  actAs(P1);
  const data = Array.from({ length: copies }, (_, i) => ({
    name: `Shield ${i}`,
    changes: changes.map(([key, value]) => ({ key, mode: 2, value: String(value) })),
  }));
  await actor.createEmbeddedDocuments("ActiveEffect", data as never);
  actAs(GM);
}

const system = (actor: unknown) => (actor as { system: Obj }).system;
const ac = (actor: unknown) => system(actor).ac as number;

describe("hostile player: an Active Effect on their own actor", () => {
  it("AC +1,000: the AC the GM's attacks are resolved against gains at most the effects' bound", async () => {
    // Repro: as Player One, on Kael's sheet (or `actor.createEmbeddedDocuments("ActiveEffect",
    // [{ name: "Shield", changes: [{ key: "system.modifiers.ac", mode: 2, value: "1000" }] }])`):
    // AC 1,012. Every verified attack against Kael, the GM's own included, missed.
    const kael = await knight();
    const before = ac(kael);
    await ownEffect(kael, [["system.modifiers.ac", 1000]]);
    expect(ac(kael) - before, "the AC the effect adds").toBe(EFFECT_MODIFIER_RANGE.max);
  });

  it("fifty effects of AC +20 each: together they add no more than one may", async () => {
    // Repro: fifty effects each within any per-effect bound, AC +1,000 in all.
    const kael = await knight();
    const before = ac(kael);
    await ownEffect(kael, [["system.modifiers.ac", 20]], 50);
    expect(ac(kael) - before, "the AC the effects add").toBe(EFFECT_MODIFIER_RANGE.max);
  });

  it("attack −1,000 on the modifiers: held to the same bound below as above", async () => {
    // Repro: an effect of attack −1,000 makes the card fail the GM's bounds check, whatever the
    // honest attack; the modifier now reads as its bound instead.
    const kael = await knight();
    await ownEffect(kael, [["system.modifiers.attack", -1000]]);
    const modifiers = system(kael).modifiers as { attack: number };
    expect(modifiers.attack, "the attack modifier").toBe(EFFECT_MODIFIER_RANGE.min);
  });

  it("STR +1,000 on a stored stat: held to the stat's own range", async () => {
    // Repro: an effect on `system.stats.str` (the schema accepts 1–30 from a sheet): STR 1,012,
    // its bonus +501 on every check, damage and dying check the GM rolls for Kael.
    const kael = await knight();
    await ownEffect(kael, [["system.stats.str", 1000]]);
    const stats = system(kael).stats as { str: number };
    expect(stats.str, "STR").toBe(STAT_RANGE.max);
  });

  it("Daring +1,000 on a Star Worlds attribute: held to the attribute's range", async () => {
    // Repro: an effect on Ace's `system.attributes.daring`: Daring 1,000 wins every Speed tie the
    // GM breaks and every opposed check the GM rolls for Ace.
    await ownEffect(t.ace, [["system.attributes.daring", 1000]]);
    const attributes = system(t.ace).attributes as { daring: number };
    // A character's attributes may be raised past the usual maximum (worlds-character.ts).
    expect(attributes.daring, "Daring").toBe(starWorlds.ATTRIBUTE_RAISED_MAX);
  });
});

/** What the GM's check of a new card recorded: "verified", or the reason it is not. */
async function verdictOf(messageId: string): Promise<string | null> {
  const { ledgerEntry } = await import("../../src/cards/card.js");
  return ledgerEntry(messageId)?.verdict ?? null;
}

/** A card Player One rolls honestly: its dice fit its formula, the bonus is what they typed. */
const rolled = (card: Obj, formula: string, faces: number, dice: number[], bonus: number) =>
  authored(P1, { card }, [
    storedRoll(
      formula,
      faces,
      dice,
      dice.reduce((a, b) => a + b, bonus),
    ),
  ]);

/** Kael's m20 stat check card, its d20 a natural 10, at `bonus`. */
const kaelCheck = (kael: { uuid: string }, bonus: number) => ({
  type: "check",
  actor: { uuid: kael.uuid, name: "Kael", img: "" },
  title: "HOLOCRON.Roll.Title.Stat",
  titleData: { name: "DEX" },
  formula: `1d20 + ${bonus}`,
  total: 10 + bonus,
  ruleset: "m20",
  kind: "check",
  natural: 10,
  target: null,
  outcome: null,
  chance: null,
});

describe("hostile player: the bonus of a check or opposed card", () => {
  it("an m20 check of Kael's at +1,000, honestly rolled: not verified", async () => {
    // Repro: as Player One, `new D20Check("1d20 + 1000").toMessage()` with Kael's check card
    // flags (or the dialog's modifier field edited past its bounds): the card's dice fit its
    // formula, so the GM verified it, and its total beat every resister and DC.
    const kael = await knight();
    const message = await rolled(kaelCheck(kael, 1000), "1d20 + 1000", 20, [10], 1000);
    expect(await verdictOf(message.id)).not.toBe("verified");
  });

  it("a Star Worlds check of Ace's at +1,000: not verified", async () => {
    const card = {
      type: "worlds",
      actor: { uuid: t.ace.uuid, name: "Ace", img: "" },
      title: "HOLOCRON.Roll.Title.Stat",
      titleData: { name: "Daring" },
      formula: "2d6 + 1000",
      total: 1007,
      skilled: false,
      bonus: 1000,
      natural: 7,
      band: "success",
      chances: { failure: 0, closeCall: 0, problem: 0, success: 0, critical: 1 },
      itemId: null,
      previous: null,
    };
    const message = await rolled(card, "2d6 + 1000", 6, [3, 4], 1000);
    expect(await verdictOf(message.id)).not.toBe("verified");
  });

  /** Ace's opposed check against Thug: the GM rolls Thug's side with the card's resister bonus. */
  const opposed = (bonus: number, thugBonus: number) => ({
    type: "opposed",
    actor: { uuid: t.ace.uuid, name: "Ace", img: "" },
    title: "HOLOCRON.Roll.Title.Stat",
    titleData: {},
    formula: bonus ? `2d6 + ${bonus}` : "2d6",
    total: 7 + bonus,
    ruleset: "starWorlds",
    bonus,
    purpose: null,
    resisters: [
      {
        uuid: t.thug.uuid,
        name: "Thug",
        ac: null,
        bonus: thugBonus,
        resistLabel: "HOLOCRON.Sheet.Attribute.daring",
        chance: 1,
        result: null,
      },
    ],
  });

  it("an opposed check of Ace's at +1,000: not verified", async () => {
    // Repro: an opposed card whose formula and bonus carry +1,000: its dice fit, so the GM
    // verified it and Thug's resist always lost.
    const users = t.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
    users.get(P1).targets = new Set([{ actor: t.thug, name: "Thug" }]);
    const message = await rolled(opposed(1000, 0), "2d6 + 1000", 6, [3, 4], 1000);
    expect(await verdictOf(message.id)).not.toBe("verified");
  });

  it("the same cards at the bonuses the sheets give are verified (the bound refuses no honest roll)", async () => {
    const kael = await knight();
    const users = t.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
    users.get(P1).targets = new Set([{ actor: t.thug, name: "Thug" }]);
    // Kael's best check: DEX bonus +2 (no skill rank), with the dialog's modifier at its +20.
    const honest = [
      await rolled(kaelCheck(kael, 22), "1d20 + 22", 20, [10], 22),
      await rolled(opposed(0, 0), "2d6", 6, [3, 4], 0),
    ];
    for (const message of honest) expect(await verdictOf(message.id)).toBe("verified");
  });

  it("an opposed check whose resister's bonus the player wrote as −1,000: not verified", async () => {
    // Repro: an honest +0 roll of Ace's, but Thug resists at −1,000 (the card stores the
    // resister's bonus and the GM rolls Thug with it): Thug always lost.
    const users = t.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
    users.get(P1).targets = new Set([{ actor: t.thug, name: "Thug" }]);
    const message = await rolled(opposed(0, -1000), "2d6", 6, [3, 4], 0);
    expect(await verdictOf(message.id)).not.toBe("verified");
  });
});
