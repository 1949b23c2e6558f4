import fc from "fast-check";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { d20System, makeActor, makeCombat, setupCombatWorld, worldsSystem } from "./world.js";
import { actAs } from "../foundry/parts/users.js";
import { chatLog } from "../foundry/parts/combat.js";

let world: Awaited<ReturnType<typeof setupCombatWorld>>;
beforeEach(async () => {
  world = await setupCombatWorld();
});

describe("setupTurns (one rules API call) agrees with pairwise _sortCombatants", () => {
  it("for random d20 and Star Worlds fights, with ties and unrolled combatants", async () => {
    const { compareCombatants } = await import("../../src/documents/combat.js");
    const combatantArb = fc.record({
      worlds: fc.boolean(),
      initiative: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
      dex: fc.integer({ min: 3, max: 5 }),
      tieBreak: fc.integer({ min: 0, max: 2 }),
      name: fc.constantFrom("Ana", "Bo", "Cy"),
    });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(combatantArb, { minLength: 1, maxLength: 12 }),
        (mixed, list) => {
          const actors = list.map((c) => {
            // The system data is the actor type's own (a d20 actor has a DEX score to read).
            const worlds = (mixed && c.worlds) || (!mixed && list[0]!.worlds);
            return worlds
              ? makeActor(c.name, "worldsCharacter", worldsSystem())
              : makeActor(c.name, "m20Character", d20System({ dex: c.dex }));
          });
          const { combat } = makeCombat(
            actors,
            list.map((c) => ({
              initiative: c.initiative,
              flags: { holocron: { tieBreak: c.tieBreak } },
            })),
          );
          const ranked = combat.setupTurns().map((c) => c.id);
          const pairwise = [...combat.combatants.contents].sort(compareCombatants).map((c) => c.id);
          expect(ranked).toEqual(pairwise);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("a player sets a Star Worlds Speed", () => {
  it("the player's client sets Speed only; the GM's client breaks the tie", async () => {
    const mine = makeActor("Mine", "worldsCharacter", worldsSystem({ speed: 3 }));
    mine._source.ownership = { default: 0, player1000000000: 3 };
    const theirs = makeActor("Theirs", "worldsNpc", worldsSystem({ speed: 3 }));
    const { combat, combatants } = makeCombat([mine, theirs], [{}, { initiative: 3 }]);
    const roller = vi
      .fn()
      .mockResolvedValueOnce({ total: 9, roll: null })
      .mockResolvedValueOnce({ total: 5, roll: null });
    world.HolocronCombat.daringRoller = roller;

    actAs("player1000000000");
    await combat.rollInitiative([combatants[0]!.id!, combatants[1]!.id!]);
    expect(combatants.map((c) => c.initiative)).toEqual([3, 3]);
    expect(roller).not.toHaveBeenCalled();

    actAs("gm00000000000000");
    // Foundry calls this on every client after the player's update.
    combat._onUpdateDescendantDocuments(
      combat,
      "combatants",
      [],
      [{ _id: combatants[0]!.id, initiative: 3 }],
      {},
      "player1000000000",
    );
    await vi.waitFor(() => expect(chatLog).toHaveLength(1));
    expect(combatants[0]!.holocronFlags.tieBreak).toBe(2);
    expect(combat.setupTurns().map((c) => c.name)).toEqual(["Mine", "Theirs"]);
  });
});
