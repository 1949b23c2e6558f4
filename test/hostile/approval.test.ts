// Attacks on what the GM's check believes of a player's weapon and roll: an approval given by a GM's
// client passing by (the world migration, an equip toggle, a rename), a weapon's dice beyond any
// weapon's, and a critical's doubled dice with no natural 20 behind them. Each is carried out as a
// player with a console can at a table with a GM; each failed before its fix.
import { beforeEach, describe, expect, it } from "vitest";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { GM, P1, probeWorld, send, type Hostile } from "./world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let h: Hostile;
beforeEach(async () => {
  h = await probeWorld();
});

const U = "HOLOCRON.Authority.Unverified.";
const settle = async () => {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};
const trust = async (m: StandInMessage) =>
  (await import("../../src/cards/card.js")).trustOf(m as never);
const health = (actor: unknown) =>
  ((actor as { system: { health: { value: number } } }).system.health as { value: number }).value;
const blaster = () => (h.ace as HolocronActor).items.get(h.blasterId)!;

function target(user: string, actor: HolocronActor) {
  const users = h.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
  users.get(user).targets = new Set([{ actor, name: actor.name }]);
}

/** Player One rolls the weapon's damage at Thug, as the sheet's button (or the console) does. */
async function rolls(
  actor: HolocronActor,
  itemId: string,
  options: Record<string, unknown> = {},
): Promise<StandInMessage> {
  const { rollDamage } = await import("../../src/cards/roll/actions.js");
  actAs(P1);
  target(P1, h.thug as HolocronActor);
  await rollDamage(actor, itemId, options);
  actAs(GM);
  await settle();
  return messages.at(-1)!;
}
const aceRolls = () => rolls(h.ace as HolocronActor, h.blasterId);
const kaelRolls = (options: Record<string, unknown>) => rolls(h.kael, h.saberId, options);

/** Player One asks for the card's plain damage on Thug; Thug's HP after. */
async function applyToThug(message: StandInMessage): Promise<number> {
  await send(h, P1, "card.apply", {
    messageId: message.id,
    mode: "damage",
    to: "targets",
    actorUuids: [h.thug.uuid],
  });
  return health(h.thug);
}

describe("a weapon's approval is a GM's look, never a GM's client passing by", () => {
  it("the owner's edit and schemaVersion 0: the GM's world migration does not approve it", async () => {
    // Repro: as Player One, `item.update({ "system.damage": "20d20", "system.schemaVersion": 0 })`
    // on Ace's blaster; at the GM's next login `migrateWorld()` writes the item back as a GM write,
    // and the item ledger took that write as the GM's approval: the 20d20 card was then verified.
    actAs(P1);
    await blaster().update({ "system.damage": "20d20", "system.schemaVersion": 0 } as never);
    actAs(GM);
    const { migrateWorld } = await import("../../src/migrations/world.js");
    const report = await migrateWorld();
    await settle();
    expect(report?.migrated, "the migration wrote the weapon").toBeGreaterThan(0);
    const before = health(h.thug);
    const card = await aceRolls();
    expect(await trust(card)).toBe(`${U}ItemEdited`);
    expect(await applyToThug(card), "Thug's HP").toBe(before);
  });

  it("the GM's equip toggle on the tampered weapon does not approve it", async () => {
    actAs(P1);
    await blaster().update({ "system.damage": "20d20" } as never);
    actAs(GM);
    await blaster().update({ "system.equipped": true } as never);
    await settle();
    expect(await trust(await aceRolls())).toBe(`${U}ItemEdited`);
  });

  it("the GM's rename of the tampered weapon does not approve it", async () => {
    actAs(P1);
    await blaster().update({ "system.damage": "20d20" } as never);
    actAs(GM);
    await blaster().update({ name: "Heavy blaster" } as never);
    await settle();
    expect(await trust(await aceRolls())).toBe(`${U}ItemEdited`);
  });

  it("the GM's own edit of the weapon's damage approves what it then holds", async () => {
    // The honest path stays: a GM who looked (and typed the damage) approves it.
    actAs(P1);
    await blaster().update({ "system.damage": "20d20" } as never);
    actAs(GM);
    await blaster().update({ "system.damage": "3d6" } as never);
    await settle();
    expect(await trust(await aceRolls())).toBe("verified");
  });

  it("100d100 on a weapon is refused whoever writes it, the GM too", async () => {
    actAs(P1);
    await expect(blaster().update({ "system.damage": "100d100" } as never)).rejects.toThrow();
    actAs(GM);
    await expect(blaster().update({ "system.damage": "100d100" } as never)).rejects.toThrow();
    await expect(blaster().update({ "system.damage": "21d6" } as never)).rejects.toThrow();
    await expect(blaster().update({ "system.damage": "1d100" } as never)).rejects.toThrow();
    expect(blaster()._source.system).toMatchObject({ damage: "2d6" });
  });
});

/** Kael's honest attack at Thug, its d20 showing `natural`; the GM checks it. */
async function kaelAttacks(natural: number): Promise<StandInMessage> {
  const { rollAttack } = await import("../../src/cards/roll/actions.js");
  actAs(P1);
  target(P1, h.thug as HolocronActor);
  scriptedDice.push(natural);
  await rollAttack(h.kael, h.saberId, { fast: true });
  actAs(GM);
  await settle();
  const attack = messages.at(-1)!;
  expect(await trust(attack), "the honest attack card").toBe("verified");
  return attack;
}

describe("a critical's doubled dice verify only against a natural 20", () => {
  it("a critical damage roll with no attack behind it is not verified", async () => {
    // Repro: as Player One, `rollDamage(kael, saberId, { critical: true })` from the console: the
    // card's formula is the saber's, doubled, and its dice fit, so the GM's check verified it and
    // Apply took the doubled damage from Thug without any attack having rolled a 20.
    scriptedDice.push(8, 8);
    const before = health(h.thug);
    const card = await kaelRolls({ critical: true });
    expect(await trust(card)).toBe(`${U}Critical`);
    expect(await applyToThug(card), "Thug's HP").toBe(before);
  });

  it("a critical naming a verified attack card that rolled no 20 is not verified", async () => {
    const attack = await kaelAttacks(12);
    const card = await kaelRolls({ critical: true, attackMessageId: attack.id });
    expect(await trust(card)).toBe(`${U}Critical`);
  });

  it("a critical naming a GM's card as its attack is not verified", async () => {
    const card = await kaelRolls({ critical: true, attackMessageId: h.gmApplied.id });
    expect(await trust(card)).toBe(`${U}Critical`);
  });

  it("a critical rolled from a verified natural 20 is verified", async () => {
    const attack = await kaelAttacks(20);
    const card = await kaelRolls({ critical: true, attackMessageId: attack.id });
    expect(await trust(card)).toBe("verified");
  });
});

describe("the GM's approve control shows what changed, and is the GM's alone", () => {
  async function sheetContext(user: string) {
    const { HolocronItemSheet } = await import("../../src/applications/sheets/item-sheet.js");
    actAs(user);
    const sheet = new HolocronItemSheet({ document: blaster() as never });
    const context = (await sheet._prepareContext({} as never)) as unknown as {
      approval: { never: boolean; rows: { now: string; approved: string; changed: boolean }[] };
    };
    actAs(GM);
    return { sheet, approval: context.approval };
  }
  const approve = async (sheet: unknown, user: string) => {
    const { HolocronItemSheet } = await import("../../src/applications/sheets/item-sheet.js");
    const handler = (
      HolocronItemSheet.DEFAULT_OPTIONS.actions as Record<string, (this: unknown) => Promise<void>>
    ).approveDamage!;
    actAs(user);
    await handler.call(sheet);
    actAs(GM);
    await settle();
  };

  it("the GM sees the approved and the tampered damage side by side; Approve verifies the card", async () => {
    actAs(P1);
    await blaster().update({ "system.damage": "20d20" } as never);
    actAs(GM);
    const { sheet, approval } = await sheetContext(GM);
    expect(approval.never).toBe(false);
    expect(approval.rows[0]).toEqual({
      label: "HOLOCRON.Sheet.ItemField.damage",
      approved: "2d6",
      now: "20d20",
      changed: true,
    });
    expect(approval.rows.filter((r) => r.changed)).toHaveLength(1);
    expect(await trust(await aceRolls())).toBe(`${U}ItemEdited`);
    await approve(sheet, GM);
    expect(await trust(await aceRolls()), "after the GM's look").toBe("verified");
    expect((await sheetContext(GM)).approval, "nothing left to approve").toBeNull();
  });

  it("a player sees no control, and their click on one approves nothing", async () => {
    actAs(P1);
    await blaster().update({ "system.damage": "20d20" } as never);
    actAs(GM);
    const { sheet, approval } = await sheetContext(P1);
    expect(approval).toBeNull();
    await approve(sheet, P1);
    expect(await trust(await aceRolls())).toBe(`${U}ItemEdited`);
  });
});
