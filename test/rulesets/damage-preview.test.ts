import { describe, expect, it } from "vitest";
import {
  APPLY_MULTIPLIERS,
  applyStep,
  changeTrace,
  isApplyMultiplier,
  previewApply,
  stateAfter,
} from "../../src/rulesets/damage-preview.js";
import { rulesetById } from "../../src/rulesets/index.js";
import type { M20Shape, OperaShape, WorldsShape } from "../../src/rulesets/actor-shapes.js";
import { m20Shape, operaShape, worldsNpcShape } from "./shapes.js";

const m20 = (system: Partial<M20Shape>, statuses: string[] = []) => ({
  type: "m20Npc" as const,
  statuses: new Set(statuses),
  system: m20Shape({ stats: { str: 10, dex: 10, mnd: 10 }, ...system }),
});
const opera = (system: Partial<OperaShape>) => ({
  type: "operaNpc" as const,
  statuses: new Set<string>(),
  system: operaShape(system),
});
const worlds = (system: Partial<WorldsShape>, statuses: string[] = []) => ({
  type: "worldsNpc" as const,
  statuses: new Set(statuses),
  system: worldsNpcShape(system),
});

describe("applyStep", () => {
  it.each([
    ["heal", 7, { op: "heal", amount: 7 }],
    ["none", 7, { op: "none", amount: 0 }],
    // Half rounds up (seed 000 line 16).
    ["half", 7, { op: "damage", amount: 4 }],
    ["half", 8, { op: "damage", amount: 4 }],
    ["half", 1, { op: "damage", amount: 1 }],
    ["full", 7, { op: "damage", amount: 7 }],
    ["double", 7, { op: "damage", amount: 14 }],
    ["full", -3, { op: "damage", amount: 0 }],
  ] as const)("%s of %i", (multiplier, total, expected) => {
    expect(applyStep(total, multiplier)).toMatchObject(expected);
  });

  it("keeps the damage options for damage only", () => {
    const options = { type: "kinetic" as const, hit: true };
    expect(applyStep(5, "half", options).options).toEqual(options);
    expect(applyStep(5, "heal", options).options).toEqual({});
    expect(applyStep(5, "none", options).options).toEqual({});
  });

  it("knows its ids", () => {
    expect(APPLY_MULTIPLIERS).toEqual(["heal", "none", "half", "full", "double"]);
    expect(isApplyMultiplier("half")).toBe(true);
    expect(isApplyMultiplier("quarter")).toBe(false);
  });
});

describe("previewApply: Star Worlds", () => {
  const rules = rulesetById("starWorlds");

  it("takes Armor off each hit after the multiplier", () => {
    const npc = worlds({ health: { value: 12, max: 12 }, armor: 2 });
    expect(previewApply(rules, npc, applyStep(7, "full")).changes).toEqual([
      { field: "health.value", label: "HOLOCRON.Health.Vitality", from: 12, to: 7 },
    ]);
    // ½ of 7 is 4, less Armor 2.
    expect(previewApply(rules, npc, applyStep(7, "half")).changes[0]?.to).toBe(10);
    expect(previewApply(rules, npc, applyStep(7, "double")).changes[0]?.to).toBe(0);
  });

  it("shows no change when Armor stops it all", () => {
    const npc = worlds({ armor: 3 });
    expect(previewApply(rules, npc, applyStep(3, "full"))).toMatchObject({
      changes: [],
      added: [],
      out: false,
    });
  });

  it("names Wounded at 0 and Dying on a wounded target", () => {
    expect(
      previewApply(rules, worlds({ health: { value: 4, max: 12 } }), applyStep(4, "full")),
    ).toMatchObject({ added: ["wounded"], out: false });
    const wounded = worlds({ health: { value: 0, max: 12 }, wounded: true }, ["wounded"]);
    expect(previewApply(rules, wounded, applyStep(2, "full"))).toMatchObject({
      changes: [],
      added: ["dying"],
      out: true,
    });
  });

  it("heals without Armor", () => {
    const npc = worlds({ health: { value: 3, max: 12 }, armor: 2 });
    expect(previewApply(rules, npc, applyStep(5, "heal")).changes[0]).toMatchObject({
      from: 3,
      to: 8,
    });
  });
});

describe("previewApply: m20", () => {
  const rules = rulesetById("m20");

  it("sends what HP cannot hold into STR damage", () => {
    const npc = m20({ health: { value: 3, max: 10 } });
    const preview = previewApply(rules, npc, applyStep(8, "full"));
    expect(preview.changes).toEqual([
      { field: "health.value", label: "HOLOCRON.Health.HP", from: 3, to: 0 },
      { field: "strDamage.value", label: "HOLOCRON.Health.StrDamage", from: 0, to: 5 },
    ]);
    expect(preview.added).toEqual(["unconscious"]);
  });

  it("defeats a mook with one hit, whatever the damage", () => {
    const mook = m20({ mook: true });
    const hit = { hit: true };
    expect(previewApply(rules, mook, applyStep(0, "half", hit))).toMatchObject({
      added: ["defeated"],
      out: true,
    });
    // Damage that is not a hit's still defeats it (seed: mooks have no hit points).
    expect(previewApply(rules, mook, applyStep(3, "full"))).toMatchObject({ out: true });
    // ×0 does nothing, even on a hit.
    expect(previewApply(rules, mook, applyStep(3, "none", hit))).toMatchObject({
      changes: [],
      added: [],
      out: false,
    });
  });

  it("heals STR damage first, and wakes an unconscious character", () => {
    const down = m20({ health: { value: 0, max: 10 }, strDamage: { value: 2, max: 10 } });
    const preview = previewApply(rules, down, applyStep(5, "heal"));
    expect(preview.changes).toEqual([
      { field: "health.value", label: "HOLOCRON.Health.HP", from: 0, to: 3 },
      { field: "strDamage.value", label: "HOLOCRON.Health.StrDamage", from: 2, to: 0 },
    ]);
    expect(preview.removed).toEqual(["unconscious"]);
  });
});

describe("previewApply: Space Opera", () => {
  const rules = rulesetById("spaceOpera");

  it("halves rounded up and goes below 0 as the rules say", () => {
    const npc = opera({ health: { value: 6, max: 10 } });
    const preview = previewApply(rules, npc, applyStep(9, "half"));
    expect(preview.step.amount).toBe(5);
    expect(preview.changes[0]).toMatchObject({ from: 6, to: 1 });
  });
});

describe("stateAfter is what the ruleset writes", () => {
  it.each(APPLY_MULTIPLIERS)("%s", (multiplier) => {
    const rules = rulesetById("m20");
    const npc = m20({ health: { value: 5, max: 10 } });
    const step = applyStep(6, multiplier);
    const expected =
      step.op === "heal"
        ? rules.heal(npc, step.amount)
        : step.op === "damage"
          ? rules.damage(npc, step.amount, step.options)
          : rules.readHealth(npc);
    expect(stateAfter(rules, npc, step)).toEqual(expected);
  });
});

describe("changeTrace: the number after, as its breakdown", () => {
  /** Each change of a preview as [label, value, kind] terms and the total. */
  const traced = (
    ruleset: ReturnType<typeof rulesetById>,
    subject: Parameters<typeof previewApply>[1],
    total: number,
    multiplier: (typeof APPLY_MULTIPLIERS)[number],
  ) => {
    const step = applyStep(total, multiplier);
    return previewApply(ruleset, subject, step).changes.map((c) => {
      const t = changeTrace(total, multiplier, step, c);
      expect(t.value).toBe(c.to);
      expect(t.rule).toBe("healthChange");
      return t.terms.map((x) => [x.label, x.value, x.source.kind]);
    });
  };

  it("Star Worlds: the card's damage, the multiplier, then Armor by the rule", () => {
    const npc = worlds({ health: { value: 12, max: 12 }, armor: 2 });
    // ½ of 7 is 4 (3 back), less Armor 2: 12 − 7 + 3 + 2 = 10.
    expect(traced(rulesetById("starWorlds"), npc, 7, "half")).toEqual([
      [
        ["before", 12, "state"],
        ["cardDamage", -7, "roll"],
        ["multiplierHalf", 3, "gm"],
        ["healthRule", 2, "rule"],
      ],
    ]);
    // ×2 is 14: 12 − 7 − 7 would be −2; Armor 2 and the floor at 0 are the rule's 2.
    expect(traced(rulesetById("starWorlds"), npc, 7, "double")).toEqual([
      [
        ["before", 12, "state"],
        ["cardDamage", -7, "roll"],
        ["multiplierDouble", -7, "gm"],
        ["healthRule", 2, "rule"],
      ],
    ]);
  });

  it("m20: HP stops at 0 and the overflow is the STR damage's rule term", () => {
    const npc = m20({ health: { value: 3, max: 10 } });
    expect(traced(rulesetById("m20"), npc, 8, "full")).toEqual([
      [
        ["before", 3, "state"],
        ["cardDamage", -8, "roll"],
        ["healthRule", 5, "rule"],
      ],
      [
        ["before", 0, "state"],
        ["healthRule", 5, "rule"],
      ],
    ]);
  });

  it("m20 healing: STR first, then HP", () => {
    const down = m20({ health: { value: 0, max: 10 }, strDamage: { value: 2, max: 10 } });
    expect(traced(rulesetById("m20"), down, 5, "heal")).toEqual([
      [
        ["before", 0, "state"],
        ["cardHealing", 5, "roll"],
        ["healthRule", -2, "rule"],
      ],
      [
        ["before", 2, "state"],
        ["healthRule", -2, "rule"],
      ],
    ]);
  });

  it("Space Opera: below 0 with no rule term", () => {
    const npc = opera({ health: { value: 6, max: 10 } });
    expect(traced(rulesetById("spaceOpera"), npc, 9, "full")).toEqual([
      [
        ["before", 6, "state"],
        ["cardDamage", -9, "roll"],
      ],
    ]);
  });
});
