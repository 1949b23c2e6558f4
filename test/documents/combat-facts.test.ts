// The facts the GM's automation keeps about each combatant, in the combat's flags
// (src/documents/combat-facts.ts): read through their types, written by a GM only, merged.
import { beforeEach, describe, expect, it } from "vitest";
import { setupCombatWorld } from "../combat/world.js";
import { createCombat } from "../foundry/parts/combat.js";
import { actAs } from "../foundry/parts/users.js";
import type * as Facts from "../../src/documents/combat-facts.js";

let facts: typeof Facts;
beforeEach(async () => {
  await setupCombatWorld("m20");
  facts = await import("../../src/documents/combat-facts.js");
});

describe("parseFacts", () => {
  it("keeps each fact of its type and drops the rest", () => {
    expect(
      facts.parseFacts({ autoDefeated: true, tieBreak: 2, daringRolls: [8, 11], dyingRound: 3 }),
    ).toEqual({ autoDefeated: true, tieBreak: 2, daringRolls: [8, 11], dyingRound: 3 });
    expect(
      facts.parseFacts({
        autoDefeated: "yes",
        tieBreak: 1.5,
        daringRolls: [8, "x"],
        dyingRound: -1,
        actionRound: 4,
      }),
    ).toEqual({});
    for (const stored of [null, 7, "facts", [1]]) expect(facts.parseFacts(stored)).toEqual({});
  });
});

describe("combatantFacts and writeFacts", () => {
  it("the GM's patches merge into what is stored; a player's client writes nothing", async () => {
    const combat = createCombat();
    actAs("gm00000000000000");
    await facts.writeFacts(combat, new Map([["a", { tieBreak: 2 }]]));
    await facts.writeFacts(
      combat,
      new Map([
        ["a", { daringRolls: [9] }],
        ["b", { dyingRound: 1 }],
      ]),
    );
    expect(facts.combatantFacts(combat, "a")).toEqual({ tieBreak: 2, daringRolls: [9] });
    expect(facts.combatantFacts(combat, "b")).toEqual({ dyingRound: 1 });
    actAs("player1000000000");
    await facts.writeFacts(combat, new Map([["a", { tieBreak: 99 }]]));
    expect(facts.combatantFacts(combat, "a").tieBreak).toBe(2);
    expect(facts.combatantFacts(null, "a")).toEqual({});
    expect(facts.combatantFacts(combat, null)).toEqual({});
  });
});
