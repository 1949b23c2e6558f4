// The action marker against a combatant whose updates apply (as Foundry's do): which turn a spend
// marks, what the turn start writes, and that nothing is written when nothing changes.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";
import type { Notice } from "../foundry/parts/ui.js";
import { applyMarkerFlags } from "./marker-flags.js";
import {
  markActionSpent,
  refreshActionMarker,
  toggleActionSpent,
  turnStartMarker,
  type MarkedCombatant,
} from "../../src/documents/combatant-actions.js";

let notices: Notice[];
beforeEach(() => {
  const env = installFoundry();
  notices = (env.ui.notifications as { notices: Notice[] }).notices;
});

/** A combatant whose flag updates apply, recording each write. */
function combatant(
  o: Partial<Pick<MarkedCombatant, "isOwner" | "actionSpent" | "nextActionSpent">>,
) {
  const c = {
    isOwner: o.isOwner ?? true,
    actionSpent: o.actionSpent ?? false,
    nextActionSpent: o.nextActionSpent ?? false,
    writes: [] as Record<string, unknown>[],
    async update(changes: Record<string, unknown>) {
      c.writes.push(changes);
      applyMarkerFlags(c, changes);
      return c;
    },
  };
  return c;
}

describe("turnStartMarker", () => {
  it.each([
    [false, { actionSpent: false, nextActionSpent: false }],
    [true, { actionSpent: true, nextActionSpent: false }],
  ])("a pending spend %s becomes this turn's", (nextActionSpent, marker) => {
    expect(turnStartMarker({ nextActionSpent })).toEqual(marker);
  });
});

describe("refreshActionMarker", () => {
  it("writes nothing when the marker is already clear", async () => {
    const c = combatant({});
    await refreshActionMarker(c);
    expect(c.writes).toEqual([]);
  });

  it("clears a spent action", async () => {
    const c = combatant({ actionSpent: true });
    await refreshActionMarker(c);
    expect(c.writes).toEqual([
      { "flags.holocron.actionSpent": false, "flags.holocron.nextActionSpent": false },
    ]);
    expect([c.actionSpent, c.nextActionSpent]).toEqual([false, false]);
  });

  it("carries an off-turn spend into this turn, also when this turn's was already spent", async () => {
    for (const actionSpent of [false, true]) {
      const c = combatant({ actionSpent, nextActionSpent: true });
      await refreshActionMarker(c);
      expect(c.writes).toHaveLength(1);
      expect([c.actionSpent, c.nextActionSpent]).toEqual([true, false]);
    }
  });
});

describe("markActionSpent", () => {
  it("on its own turn spends this turn's action, once", async () => {
    const c = combatant({});
    expect(await markActionSpent(c, { offTurn: false })).toBe(true);
    expect(await markActionSpent(c, { offTurn: false })).toBe(true);
    expect(c.writes).toEqual([{ "flags.holocron.actionSpent": true }]);
  });

  it("off-turn spends the next one", async () => {
    const c = combatant({ actionSpent: true });
    expect(await markActionSpent(c, { offTurn: true })).toBe(true);
    expect(c.writes).toEqual([{ "flags.holocron.nextActionSpent": true }]);
  });

  it("a user who does not own it is told so and nothing is written", async () => {
    const c = combatant({ isOwner: false });
    expect(await markActionSpent(c, { offTurn: false })).toBe(false);
    expect(c.writes).toEqual([]);
    expect(notices).toEqual([{ level: "warn", message: "HOLOCRON.Combat.Action.NotOwner" }]);
  });
});

describe("toggleActionSpent", () => {
  it("flips the marker each click", async () => {
    const c = combatant({});
    expect(await toggleActionSpent(c)).toBe(true);
    expect(c.actionSpent).toBe(true);
    expect(await toggleActionSpent(c)).toBe(true);
    expect(c.actionSpent).toBe(false);
  });

  it("refuses a user who does not own it", async () => {
    const c = combatant({ isOwner: false });
    expect(await toggleActionSpent(c)).toBe(false);
    expect(c.writes).toEqual([]);
    expect(notices).toHaveLength(1);
  });
});
