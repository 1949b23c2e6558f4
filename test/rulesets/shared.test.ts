import { describe, expect, it } from "vitest";
import {
  anyActive,
  clamp,
  d20HealthView,
  RecoveryRefused,
  state,
  statesView,
  wholeAmount,
} from "../../src/rulesets/shared.js";
import type { HealthSubject } from "../../src/rulesets/ruleset.js";
import { m20Shape } from "./shapes.js";

const subject = (statuses: string[] = [], mook = false, hp = 7): HealthSubject => ({
  type: "m20Npc",
  system: m20Shape({ mook, health: { value: hp, max: 12 } }),
  statuses: new Set(statuses),
});

describe("small helpers", () => {
  it("clamp keeps a stored number within what the rules accept", () => {
    expect([clamp(15, 0, 12), clamp(-2, 0, 12), clamp(5, 0, 12)]).toEqual([12, 0, 5]);
  });

  it("wholeAmount: whole and non-negative; not a number is an error", () => {
    expect([wholeAmount(4.7), wholeAmount(-3), wholeAmount(0)]).toEqual([4, 0, 0]);
    expect(() => wholeAmount(Number.POSITIVE_INFINITY)).toThrow("Amount must be a finite number");
    expect(() => wholeAmount(Number.NaN)).toThrow("got NaN");
  });

  it("state: out when any of the statuses puts the actor out", () => {
    expect(state({ "health.value": 0 }, ["unconscious"], ["unconscious", "dead"])).toEqual({
      fields: { "health.value": 0 },
      statuses: ["unconscious"],
      out: true,
    });
    expect(state({}, ["wounded"], ["dying"]).out).toBe(false);
  });

  it("statesView and anyActive read the subject's active statuses", () => {
    const s = subject(["dying"]);
    expect(statesView(s, ["dying", "dead"])).toEqual([
      { id: "dying", label: "HOLOCRON.Status.dying", active: true },
      { id: "dead", label: "HOLOCRON.Status.dead", active: false },
    ]);
    expect([anyActive(s, ["dead", "dying"]), anyActive(s, ["dead"])]).toEqual([true, false]);
  });

  it("RecoveryRefused carries its i18n key", () => {
    const refused = new RecoveryRefused("HOLOCRON.Health.SecondWindUsed");
    expect([refused.name, refused.key, refused.message]).toEqual([
      "RecoveryRefused",
      "HOLOCRON.Health.SecondWindUsed",
      "HOLOCRON.Health.SecondWindUsed",
    ]);
  });
});

describe("d20HealthView", () => {
  const o = {
    down: ["unconscious", "dead"] as const,
    states: ["unconscious", "dead"] as const,
    extra: [{ label: "HOLOCRON.Sheet.StrDamage", value: 1, max: 10, field: "strDamage.value" }],
  };

  it("HP with its max, the ruleset's extra numbers and states; out when a down status is on", () => {
    const view = d20HealthView(subject(["unconscious"]), o as never);
    expect(view).toMatchObject({
      label: "HOLOCRON.Health.HP",
      value: 7,
      field: "health.value",
      max: 12,
      mook: false,
      out: true,
      extra: o.extra,
    });
    expect(view.states.map((s) => [s.id, s.active])).toEqual([
      ["unconscious", true],
      ["dead", false],
    ]);
  });

  it("a mook shows no max, no extra numbers, and only defeated and prone (seed 000 line 31)", () => {
    const view = d20HealthView(subject(["defeated"], true), o as never);
    expect(view).toMatchObject({ max: null, mook: true, extra: [], out: false });
    expect(view.states).toEqual([
      { id: "defeated", label: "HOLOCRON.Status.defeated", active: true },
      { id: "prone", label: "HOLOCRON.Status.prone", active: false },
    ]);
  });
});
