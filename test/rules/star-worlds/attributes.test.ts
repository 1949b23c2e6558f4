import { describe, expect, it } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";
import type { Attribute } from "../../../src/rules/star-worlds/index.js";

const set = (...v: number[]): Record<Attribute, number> => ({
  menace: v[0]!,
  daring: v[1]!,
  guile: v[2]!,
  acuity: v[3]!,
  presence: v[4]!,
  spirit: v[5]!,
});

describe("Star Worlds attributes", () => {
  it("six attributes, −1 to +3", () => {
    expect(starWorlds.ATTRIBUTES).toEqual([
      "menace",
      "daring",
      "guile",
      "acuity",
      "presence",
      "spirit",
    ]);
    expect(starWorlds.ATTRIBUTE_MIN).toBe(-1);
    expect(starWorlds.ATTRIBUTE_MAX).toBe(3);
  });

  it.each([
    [2, -1],
    [3, 0],
    [6, 0],
    [7, 1],
    [9, 1],
    [10, 2],
    [11, 2],
    [12, 3],
  ])("rulings generation table: 2d6 roll %d → %d", (roll, value) => {
    expect(starWorlds.attributeFromRoll(roll)).toBe(value);
  });

  it.each([1, 13, 6.5])("rejects a 2d6 roll of %d", (roll) => {
    expect(() => starWorlds.attributeFromRoll(roll)).toThrow("2d6 roll");
  });
});

describe("Star Worlds attribute generation: three options", () => {
  it.each<[starWorlds.GenerationMethod, Record<Attribute, number>, number]>([
    ["rolledInOrder", set(3, 3, 3, 3, 3, 3), 2],
    ["rolledInOrder", set(-1, 0, 1, 2, 3, 0), 2],
    ["rolledAssigned", set(2, 2, -1, 0, 1, 2), 1],
    ["chosen", set(2, 1, 1, 0, 0, 0), 0],
    ["chosen", set(3, 3, 0, -1, -1, 0), 0],
    ["chosen", set(-1, -1, -1, -1, -1, -1), 0],
  ])("%s %j is valid and gives %d Hero Points", (method, values, heroPoints) => {
    expect(starWorlds.validateAttributes(method, values)).toEqual({ ok: true, heroPoints });
  });

  it.each<[string, Record<Attribute, number>, string, string]>([
    ["rolledInOrder", set(4, 0, 0, 0, 0, 0), "menace must be between -1 and 3, got 4", "inRange"],
    ["rolledInOrder", set(0, -2, 0, 0, 0, 0), "daring must be between -1 and 3", "inRange"],
    ["rolledAssigned", set(0, 0, 3, 0, 0, 0), "guile must be between -1 and 2, got 3", "inRange"],
    [
      "chosen",
      set(2, 2, 1, 0, 0, 0),
      "chosen attributes add up to 5; at most +4",
      "attributesTotal",
    ],
    ["chosen", set(0, 0, 0, 0.5, 0, 0), "acuity must be an integer", "integer"],
    [
      "chosen",
      { ...set(0, 0, 0, 0, 0, 0), presence: undefined as unknown as number },
      "presence",
      "integer",
    ],
    [
      "chosen",
      { ...set(0, 0, 0, 0, 0, 0), luck: 1 } as Record<Attribute, number>,
      'unknown attribute "luck"',
      "oneOf",
    ],
    [
      "chosen",
      null as unknown as Record<Attribute, number>,
      "attributes must be an object",
      "notObject",
    ],
    ["pointBuy", set(0, 0, 0, 0, 0, 0), "generation method must be one of", "oneOf"],
  ])("%s %j is rejected: %s (%s)", (method, values, error, key) => {
    const r = starWorlds.validateAttributes(method as starWorlds.GenerationMethod, values);
    expect(r.ok).toBe(false);
    expect(r.ok ? "" : r.error).toContain(error);
    // The lang key the user is shown, beside the console's message.
    expect(r.ok ? "" : r.key).toBe(`HOLOCRON.Rules.Error.${key}`);
  });
});

describe("Star Worlds rollAttributes with an injected rng", () => {
  const sequence = (...faces: number[]) => {
    let i = 0;
    return () => (faces[i++ % faces.length]! - 1) / 6;
  };

  it("rolled in order: 2d6 through the table, six values", () => {
    // pairs: 1+1=2, 3+3=6, 4+3=7, 5+5=10, 6+5=11, 6+6=12
    const rng = sequence(1, 1, 3, 3, 4, 3, 5, 5, 6, 5, 6, 6);
    expect(starWorlds.rollAttributes("rolledInOrder", rng)).toEqual([-1, 0, 1, 2, 2, 3]);
  });

  it("rolled to assign: 2d6 − 1 through the table, so never above +2", () => {
    const rng = sequence(1, 1, 3, 3, 4, 3, 5, 5, 6, 5, 6, 6);
    expect(starWorlds.rollAttributes("rolledAssigned", rng)).toEqual([-1, 0, 0, 1, 2, 2]);
    const values = starWorlds.rollAttributes("rolledAssigned", sequence(6));
    expect(values).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it("rejects a bad method or rng", () => {
    expect(() => starWorlds.rollAttributes("chosen" as "rolledInOrder", () => 0)).toThrow(
      "generation method",
    );
    expect(() => starWorlds.rollAttributes("rolledInOrder", () => 1)).toThrow("rng");
  });
});

describe("Star Worlds attribute generation: one roll through the table", () => {
  it.each([
    ["rolledInOrder", 2, -1],
    ["rolledInOrder", 6, 0],
    ["rolledInOrder", 7, 1],
    ["rolledInOrder", 11, 2],
    ["rolledInOrder", 12, 3],
    ["rolledAssigned", 2, -1],
    ["rolledAssigned", 3, -1],
    ["rolledAssigned", 7, 0],
    ["rolledAssigned", 8, 1],
    ["rolledAssigned", 12, 2],
  ] as const)("%s: 2d6 = %i → %i", (method, total, expected) => {
    expect(starWorlds.attributeFromGenerationRoll(method, total)).toBe(expected);
  });

  it("rejects a total no 2d6 can roll and an unknown method", () => {
    expect(() => starWorlds.attributeFromGenerationRoll("rolledInOrder", 13)).toThrow(/2d6 roll/);
    expect(() => starWorlds.attributeFromGenerationRoll("chosen" as never, 7)).toThrow(/method/);
  });
});

describe("validateAttributes: values that are not an object", () => {
  it("are refused with the reason", () => {
    expect(starWorlds.validateAttributes("chosen", 5 as never)).toEqual({
      ok: false,
      error: "attributes must be an object",
      key: "HOLOCRON.Rules.Error.notObject",
      data: { name: "attributes" },
    });
  });
});

describe("generationGrants", () => {
  it("the Hero Points of every method the six values are valid for", () => {
    const low = { menace: 1, daring: 0, guile: 0, acuity: 0, presence: 0, spirit: 0 };
    // Valid rolled in order (+2), rolled and assigned (+1) and chosen (+0, total at most +4).
    expect(starWorlds.generationGrants(low)).toEqual([2, 1, 0]);
    const high = { menace: 3, daring: 3, guile: 0, acuity: 0, presence: 0, spirit: 0 };
    expect(starWorlds.generationGrants(high)).toEqual([2]);
    expect(starWorlds.generationGrants({ ...low, menace: 9 })).toEqual([]);
  });
});
