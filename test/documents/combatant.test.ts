// Holocron's Combatant: its actor's ruleset gives the initiative formula and the figures the order
// reads; the flags hold the action marker and the Daring tie-break.
import { beforeEach, describe, expect, it } from "vitest";
import {
  d20System,
  makeActor,
  makeCombat,
  setFacts,
  setupCombatWorld,
  worldsSystem,
} from "../combat/world.js";
import type { HolocronCombatant } from "../../src/documents/combatant.js";

describe("a d20 combatant", () => {
  beforeEach(async () => {
    await setupCombatWorld("m20");
  });

  it("the m20 rules, its combat view and its sort entry (DEX breaks ties)", () => {
    const kara = makeActor("Kara", "m20Character", d20System({ dex: 14, dexBonus: 2 }));
    const { combatants } = makeCombat([kara], [{ initiative: 17 }]);
    const c = combatants[0]!;
    expect(c.combatRules?.ruleset).toBe("m20");
    expect(c.combatView).toMatchObject({ kind: "d20", dex: 14, dexBonus: 2 });
    expect(c.sortEntry).toEqual({
      id: c.id,
      name: "Kara",
      ruleset: "m20",
      kind: "d20",
      initiative: 17,
      tieBreak: 14,
    });
  });

  it("no initiative yet reads null", () => {
    const { combatants } = makeCombat([makeActor("Kara", "m20Character", d20System())]);
    expect(combatants[0]!.sortEntry.initiative).toBeNull();
  });
});

describe("a Star Worlds combatant", () => {
  beforeEach(async () => {
    await setupCombatWorld("starWorlds");
  });

  it("Speed order: the tie-break rank from the combat's facts", () => {
    const ace = makeActor("Ace", "worldsCharacter", worldsSystem({ speed: 3, daring: 2 }));
    const made = makeCombat([ace], [{ initiative: 3 }]);
    setFacts(made, [{ tieBreak: 2 }]);
    const c = made.combatants[0]!;
    expect(c.combatView).toMatchObject({ kind: "speed", speed: 3, daring: 2 });
    expect(c.sortEntry).toMatchObject({ ruleset: "starWorlds", kind: "speed", tieBreak: 2 });
  });
});

describe("flags", () => {
  beforeEach(async () => {
    await setupCombatWorld("m20");
  });

  it("the round whose action is spent, from the flags; anything but a whole round reads null", () => {
    const actors = ["A", "B", "C"].map((n) => makeActor(n, "m20Character", d20System()));
    const { combatants } = makeCombat(actors, [
      { flags: { holocron: { actionRound: 2 } } },
      { flags: { holocron: { actionRound: 1.5 } } },
    ]);
    expect(combatants.map((c) => c.actionRound)).toEqual([2, null, null]);
    expect(combatants[2]!.holocronFlags).toEqual({});
  });

  it("its turn position in the combat; the action spent this round, or the next one", async () => {
    const actors = ["A", "B"].map((n) => makeActor(n, "m20Character", d20System()));
    const { combat, combatants } = makeCombat(actors, [
      { initiative: 20, flags: { holocron: { actionRound: 1 } } },
      { initiative: 5, flags: { holocron: { actionRound: 1 } } },
    ]);
    combat.setupTurns();
    await combat.update({ round: 1, turn: 0 });
    const [first, second] = combat.turns.map((t) => combatants.find((c) => c.id === t.id)!);
    expect(first!.turnPosition).toEqual({ round: 1, turnReached: true });
    expect(second!.turnPosition).toEqual({ round: 1, turnReached: false });
    // Round 1 for the one whose turn came is this turn's action; for the other, its coming one.
    expect([first!.actionSpent, first!.nextActionSpent]).toEqual([true, false]);
    expect([second!.actionSpent, second!.nextActionSpent]).toEqual([false, true]);
  });

  it("a combatant without an actor has no rules and no view; it still sorts", () => {
    const { combat } = makeCombat([]);
    const c = (combat as unknown as { addCombatant(d: object): unknown }).addCombatant({
      actor: null,
      name: "Hazard",
    }) as HolocronCombatant;
    expect(c.combatRules).toBeNull();
    expect(c.combatView).toBeNull();
    expect(c.sortEntry).toMatchObject({ ruleset: "m20", kind: "d20", tieBreak: 0 });
  });

  it("a round stored as text is no round", () => {
    const { combatants } = makeCombat(
      [makeActor("A", "m20Character", d20System())],
      [{ flags: { holocron: { actionRound: "2" } } }],
    );
    expect(combatants[0]!.actionRound).toBeNull();
  });
});
