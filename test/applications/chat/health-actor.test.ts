import { describe, expect, it } from "vitest";
import { appliedRow, isHealthActor } from "../../../src/cards/apply.js";
import type { HealthChange } from "../../../src/documents/actor.js";

const snapshot = (fields: Record<string, number>, statuses: string[], out: boolean) => ({
  actorUuid: "Actor.kara",
  fields,
  statuses: statuses as HealthChange["after"]["statuses"],
  out,
});

function change(over: Partial<HealthChange> = {}): HealthChange {
  return {
    actorUuid: "Actor.kara",
    actorName: "Kara",
    before: snapshot({ "health.value": 12, strDamage: 0 }, [], false),
    after: snapshot({ "health.value": 0, strDamage: 2 }, ["unconscious"], false),
    rows: [
      { field: "health.value", label: "HOLOCRON.Sheet.HP", before: 12, after: 0 },
      { field: "strDamage", label: "HOLOCRON.Sheet.StrDamage", before: 0, after: 2 },
    ],
    statuses: { added: ["unconscious"], removed: [] },
    ...over,
  };
}

describe("appliedRow: one line of the applied card", () => {
  it("each number that moved, the statuses after, and the before/after Undo needs", () => {
    const c = change();
    expect(appliedRow(c, "damage", 14)).toEqual({
      actorUuid: "Actor.kara",
      name: "Kara",
      mode: "damage",
      amount: 14,
      changes: [
        { label: "HOLOCRON.Sheet.HP", from: 12, to: 0 },
        { label: "HOLOCRON.Sheet.StrDamage", from: 0, to: 2 },
      ],
      statuses: ["HOLOCRON.Status.unconscious"],
      before: c.before,
      after: c.after,
      undone: false,
    });
  });

  it("a flag that flipped (Star Worlds Wounded) is not a number row", () => {
    const c = change({
      rows: [{ field: "wounded", label: "HOLOCRON.Status.wounded", before: false, after: true }],
    });
    expect(appliedRow(c, "damage", 3).changes).toEqual([]);
  });

  it("an actor out of the fight shows defeated once, whether or not the status is there", () => {
    const out = change({ after: snapshot({ "health.value": 0 }, [], true) });
    expect(appliedRow(out, "damage", 9).statuses).toEqual(["HOLOCRON.Status.defeated"]);
    const marked = change({ after: snapshot({ "health.value": 0 }, ["defeated"], true) });
    expect(appliedRow(marked, "damage", 9).statuses).toEqual(["HOLOCRON.Status.defeated"]);
  });
});

describe("isHealthActor", () => {
  const actor = {
    uuid: "Actor.kara",
    update: async () => null,
    applyDamage: async () => null,
    heal: async () => null,
  };
  it("a document with the health methods; anything else is not", () => {
    expect(isHealthActor(actor)).toBe(true);
    expect(isHealthActor({ ...actor, heal: undefined })).toBe(false);
    expect(isHealthActor({ ...actor, uuid: 3 })).toBe(false);
    expect(isHealthActor(null)).toBe(false);
    expect(isHealthActor("Actor.kara")).toBe(false);
  });
});
