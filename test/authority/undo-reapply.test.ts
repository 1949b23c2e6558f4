// The GM's Undo of an applied row takes back the source card's "applied" mark for that actor, so the
// GM may apply the card to them again; the mark is written only by the GM (its own card, or a
// player's card whose new digest the card ledger takes), and nobody else can apply twice meanwhile.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { sys } from "../data/setup.js";
import { cardOf, click } from "../applications/chat/click.js";
import { postDamageCard } from "../applications/chat/fixtures.js";
import { GM, P1, table, type Table } from "./world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let t: Table;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
});

const health = (a: HolocronActor) => (sys(a) as { health: { value: number } }).health.value;

async function applyTo(card: StandInMessage): Promise<StandInMessage> {
  await click(card, "applyDamage", { mode: "damage" }, "targets");
  return messages.at(-1)!;
}

describe("Undo, then Apply again", () => {
  it("the GM's card: Undo clears Thug's mark and the GM applies it again", async () => {
    const card = await postDamageCard({
      ruleset: "starWorlds",
      total: 8,
      targets: [{ uuid: t.thug.uuid, name: "Thug", ac: null }],
    });
    const applied = await applyTo(card);
    expect(health(t.thug)).toBe(12);
    expect(cardOf(card)).toMatchObject({ applied: [t.thug.uuid] });
    await click(applied, "undoDamage", { index: "0" });
    expect(health(t.thug)).toBe(20);
    expect(cardOf(card)).toMatchObject({ applied: [] });
    await applyTo(card);
    expect(health(t.thug)).toBe(12);
  });

  it("a player's verified card: the mark is cleared, the ledger keeps it trusted", async () => {
    await t.ace.createEmbeddedDocuments("Item", [
      { name: "Blaster", type: "weapon", system: { damage: "2d6", kind: "ranged" } },
    ] as never);
    const users = t.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };
    users.get(P1).targets = new Set([{ actor: t.thug, name: "Thug" }]);
    const { rollDamage } = await import("../../src/cards/roll/actions.js");
    actAs(P1);
    scriptedDice.push(3, 4);
    await rollDamage(t.ace, (t.ace as HolocronActor).items.contents[0]!.id!);
    actAs(GM);
    const card = messages.at(-1)!;
    const { trustOf } = await import("../../src/cards/card.js");
    expect(trustOf(card as never)).toBe("verified");
    const before = health(t.thug);
    const applied = await applyTo(card);
    expect(health(t.thug)).toBeLessThan(before);
    await click(applied, "undoDamage", { index: "0" });
    expect(health(t.thug)).toBe(before);
    expect(cardOf(card)).toMatchObject({ applied: [] });
    expect(trustOf(card as never)).toBe("verified");
    await applyTo(card);
    expect(health(t.thug)).toBeLessThan(before);
  });

  it("an Undo of an Evade row leaves the card's marks alone", async () => {
    scriptedDice.push(3);
    await click(t.damage, "evadeDamage", {}, "targets");
    const evadeRow = messages.at(-1)!;
    const marks = JSON.stringify(cardOf(t.damage));
    await click(evadeRow, "undoDamage", { index: "0" });
    expect(JSON.stringify(cardOf(t.damage))).toBe(marks);
  });
});
