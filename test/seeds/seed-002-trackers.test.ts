// Seed 002 (Star Worlds) line 43 on the trackers: "Reroll on any Attribute roll and take the result
// you like best" — the combat tracker's Daring tie-break (line 33: Daring decides a Speed tie) and
// the chase tracker's check, each paid by the character's owner.
import { describe, expect, it } from "vitest";
import { viaGm } from "../applications/chat/click.js";
import { makeActor, makeCombat, setupCombatWorld, worldsSystem } from "../combat/world.js";
import { chatLog } from "../foundry/parts/combat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { placeToken, StandInScene } from "../foundry/parts/scenes.js";
import type { StandInCollection } from "../foundry/parts/documents.js";
import { actAs } from "../foundry/parts/users.js";
import { setupGlue, sys } from "../data/setup.js";
import { click, GM, loadChaseModules, P1 } from "../applications/chase/world.js";

describe("seed 002, a Hero Point reroll on the trackers", () => {
  it("seed 002 line 43: a Daring tie-break for who goes first takes the reroll", async () => {
    const world = await setupCombatWorld("starWorlds");
    const ace = makeActor("Ace", "worldsCharacter", {
      ...worldsSystem({ speed: 3, daring: 1 }),
      heroPoints: { value: 1, spent: 0 },
    });
    const bo = makeActor("Bo", "worldsNpc", worldsSystem({ speed: 3 }));
    const { combat, combatants } = makeCombat([ace, bo]);
    const dice = [3, 8, 11]; // Ace 4, Bo 8; Ace's reroll 12
    world.HolocronCombat.daringRoller = async (daring) => ({
      total: (dice.shift() ?? 0) + daring,
      roll: null,
    });
    await combat.rollInitiative(combatants.map((c) => c.id!));
    expect(combat.setupTurns().map((c) => c.name)).toEqual(["Bo", "Ace"]);
    // The tie-break card's button: the GM carries out the owner's request on the posted card.
    // The tie-break card is posted by the GM's client (it rolls the combat's initiative).
    const message = {
      id: "message000000000",
      author: { isGM: true },
      flags: chatLog.at(-1)!.flags,
      update: async (data: object) => Object.assign(message, data),
    };
    const game = Reflect.get(globalThis, "game") as Record<string, unknown>;
    game.messages = { get: () => message };
    Object.assign(game.combats as object, { get: () => combat });
    const { daringReroll } = await import("../../src/applications/combat/daring-reroll.js");
    const payload = { messageId: message.id, combatantId: combatants[0]!.id! };
    await daringReroll.carryOut(payload, { id: GM } as never);
    expect(combat.setupTurns().map((c) => c.name)).toEqual(["Ace", "Bo"]);
    expect(sys(ace).heroPoints).toMatchObject({ value: 0, spent: 1 });
  });

  it("seed 002 line 43: a chase check takes the reroll from the chase tracker", async () => {
    const glue = await setupGlue("starWorlds");
    const scene = new StandInScene("Canyon");
    (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
    const kara = await glue.createActor({
      name: "Kara",
      type: "worldsCharacter",
      system: { attributes: { daring: 1 }, heroPoints: { value: 1, spent: 0 } },
      ownership: { default: 0, [P1]: 3 },
    });
    const thief = await glue.createActor({
      name: "Thief",
      type: "worldsNpc",
      // As fast as Kara (both unarmored): Speed decides nothing, so the dice and the reroll count
      // (rulings.md, "Chases in every ruleset": Speed first, then 2d6 + Daring).
      system: { attributes: { daring: 1 } },
    });
    for (const a of [kara, thief]) placeToken(scene, a as never, { select: true });
    const { tracker, actions, store } = await loadChaseModules();
    const app = tracker.chaseTracker();
    actAs(GM);
    await click(actions, app, "startFromSelected");
    await click(actions, app, "begin");
    const chase = app.chase!;
    const K = chase.participants[0]!.id;
    scriptedDice.push(2, 2, 5, 5); // Kara 5, the Thief 11
    await click(actions, app, "rollAll");
    scriptedDice.push(6, 5);
    await viaGm(glue.socket, P1, () => click(actions, app, "heroReroll", { id: K }));
    actAs(GM);
    expect(store.findChase(chase.id)!.rolls[K]).toMatchObject({ total: 12, rerolls: [12] });
    expect(sys(kara).heroPoints).toMatchObject({ value: 0, spent: 1 });
  });
});
