// The adapters' levelling and recovery members: which level waits (Star Worlds), which rests ready daily
// abilities, and which recoveries roll their points.
import { describe, expect, it } from "vitest";
import { m20Ruleset } from "../../../src/rulesets/m20/index.js";
import { spaceOperaRuleset } from "../../../src/rulesets/space-opera/index.js";
import { starWorldsRuleset } from "../../../src/rulesets/star-worlds/index.js";
import { starWorldsLevelWaiting } from "../../../src/rulesets/star-worlds/levelling.js";
import type { HealthSubject } from "../../../src/rulesets/ruleset.js";
import { broken, worldsNpcShape } from "../shapes.js";

// Stored values of any type: the guard must refuse what is not a whole number.
const pc = (level: unknown, spent: unknown) =>
  broken<HealthSubject>({
    type: "worldsCharacter",
    system: { level, heroPoints: { value: 0, spent } },
    statuses: new Set<string>(),
  });

describe("starWorldsLevelWaiting", () => {
  it.each([
    [1, 0, null],
    [1, 11, null],
    [1, 12, { level: 2, gains: [{ id: "abilities", amount: 1 }] }],
    [
      3,
      36,
      {
        level: 4,
        gains: [
          { id: "vitality", amount: 4 },
          { id: "attributes", amount: 1 },
          { id: "abilities", amount: 1 },
        ],
      },
    ],
    [1, 60, { level: 2, gains: [{ id: "abilities", amount: 1 }] }],
    [10, 500, null],
    [12, 500, null],
    [0, 12, null],
    ["2", 12, null],
    [1, -1, null],
  ])("level %j, %j spent → %j", (level, spent, expected) => {
    expect(starWorldsLevelWaiting(pc(level, spent))).toEqual(expected);
  });

  it("NPCs (no level, no Hero Points) have none", () => {
    expect(
      starWorldsRuleset.levelWaiting({
        type: "worldsNpc",
        system: worldsNpcShape(),
        statuses: new Set<string>(),
      }),
    ).toBeNull();
  });
});

describe("recovery members", () => {
  it.each([
    [m20Ruleset, [], {}],
    [spaceOperaRuleset, [], { heroism: "2d6+2" }],
    [starWorldsRuleset, ["night", "week", "bacta"], {}],
  ] as const)("%#: daily use resets and rolled recoveries", (ruleset, resets, formulas) => {
    expect(ruleset.dailyUseResets).toEqual(resets);
    expect(ruleset.recoveryFormulas).toEqual(formulas);
    for (const kind of Object.keys(ruleset.recoveryFormulas)) {
      expect(ruleset.recoveryKinds).toContain(kind);
    }
    expect(m20Ruleset.levelWaiting(pc(1, 99))).toBeNull();
  });
});
