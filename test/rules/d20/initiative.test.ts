import { describe, expect, it } from "vitest";
import { d20, m20, spaceOpera } from "../../../src/rules/index.js";

describe("initiative: seed 1d20 + DEX, highest first; ties by DEX score; then the tracker's order", () => {
  it.each([
    [
      "highest total first",
      [
        { id: "a", total: 8, dex: 10 },
        { id: "b", total: 17, dex: 10 },
        { id: "c", total: 12, dex: 10 },
      ],
      ["b", "c", "a"],
    ],
    [
      "a tie goes to the higher DEX score",
      [
        { id: "a", total: 12, dex: 11 },
        { id: "b", total: 12, dex: 16 },
        { id: "c", total: 13, dex: 3 },
      ],
      ["c", "b", "a"],
    ],
    [
      // Ids out of alphabetical order, so an order by id or reversed could not pass.
      "a full tie keeps the list's order",
      [
        { id: "y", total: 12, dex: 14 },
        { id: "z", total: 12, dex: 14 },
        { id: "x", total: 12, dex: 14 },
      ],
      ["y", "z", "x"],
    ],
    ["an empty list", [], []],
  ])("%s", (_, list, order) => {
    expect(m20.initiativeOrder(list)).toEqual(order);
    expect(spaceOpera.initiativeOrder(list)).toEqual(order);
  });

  it("does not mutate its argument", () => {
    const list = [
      { id: "a", total: 1, dex: 10 },
      { id: "b", total: 2, dex: 10 },
    ];
    const copy = structuredClone(list);
    m20.initiativeOrder(list);
    expect(list).toEqual(copy);
  });

  it("rejects bad lists", () => {
    expect(() => m20.initiativeOrder("a" as unknown as [])).toThrow("must be an array");
    expect(() =>
      m20.initiativeOrder([
        { id: "a", total: 1, dex: 10 },
        { id: "a", total: 2, dex: 10 },
      ]),
    ).toThrow('id "a" twice');
    expect(() => m20.initiativeOrder([{ id: "", total: 1, dex: 10 }])).toThrow("non-empty");
    expect(() => m20.initiativeOrder([{ id: "a", total: 1.5, dex: 10 }])).toThrow(
      "initiative list[0].total",
    );
    expect(() => m20.initiativeOrder([{ id: "a", total: 1, dex: -1 }])).toThrow(
      "initiative list[0].dex",
    );
  });
});

describe("initiative: a repeated id is named", () => {
  it("names the list and the id", () => {
    const list = [
      { id: "a", total: 8, dex: 10 },
      { id: "a", total: 9, dex: 10 },
    ];
    expect(() => m20.initiativeOrder(list)).toThrow('initiative list has the id "a" twice');
  });
});

describe("initiativeTotalTrace: a stored total as the d20 and the DEX bonus", () => {
  it("a rolled total: the die is what the total holds beyond the bonus", () => {
    const t = d20.initiativeTotalTrace({ total: 19, dexScore: 14, dexBonus: 2 });
    expect(t.value).toBe(19);
    expect(t.terms).toEqual([
      { label: "d20", value: 17, source: { kind: "roll" } },
      { label: "statBonus", value: 2, source: { kind: "stat", name: "dex" } },
    ]);
    expect(t.notes?.[0]?.value).toBe(14);
  });
  it.each([
    [25, 2, 23],
    [0, 1, -1],
  ])("a total no d20 makes (%i with +%i) was set by hand: %i", (total, dexBonus, rest) => {
    const t = d20.initiativeTotalTrace({ total, dexScore: 12, dexBonus });
    expect(t.terms[0]).toEqual({ label: "handSet", value: rest, source: { kind: "override" } });
    expect(t.value).toBe(total);
  });
  it("the tie-break is the DEX score", () => {
    const t = d20.initiativeTieTrace(14);
    expect(t.value).toBe(14);
    expect(t.terms).toEqual([
      { label: "dexScore", value: 14, source: { kind: "stat", name: "dex" } },
    ]);
  });
});
