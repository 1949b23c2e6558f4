import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";
import type { WorldsHealth } from "../../../src/rules/star-worlds/index.js";

const hero = (over: Partial<WorldsHealth> = {}): WorldsHealth => ({
  vitality: 14,
  maxVitality: 14,
  armor: 2,
  wounded: false,
  dying: false,
  ...over,
});

describe("Star Worlds seed Vitality and Damage, through Armor", () => {
  it.each<[string, Partial<WorldsHealth>, number, Partial<WorldsHealth>]>([
    ["Armor is subtracted first", {}, 5, { vitality: 11 }],
    ["damage within Armor does nothing", {}, 2, {}],
    ["Vitality hits 0 (never negative): Wounded", {}, 30, { vitality: 0, wounded: true }],
    ["exactly 0: Wounded", {}, 16, { vitality: 0, wounded: true }],
    [
      "further damage while Wounded: Dying",
      { vitality: 0, wounded: true },
      3,
      { vitality: 0, wounded: true, dying: true },
    ],
    [
      "damage stopped by Armor while Wounded: not Dying",
      { vitality: 0, wounded: true },
      2,
      { vitality: 0, wounded: true },
    ],
    [
      "already Dying stays Dying",
      { vitality: 0, wounded: true, dying: true },
      9,
      { vitality: 0, wounded: true, dying: true },
    ],
    ["no Armor", { armor: 0 }, 1, { vitality: 13, armor: 0 }],
  ])("%s", (_, start, amount, expected) => {
    expect(starWorlds.applyDamage(hero(start), amount)).toEqual(hero({ ...start, ...expected }));
  });

  it.each<[Partial<WorldsHealth>, number, string]>([
    [{ vitality: 15 }, 1, "vitality must be between 0 and 14"],
    [{ vitality: -1 }, 1, "vitality"],
    [{ armor: -1 }, 1, "armor must be at least 0"],
    [{ maxVitality: 0.5 }, 1, "maxVitality"],
    [{ wounded: 0 as unknown as boolean }, 1, "wounded"],
    [{ dying: "no" as unknown as boolean }, 1, "dying"],
    [{}, -3, "damage must be at least 0"],
  ])("rejects %j with damage %d", (over, amount, message) => {
    expect(() => starWorlds.applyDamage(hero(over), amount)).toThrow(message);
  });

  it("rejects a missing state", () => {
    expect(() => starWorlds.recover(null as unknown as WorldsHealth, "night")).toThrow("health");
  });

  it("property: damage never raises Vitality nor removes a condition", () => {
    const state = fc
      .record({
        maxVitality: fc.integer({ min: 0, max: 40 }),
        frac: fc.double({ min: 0, max: 1, noNaN: true }),
        armor: fc.integer({ min: 0, max: 6 }),
        wounded: fc.boolean(),
        dying: fc.boolean(),
      })
      .map(({ frac, ...r }): WorldsHealth => ({
        ...r,
        vitality: Math.floor(frac * r.maxVitality),
      }));
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 60 }), (s, amount) => {
        const after = starWorlds.applyDamage(s, amount);
        expect(after.vitality).toBeLessThanOrEqual(s.vitality);
        expect(after.vitality).toBeGreaterThanOrEqual(0);
        if (s.wounded) expect(after.wounded).toBe(true);
        if (s.dying) expect(after.dying).toBe(true);
      }),
    );
  });
});

describe("Star Worlds seed Recovery", () => {
  it.each<[string, Partial<WorldsHealth>, starWorlds.Rest, Partial<WorldsHealth>]>([
    [
      "a night's rest: Wounded gone, Vitality full",
      { vitality: 0, wounded: true },
      "night",
      { vitality: 14, wounded: false },
    ],
    [
      "a night's rest does nothing for the Dying",
      { vitality: 0, wounded: true, dying: true },
      "night",
      { vitality: 0, wounded: true, dying: true },
    ],
    [
      "a week's rest cures Dying",
      { vitality: 0, wounded: true, dying: true },
      "week",
      { vitality: 14, wounded: false, dying: false },
    ],
    [
      "a bacta tank cures Dying (a few days)",
      { vitality: 0, wounded: true, dying: true },
      "bacta",
      { vitality: 14, wounded: false, dying: false },
    ],
    ["a night restores Vitality even without a wound", { vitality: 3 }, "night", { vitality: 14 }],
  ])("%s", (_, start, rest, expected) => {
    expect(starWorlds.recover(hero(start), rest)).toEqual(hero({ ...start, ...expected }));
  });

  it("rejects an unknown rest", () => {
    expect(() => starWorlds.recover(hero(), "nap" as "night")).toThrow("rest must be one of");
  });

  it("property: recovery never exceeds max Vitality", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        fc.constantFrom<starWorlds.Rest>("night", "week", "bacta"),
        (max, dying, rest) => {
          const s = hero({ vitality: 0, maxVitality: max, wounded: true, dying });
          expect(starWorlds.recover(s, rest).vitality).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});

describe("Star Worlds direct healing (ruling: the seeds heal by rest; a medpac or the GM heals too)", () => {
  it.each<[string, Partial<WorldsHealth>, number, Partial<WorldsHealth>]>([
    ["restores Vitality", { vitality: 5 }, 4, { vitality: 9 }],
    ["never above max Vitality", { vitality: 12 }, 10, { vitality: 14 }],
    [
      "keeps Wounded above 0: only rest or the GM removes it (rulings.md)",
      { vitality: 0, wounded: true },
      3,
      { vitality: 3, wounded: true },
    ],
    ["0 points leaves Wounded", { vitality: 0, wounded: true }, 0, { vitality: 0, wounded: true }],
    [
      "Dying needs rest: Wounded and Dying stay",
      { vitality: 0, wounded: true, dying: true },
      5,
      { vitality: 5, wounded: true, dying: true },
    ],
  ])("%s", (_title, start, points, expected) => {
    expect(starWorlds.heal(hero(start), points)).toEqual(hero({ ...start, ...expected }));
  });

  it("rejects negative or fractional healing", () => {
    expect(() => starWorlds.heal(hero(), -1)).toThrow(/healing/);
    expect(() => starWorlds.heal(hero(), 1.5)).toThrow(/healing/);
  });

  it("property: healing never lowers Vitality nor exceeds the max", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 40 }), (v, p) => {
        const after = starWorlds.heal(hero({ vitality: v }), p);
        return after.vitality >= v && after.vitality <= 14;
      }),
    );
  });
});

describe("Star Worlds health: a state that is not an object", () => {
  it("is named in the error", () => {
    expect(() => starWorlds.heal(5 as never, 1)).toThrow("health must be an object");
  });
});
