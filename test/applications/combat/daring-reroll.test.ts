// Seed 002 lines 33 and 43: a Star Worlds character pays a Hero Point to reroll its Daring on the
// tie-break card; the GM rolls, keeps the better first total, ranks the tie again and rewrites the
// card and the tracker's tie-break ranks.
import { describe, expect, it, vi } from "vitest";
import { chatLog } from "../../foundry/parts/combat.js";
import { actAs } from "../../foundry/parts/users.js";
import { makeActor, makeCombat, setupCombatWorld, worldsSystem } from "../../combat/world.js";
import type { DaringTies } from "../../../src/rulesets/star-worlds/daring-card.js";

type Obj = Record<string, unknown>;

describe("the Daring tie-break reroll", () => {
  it("the payer's better reroll moves it up; its point is spent; the card is rewritten", async () => {
    const world = await setupCombatWorld("starWorlds");
    actAs("gm00000000000000");
    const ace = makeActor("Ace", "worldsCharacter", {
      ...worldsSystem({ speed: 3, daring: 2 }),
      heroPoints: { value: 2, spent: 5 },
    });
    const bo = makeActor("Bo", "worldsNpc", worldsSystem({ speed: 3, daring: 0 }));
    const { combat, combatants } = makeCombat([ace, bo]);
    // Ace 3 + 2 = 5, Bo 9: Bo first. Then Ace's reroll: 10 + 2 = 12.
    const dice = [3, 9, 10];
    world.HolocronCombat.daringRoller = async (daring) => ({
      total: (dice.shift() ?? 0) + daring,
      roll: null,
    });
    await combat.rollInitiative(combatants.map((c) => c.id!));
    const [aceC, boC] = combatants;
    expect(aceC!.holocronFlags.tieBreak).toBeLessThan(boC!.holocronFlags.tieBreak!);
    const posted = chatLog.at(-1)!;
    const message = {
      id: "message000000000",
      // The tracker posts it from the GM's client.
      author: { id: "gm00000000000000", isGM: true },
      flags: posted.flags as Obj,
      update: vi.fn(async (data: Obj) => Object.assign(message, data)),
    };
    const game = Reflect.get(globalThis, "game") as Obj;
    game.messages = { get: () => message };
    Object.assign(game.combats as object, { get: () => combat });
    const { daringReroll } = await import("../../../src/applications/combat/daring-reroll.js");
    const order = await daringReroll.carryOut({ messageId: message.id, combatantId: aceC!.id! }, {
      id: "gm00000000000000",
    } as never);
    expect(order).toEqual([aceC!.id, boC!.id]);
    expect(aceC!.holocronFlags.tieBreak).toBeGreaterThan(boC!.holocronFlags.tieBreak!);
    expect(aceC!.holocronFlags.daringRolls).toEqual([12]);
    expect((ace.system as Obj).heroPoints).toMatchObject({ value: 1, spent: 6 });
    const ties = (message.flags.holocron as { daringTies: DaringTies }).daringTies;
    expect(ties.groups[0]).toMatchObject({
      order: [aceC!.id, boC!.id],
      heroRerolls: { [aceC!.id!]: [12] },
    });
    expect(String(message.update.mock.calls[0]![0]!.content)).toContain(
      "HOLOCRON.Combat.TieBreak.HeroReroll",
    );
  });
});
