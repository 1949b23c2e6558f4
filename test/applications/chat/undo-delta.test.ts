// Undo's arithmetic: the exact state before when nothing changed since, else only this change
// reversed on top of the later ones.
import { describe, expect, it } from "vitest";
import { sameHealth, undoState } from "../../../src/applications/chat/undo-delta.js";

type Statuses = Parameters<typeof sameHealth>[0]["statuses"];
const state = (hp: number, statuses: string[] = [], out = false, extra = {}) => ({
  fields: { "health.value": hp, ...extra },
  statuses: statuses as Statuses,
  out,
});

describe("sameHealth", () => {
  it("same fields, statuses in any order and out", () => {
    expect(sameHealth(state(4, ["prone", "dying"]), state(4, ["dying", "prone"]))).toBe(true);
    expect(sameHealth(state(4), state(5))).toBe(false);
    expect(sameHealth(state(4, ["dying"]), state(4))).toBe(false);
    expect(sameHealth(state(4, [], true), state(4))).toBe(false);
    expect(sameHealth(state(4), state(4, [], false, { strDamage: 1 }))).toBe(false);
  });
});

describe("undoState", () => {
  it("nothing changed since: the state before, exactly", () => {
    const before = state(12);
    const after = state(0, ["unconscious"], true);
    expect(undoState(before, after, after)).toEqual({
      fields: { "health.value": 12 },
      statuses: [],
      out: false,
    });
  });

  it("a later hit stays: each number moves back by what this change moved it", () => {
    // 20 → 12 by this change, then another 5: undo gives 15, not 20.
    expect(undoState(state(20), state(12), state(7)).fields).toEqual({ "health.value": 15 });
  });

  it("statuses this change added go, those it removed come back; later ones stay", () => {
    const before = state(5, ["prone"]);
    const after = state(0, ["unconscious"]);
    const now = state(0, ["unconscious", "shutDown"]);
    expect(undoState(before, after, now).statuses.sort()).toEqual(["prone", "shutDown"]);
  });

  it("a flag field comes back only if it is still as this change left it", () => {
    const before = state(3, [], false, { wounded: false });
    const after = state(0, [], false, { wounded: true });
    expect(undoState(before, after, after).fields.wounded).toBe(false);
    const healedSince = state(2, [], false, { wounded: false });
    expect(undoState(before, after, healedSince).fields.wounded).toBe(false);
  });

  it("out comes back only if it did not change since", () => {
    expect(undoState(state(5), state(0, [], true), state(0, [], true)).out).toBe(false);
    expect(undoState(state(5), state(0, [], true), state(3, [], false)).out).toBe(false);
    expect(undoState(state(0, [], true), state(0, [], false), state(0, [], true)).out).toBe(true);
  });
});
