// Flat bonuses a player types (on their weapon, on their actor through an Active Effect, in the roll
// dialog) are bounded: the schema refuses a weapon of 1d6+10000 with a clear message, the dialog
// keeps its modifier within ±20, and a card whose bonus is beyond what those allow reads as
// unverified to the GM (nothing applies from it, nothing trusts its hit).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { GM, KNIFE, makeKara, P1, table, type Table } from "./world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

const U = "HOLOCRON.Authority.Unverified.";
let t: Table;
let kara: HolocronActor;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
  kara = await makeKara(t.glue);
  const users = t.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
  users.get(P1).targets = new Set([{ actor: t.thug, name: "Thug" }]);
});

const trust = async (m: StandInMessage) =>
  (await import("../../src/cards/card.js")).trustOf(m as never);

/** Player One gives Kara an Active Effect adding `value` to one of her modifiers. */
async function cheat(key: "attack" | "damage", value: string): Promise<void> {
  actAs(P1);
  const changes = [{ key: `system.modifiers.${key}`, mode: 2, value }];
  await kara.createEmbeddedDocuments("ActiveEffect", [{ name: "Cheat", changes }] as never);
  actAs(GM);
}

async function attack(): Promise<StandInMessage> {
  const { rollAttack } = await import("../../src/cards/roll/actions.js");
  actAs(P1);
  scriptedDice.push(15);
  await rollAttack(kara, KNIFE, { fast: true });
  actAs(GM);
  return messages.at(-1)!;
}

describe("a weapon's flat damage bonus", () => {
  it("1d6+10000 is refused by the schema, with the bound in its message", async () => {
    actAs(P1);
    const knife = kara.items.get(KNIFE)!;
    // The message is the rules' lang key with its bounds (the stand-in has no lang file loaded).
    await expect(knife.update({ "system.damage": "1d6+10000" } as never)).rejects.toThrow(
      /HOLOCRON\.Rules\.Error\.formulaBonus .*"min":"-20","max":"20"/,
    );
    await knife.update({ "system.damage": "1d6+3" } as never);
    actAs(GM);
  });

  it("the item sheet says why before saving", async () => {
    const { checkFormula } = await import("../../src/applications/sheets/context/item-context.js");
    expect(checkFormula("1d6+10000")).toEqual({
      ok: false,
      message: "HOLOCRON.Sheet.Item.FormulaBonus",
    });
    expect(checkFormula("2d6+20")).toEqual({ ok: true });
  });
});

describe("the roll dialog's modifier", () => {
  it("is kept within ±20", async () => {
    const { readState } = await import("../../src/applications/dialogs/roll-dialog-model.js");
    const defaults = { stat: "str", modifier: 0, dc: null, skilled: false, rollMode: "publicroll" };
    expect(readState({ modifier: "10000" }, defaults).modifier).toBe(20);
    expect(readState({ modifier: "-10000" }, defaults).modifier).toBe(-20);
    expect(readState({ modifier: "3" }, defaults).modifier).toBe(3);
  });
});

describe("a card beyond the bounds", () => {
  it("an honest attack verifies", async () => {
    expect(await trust(await attack())).toBe("verified");
  });

  it("an attack card forged with +10,000 and dice to match: unverified", async () => {
    const honest = (await attack()).getFlag("holocron", "card") as Record<string, unknown>;
    actAs(P1);
    await ChatMessage.create({
      rolls: [
        {
          formula: "1d20+10000",
          total: 10015,
          dice: [{ faces: 20, number: 1, results: [{ result: 15 }] }],
        },
      ],
      flags: { holocron: { card: { ...honest, formula: "1d20+10000", total: 10015 } } },
    } as never);
    actAs(GM);
    expect(await trust(messages.at(-1)!)).toBe(`${U}Bonus`);
  });

  it("an Active Effect of +5,000 on the player's own actor: their attack is unverified", async () => {
    await cheat("attack", "5000");
    expect(await trust(await attack())).toBe(`${U}Bonus`);
  });

  it("an Active Effect of +10,000 damage: the damage card is unverified, nothing applies", async () => {
    await cheat("damage", "10000");
    actAs(P1);
    const { rollDamage } = await import("../../src/cards/roll/actions.js");
    scriptedDice.push(4);
    await rollDamage(kara, KNIFE);
    actAs(GM);
    const card = messages.at(-1)!;
    expect(await trust(card)).toBe(`${U}Bonus`);
    const { execute } = await import("../../src/authority/channel.js");
    const before = JSON.stringify(t.thug._source);
    const outcome = await execute(
      "card.apply",
      { messageId: card.id, mode: "damage", to: "targets", actorUuids: [t.thug.uuid] },
      { id: GM, name: "Gamemaster", isGM: true },
    );
    expect(outcome).toMatchObject({ ok: false, reason: `${U}Bonus` });
    expect(JSON.stringify(t.thug._source)).toBe(before);
  });
});
