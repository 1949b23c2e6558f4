// The one writer's plan: fields that change, statuses that follow, combatants' defeated marks.
import { describe, expect, it } from "vitest";
import {
  defeatedChange,
  healthStatusTurns,
  isEmptyPlan,
  planState,
  type StatePlanInput,
} from "../../src/rulesets/state-plan.js";

describe("defeatedChange", () => {
  it.each([
    // out, defeated, our own mark, status present → change
    [true, false, false, false, "mark"],
    [true, true, false, false, "mark"], // defeated but the status was removed: put it back
    [true, true, true, true, null],
    [true, true, false, true, null],
    [false, true, true, true, "revive"], // our mark, no longer out
    [false, true, false, false, "revive"], // the GM removed the status
    [false, true, false, true, null], // the GM's own mark stands
    [false, false, false, false, null],
  ] as const)(
    "out %s, defeated %s, auto %s, status %s → %s",
    (out, defeated, auto, status, change) => {
      expect(defeatedChange({ out, defeated, autoDefeated: auto, hasDefeatedStatus: status })).toBe(
        change,
      );
    },
  );
});

const input = (o: Partial<StatePlanInput> = {}): StatePlanInput => ({
  fields: { "health.value": 10 },
  statuses: new Set<string>(),
  next: {},
  on: [],
  off: [],
  out: false,
  defeatedStatus: "defeated",
  combatants: [],
  ...o,
});

const combatant = (o: { defeated?: boolean; autoDefeated?: boolean; combatId?: string } = {}) => ({
  combatId: o.combatId ?? "c1",
  id: "k1",
  defeated: o.defeated ?? false,
  autoDefeated: o.autoDefeated ?? false,
});

describe("planState", () => {
  it("keeps only the fields that change", () => {
    const plan = planState(input({ next: { "health.value": 10, "strDamage.value": 2 } }));
    expect(plan.fields).toEqual({ "strDamage.value": 2 });
  });

  it("adds and removes each status once, and nothing already in place", () => {
    const plan = planState(
      input({ statuses: new Set(["prone", "dying"]), on: ["dying", "dead"], off: ["prone"] }),
    );
    expect(plan.statuses).toEqual({ add: ["dead"], remove: ["prone"] });
  });

  it("a status both turned on and off stays on", () => {
    expect(planState(input({ on: ["dead"], off: ["dead"] })).statuses).toEqual({
      add: ["dead"],
      remove: [],
    });
  });

  it("out: each combatant marked, the defeated status added once and noted as Holocron's", () => {
    const plan = planState(
      input({ out: true, combatants: [combatant(), combatant({ combatId: "c2" })] }),
    );
    expect(plan.statuses.add).toEqual(["defeated"]);
    expect(plan.combatants).toEqual([
      { combatId: "c1", change: "mark", update: { _id: "k1", defeated: true, autoDefeated: true } },
      { combatId: "c2", change: "mark", update: { _id: "k1", defeated: true } },
    ]);
  });

  it("out with the defeated status from the health change: marked, not noted", () => {
    const plan = planState(input({ out: true, on: ["defeated"], combatants: [combatant()] }));
    expect(plan.combatants).toEqual([
      { combatId: "c1", change: "mark", update: { _id: "k1", defeated: true } },
    ]);
  });

  it("back on its feet: Holocron's mark and status lifted; a GM's status left", () => {
    const ours = planState(
      input({
        statuses: new Set(["defeated"]),
        combatants: [combatant({ defeated: true, autoDefeated: true })],
      }),
    );
    expect(ours.statuses.remove).toEqual(["defeated"]);
    expect(ours.combatants[0]?.change).toBe("revive");
    const gms = planState(
      input({ statuses: new Set(["defeated"]), combatants: [combatant({ defeated: true })] }),
    );
    expect(gms.combatants).toEqual([]);
    expect(gms.statuses.remove).toEqual([]);
  });

  it("nothing to do is an empty plan", () => {
    expect(isEmptyPlan(planState(input({ next: { "health.value": 10 } })))).toBe(true);
    expect(isEmptyPlan(planState(input({ on: ["prone"] })))).toBe(false);
  });
});

describe("healthStatusTurns", () => {
  it("the wanted health statuses on, the others off, a defeated mark kept while out", () => {
    const all = ["unconscious", "dead", "defeated"];
    expect(healthStatusTurns(all, ["dead"], true)).toEqual({
      on: ["dead"],
      off: ["unconscious"],
    });
    expect(healthStatusTurns(all, [], false)).toEqual({
      on: [],
      off: ["unconscious", "dead", "defeated"],
    });
  });
});
