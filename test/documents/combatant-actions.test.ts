// The action marker against a combatant whose updates apply (as Foundry's do): it stores the round
// of the spent turn, so which turn a spend marks, what each turn and round reads, and that advancing
// the turn or the round writes nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";
import type { Notice } from "../foundry/parts/ui.js";
import { applyMarkerFlags } from "./marker-flags.js";
import {
  latestTurnRound,
  markActionSpent,
  markerOf,
  toggleActionSpent,
  type MarkedCombatant,
  type TurnPosition,
} from "../../src/documents/combatant-actions.js";

let notices: Notice[];
beforeEach(() => {
  const env = installFoundry();
  notices = (env.ui.notifications as { notices: Notice[] }).notices;
});

/** A combatant whose flag updates apply, recording each write; its place in the combat is set. */
type FakeCombatant = MarkedCombatant & { turnPosition: TurnPosition; writes: unknown[] };
function combatant(
  o: { isOwner?: boolean; actionRound?: number | null; at?: TurnPosition } = {},
): FakeCombatant {
  const c: FakeCombatant = {
    isOwner: o.isOwner ?? true,
    actionRound: o.actionRound ?? null,
    turnPosition: o.at ?? { round: 2, turnReached: true },
    writes: [],
    async update(changes: Record<string, unknown>) {
      c.writes.push(changes);
      applyMarkerFlags(c, changes);
      return c;
    },
  };
  return c;
}

const marker = (c: MarkedCombatant) => markerOf(c.actionRound, c.turnPosition);

describe("latestTurnRound and markerOf", () => {
  it.each([
    [{ round: 3, turnReached: true }, 3],
    [{ round: 3, turnReached: false }, 2],
  ])("%j: the latest turn was in round %i", (at, round) => {
    expect(latestTurnRound(at)).toBe(round);
  });

  it.each([
    // [stored round, position, spent, next spent]
    [null, { round: 3, turnReached: true }, false, false],
    [3, { round: 3, turnReached: true }, true, false],
    [4, { round: 3, turnReached: true }, false, true],
    [2, { round: 3, turnReached: true }, false, false],
    [2, { round: 3, turnReached: false }, true, false],
    [3, { round: 3, turnReached: false }, false, true],
  ] as const)("stored %s at %j: spent %s, next spent %s", (stored, at, spent, next) => {
    expect(markerOf(stored, at)).toEqual({ actionSpent: spent, nextActionSpent: next });
  });
});

describe("markActionSpent", () => {
  it("on its own turn spends this turn's action, once", async () => {
    const c = combatant();
    expect(await markActionSpent(c, { offTurn: false })).toBe(true);
    expect(await markActionSpent(c, { offTurn: false })).toBe(true);
    expect(c.writes).toEqual([{ "flags.holocron.actionRound": 2 }]);
    expect(marker(c)).toEqual({ actionSpent: true, nextActionSpent: false });
  });

  it("off-turn after its turn spends the next round's; before its turn, this round's", async () => {
    const after = combatant({ actionRound: 2 });
    expect(await markActionSpent(after, { offTurn: true })).toBe(true);
    expect(after.writes).toEqual([{ "flags.holocron.actionRound": 3 }]);
    expect(marker(after).nextActionSpent).toBe(true);
    const before = combatant({ at: { round: 2, turnReached: false } });
    await markActionSpent(before, { offTurn: true });
    expect(before.writes).toEqual([{ "flags.holocron.actionRound": 2 }]);
    expect(marker(before)).toEqual({ actionSpent: false, nextActionSpent: true });
  });

  it("the next turn and the next round read the marker without a write", async () => {
    const c = combatant({ at: { round: 2, turnReached: false } });
    await markActionSpent(c, { offTurn: true }); // a reaction before its turn in round 2
    c.turnPosition = { round: 2, turnReached: true }; // its turn comes: that action is spent
    expect(marker(c)).toEqual({ actionSpent: true, nextActionSpent: false });
    c.turnPosition = { round: 3, turnReached: false }; // the round advances
    expect(marker(c)).toEqual({ actionSpent: true, nextActionSpent: false });
    c.turnPosition = { round: 3, turnReached: true }; // its next turn: ready again
    expect(marker(c)).toEqual({ actionSpent: false, nextActionSpent: false });
    expect(c.writes).toHaveLength(1);
  });

  it("a user who does not own it is told so and nothing is written", async () => {
    const c = combatant({ isOwner: false });
    expect(await markActionSpent(c, { offTurn: false })).toBe(false);
    expect(c.writes).toEqual([]);
    expect(notices).toEqual([{ level: "warn", message: "HOLOCRON.Combat.Action.NotOwner" }]);
  });
});

describe("toggleActionSpent", () => {
  it("flips the latest turn's marker each click", async () => {
    const c = combatant();
    expect(await toggleActionSpent(c)).toBe(true);
    expect(marker(c).actionSpent).toBe(true);
    expect(await toggleActionSpent(c)).toBe(true);
    expect(marker(c).actionSpent).toBe(false);
    expect(c.writes).toEqual([
      { "flags.holocron.actionRound": 2 },
      { "flags.holocron.actionRound": null },
    ]);
  });

  it("refuses a user who does not own it", async () => {
    const c = combatant({ isOwner: false });
    expect(await toggleActionSpent(c)).toBe(false);
    expect(c.writes).toEqual([]);
    expect(notices).toHaveLength(1);
  });
});
