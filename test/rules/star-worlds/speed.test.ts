import { describe, expect, it } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";

describe("Star Worlds seed Armor and Speed", () => {
  it("ruling: unarmored is Armor 0 and the highest Speed (4)", () => {
    expect(starWorlds.UNARMORED).toEqual({ armor: 0, speed: 4 });
    expect(starWorlds.armorAndSpeed([])).toEqual({ armor: 0, speed: 4 });
  });

  it.each([
    [[{ armor: 2, speed: 3 }], { armor: 2, speed: 3 }],
    [
      [
        { armor: 2, speed: 3 },
        { armor: 1, speed: 2 },
      ],
      { armor: 3, speed: 2 },
    ],
  ])("worn %j → %j (Armor adds up, the slowest sets Speed)", (worn, result) => {
    expect(starWorlds.armorAndSpeed(worn)).toEqual(result);
  });

  it("rejects bad armor", () => {
    expect(() => starWorlds.armorAndSpeed({} as [])).toThrow("worn armor must be an array");
    expect(() => starWorlds.armorAndSpeed([{ armor: -1, speed: 3 }])).toThrow("worn[0].armor");
    expect(() => starWorlds.armorAndSpeed([{ armor: 1, speed: 1.5 }])).toThrow("worn[0].speed");
  });
});

describe("Star Worlds seed who goes first: Speed, then a Daring roll for ties", () => {
  it.each([
    [
      "higher Speed first",
      [
        { id: "a", speed: 2, daring: 12 },
        { id: "b", speed: 4, daring: 3 },
      ],
      ["b", "a"],
    ],
    [
      "equal Speed: higher Daring roll first",
      [
        { id: "a", speed: 3, daring: 7 },
        { id: "b", speed: 3, daring: 9 },
        { id: "c", speed: 1, daring: 12 },
      ],
      ["b", "a", "c"],
    ],
    [
      "still tied: the list's order (the caller rerolls)",
      [
        { id: "a", speed: 3, daring: 8 },
        { id: "b", speed: 3, daring: 8 },
      ],
      ["a", "b"],
    ],
  ])("%s", (_, list, order) => {
    expect(starWorlds.turnOrder(list)).toEqual(order);
  });

  it("tiedGroups: who must roll Daring, fastest first", () => {
    expect(
      starWorlds.tiedGroups([
        { id: "a", speed: 2 },
        { id: "b", speed: 4 },
        { id: "c", speed: 2 },
        { id: "d", speed: 3 },
        { id: "e", speed: 4 },
        { id: "f", speed: 2 },
      ]),
    ).toEqual([
      ["b", "e"],
      ["a", "c", "f"],
    ]);
    expect(starWorlds.tiedGroups([{ id: "a", speed: 2 }])).toEqual([]);
  });

  it("rejects bad lists", () => {
    expect(() => starWorlds.turnOrder(null as unknown as [])).toThrow("must be an array");
    expect(() =>
      starWorlds.turnOrder([
        { id: "a", speed: 1, daring: 1 },
        { id: "a", speed: 1, daring: 1 },
      ]),
    ).toThrow("twice");
    expect(() => starWorlds.turnOrder([{ id: "a", speed: -1, daring: 1 }])).toThrow("speed");
    expect(() => starWorlds.turnOrder([{ id: "a", speed: 1, daring: 0.5 }])).toThrow("daring");
    expect(() => starWorlds.tiedGroups("x" as unknown as [])).toThrow("must be an array");
    expect(() => starWorlds.tiedGroups([{ id: "a", speed: NaN }])).toThrow("speed");
    expect(() => starWorlds.tiedGroups([{ id: 3 as unknown as string, speed: 1 }])).toThrow("id");
  });
});

describe("Speed order: an id twice is named with its list", () => {
  it("in the turn order and in the tied groups", () => {
    const twice = [
      { id: "a", speed: 3, daring: 1 },
      { id: "a", speed: 2, daring: 0 },
    ];
    expect(() => starWorlds.turnOrder(twice)).toThrow('turn order list has the id "a" twice');
    expect(() => starWorlds.tiedGroups(twice)).toThrow('list has the id "a" twice');
  });
});

describe("armorTrace and daringRollTrace", () => {
  it("worn pieces' Armor adds up, each its own term; unarmored is the rule's 0", () => {
    const t = starWorlds.armorTrace([
      { name: "Vest", armor: 1, speed: 4 },
      { name: "Helmet", armor: 2, speed: 3 },
    ]);
    expect(t.value).toBe(3);
    expect(t.terms.map((x) => [x.value, x.source])).toEqual([
      [1, { kind: "item", name: "Vest" }],
      [2, { kind: "item", name: "Helmet" }],
    ]);
    expect(starWorlds.armorTrace([]).terms).toEqual([
      { label: "unarmored", value: 0, source: { kind: "rule" } },
    ]);
  });
  it("a Daring roll's total is its 2d6 and the Daring attribute; out of 2d6's range it was typed", () => {
    const t = starWorlds.daringRollTrace({ total: 11, daring: 2 });
    expect(t.value).toBe(11);
    expect(t.rule).toBe("tieBreak");
    expect(t.terms).toEqual([
      { label: "dice2d6", value: 9, source: { kind: "roll" } },
      { label: "attribute", value: 2, source: { kind: "stat", name: "daring" } },
    ]);
    expect(starWorlds.daringRollTrace({ total: 1, daring: 1 }).terms[0]?.source.kind).toBe(
      "override",
    );
  });
});
