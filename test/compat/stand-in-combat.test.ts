// The stand-in's combat behaves as Foundry documents it: a new combat is round 0 until Begin Combat,
// and each turn change runs `_onStartTurn` on the active GM's client only, after the update.
import { beforeEach, describe, expect, it } from "vitest";
import { d20System, makeActor, makeCombat, setupCombatWorld } from "../combat/world.js";
import { actAs } from "../foundry/parts/users.js";

beforeEach(async () => {
  await setupCombatWorld();
});

function twoCombatants() {
  const actors = ["Amy", "Bo"].map((n) => makeActor(n, "m20Character", d20System()));
  const { combat, combatants } = makeCombat(actors, [{ initiative: 15 }, { initiative: 5 }]);
  combat.setupTurns();
  const started: [string, unknown][] = [];
  combat._onStartTurn = async (combatant, context) =>
    void started.push([combatant.name ?? "", context]);
  return { combat, combatants, started };
}

describe("the stand-in's combat", () => {
  it("is round 0 with no turn and not started until startCombat", async () => {
    const { combat, started } = twoCombatants();
    expect([combat.round, combat.turn, combat.started, combat.combatant]).toEqual([
      0,
      null,
      false,
      undefined,
    ]);
    await combat.update({ turn: 1 });
    await combat.turnEvents;
    expect(started).toEqual([]);
    await combat.startCombat();
    expect([combat.round, combat.turn, combat.started]).toEqual([1, 0, true]);
    await combat.turnEvents;
    expect(started).toEqual([["Amy", { round: 1, turn: 0, skipped: false }]]);
  });

  it("runs _onStartTurn after each turn change, on the active GM's client only", async () => {
    const { combat, started } = twoCombatants();
    const changes: unknown[] = [];
    Hooks.on("combatTurnChange", (_c, prior, current) => void changes.push([prior, current]));
    await combat.startCombat();
    await combat.nextTurn();
    await combat.turnEvents;
    expect(started.map(([name]) => name)).toEqual(["Amy", "Bo"]);
    expect(changes.at(-1)).toEqual([
      { round: 1, turn: 0, combatantId: combat.turns[0]!.id },
      { round: 1, turn: 1, combatantId: combat.turns[1]!.id },
    ]);
    actAs("player1000000000");
    await combat.nextTurn();
    await combat.turnEvents;
    expect([combat.round, started.length, changes.length]).toEqual([2, 2, 3]);
  });

  it("does not make the writer wait for the turn workflow", async () => {
    const { combat } = twoCombatants();
    let finished = false;
    combat._onStartTurn = async () => {
      await new Promise((r) => setTimeout(r, 5));
      finished = true;
    };
    await combat.startCombat();
    expect(finished).toBe(false);
    await combat.turnEvents;
    expect(finished).toBe(true);
  });
});
