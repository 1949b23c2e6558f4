// The honest flows with the trust model on, from a player's seat and the GM's: a player's attack
// with a weapon the GM gave them, its damage from the hit, Apply through the GM, the GM's Undo and
// Apply again; the GM's own NPC attacking the player's character. (Powers with resistance, Negate
// Energy, Deflect, Hero Point spends and gifts, recovery and chase checks have their own flows in
// test/applications/powers, chat/hero-rerolls, chase and in forgery.test.ts's honest part.)
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { actAs } from "../foundry/parts/users.js";
import { sys } from "../data/setup.js";
import { cardOf, click, viaGm } from "../applications/chat/click.js";
import { GM, KNIFE, makeKara, P1, table, type Table } from "./world.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let t: Table;
let kara: HolocronActor;
const hp = (a: HolocronActor) => (sys(a) as { health: { value: number } }).health.value;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
  kara = await makeKara(t.glue);
});

const users = () => t.glue.env.game.users as { get(id: string): { targets: Set<unknown> } };

describe("attack → damage → apply → undo", () => {
  it("from Player One's seat: every step goes through the GM and lands once", async () => {
    users().get(P1).targets = new Set([{ actor: t.thug, name: "Thug" }]);
    const { rollAttack } = await import("../../src/cards/roll/actions.js");
    actAs(P1);
    scriptedDice.push(19);
    await rollAttack(kara, KNIFE, { fast: true });
    const attack = messages.at(-1)!;
    scriptedDice.push(3);
    await click(attack, "rollDamage");
    const damage = messages.at(-1)!;
    actAs(GM);
    const { trustOf } = await import("../../src/cards/card.js");
    expect([trustOf(attack as never), trustOf(damage as never)]).toEqual(["verified", "verified"]);
    await viaGm(t.glue.socket, P1, () =>
      click(damage, "applyDamage", { mode: "damage" }, "targets"),
    );
    expect(hp(t.thug)).toBe(17);
    // A second Apply by the player is refused: the card's mark is the GM's.
    await viaGm(t.glue.socket, P1, () =>
      click(damage, "applyDamage", { mode: "damage" }, "targets"),
    );
    expect(hp(t.thug)).toBe(17);
    const applied = messages.at(-1)!;
    expect(cardOf(applied)).toMatchObject({ type: "applied" });
    actAs(GM);
    await click(applied, "undoDamage", { index: "0" });
    expect(hp(t.thug)).toBe(20);
    await click(damage, "applyDamage", { mode: "damage" }, "targets");
    expect(hp(t.thug)).toBe(17);
  });

  it("from the GM's seat: the NPC's attack on the player's character, applied and undone", async () => {
    await t.thug.createEmbeddedDocuments("Item", [
      { name: "Club", type: "weapon", system: { damage: "1d6", kind: "melee" } },
    ] as never);
    const club = (t.thug as HolocronActor).items.contents[0]!.id!;
    (t.glue.env.game as { user: { targets: Set<unknown> } }).user.targets = new Set([
      { actor: kara, name: "Kara" },
    ]);
    const { rollAttack } = await import("../../src/cards/roll/actions.js");
    scriptedDice.push(18);
    await rollAttack(t.thug, club, { fast: true });
    scriptedDice.push(4);
    await click(messages.at(-1)!, "rollDamage");
    const damage = messages.at(-1)!;
    await click(damage, "applyDamage", { mode: "damage" }, "targets");
    expect(hp(kara)).toBeLessThan(6);
    await click(messages.at(-1)!, "undoDamage", { index: "0" });
    expect(hp(kara)).toBe(6);
  });
});
