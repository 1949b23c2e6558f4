import { describe, expect, it } from "vitest";
import {
  filterChoices,
  filterRows,
  pageOf,
  rowsOfCombat,
  type LedgerFilter,
} from "../../../src/rules/ledger/filter.js";
import { row } from "./fight-rows.js";

const ROWS = [
  row({ id: "1", actor: "a", user: "p1", cause: { kind: "sheet" }, session: "s1", combat: null }),
  row({ id: "2", actor: "b", user: "gm", cause: { kind: "card" }, session: "s1" }),
  row({
    id: "3",
    actor: "a",
    user: "gm",
    cause: { kind: "card" },
    session: "s2",
    combat: { id: "c2", round: 1, turn: 0 },
  }),
  row({ id: "4", actor: "b", user: "p1", cause: { kind: "hud" }, session: "s2" }),
];

describe("filterRows", () => {
  const cases: [string, LedgerFilter, string[]][] = [
    ["no filter: every row", {}, ["1", "2", "3", "4"]],
    ["empty values: every row", { actorUuid: "", cause: "" }, ["1", "2", "3", "4"]],
    ["by actor", { actorUuid: "Actor.a" }, ["1", "3"]],
    ["by user", { userId: "p1" }, ["1", "4"]],
    ["by cause", { cause: "card" }, ["2", "3"]],
    ["by session", { session: "s2" }, ["3", "4"]],
    ["by combat", { combatId: "c1" }, ["2", "4"]],
    [
      "all at once",
      { actorUuid: "Actor.b", userId: "p1", cause: "hud", session: "s2", combatId: "c1" },
      ["4"],
    ],
    ["nothing matches", { actorUuid: "Actor.a", cause: "hud" }, []],
  ];
  it.each(cases)("%s", (_title, filter, ids) => {
    expect(filterRows(ROWS, filter).map((r) => r.id)).toEqual(ids);
  });

  it("rowsOfCombat is the combat filter", () => {
    expect(rowsOfCombat(ROWS, "c2").map((r) => r.id)).toEqual(["3"]);
  });
});

describe("filterChoices", () => {
  it("offers each value once, named as its first row names it; no empty combat", () => {
    expect(filterChoices(ROWS)).toEqual({
      actorUuid: [
        { value: "Actor.a", label: "A" },
        { value: "Actor.b", label: "B" },
      ],
      userId: [
        { value: "p1", label: "P1" },
        { value: "gm", label: "GM" },
      ],
      cause: [
        { value: "sheet", label: "sheet" },
        { value: "card", label: "card" },
        { value: "hud", label: "hud" },
      ],
      session: [
        { value: "s1", label: "s1" },
        { value: "s2", label: "s2" },
      ],
      combatId: [
        { value: "c1", label: "c1" },
        { value: "c2", label: "c2" },
      ],
    });
  });

  it("a user with no name recorded is offered by id", () => {
    const nameless = { ...row({ user: "u9" }), userName: "" };
    expect(filterChoices([nameless]).userId).toEqual([{ value: "u9", label: "u9" }]);
  });
});

describe("pageOf", () => {
  const items = [1, 2, 3, 4, 5];
  const cases: [number, number, number[], number, number][] = [
    [0, 2, [1, 2], 0, 3],
    [2, 2, [5], 2, 3],
    [7, 2, [5], 2, 3],
    [-1, 2, [1, 2], 0, 3],
    [1.6, 2, [3, 4], 1, 3],
    [0, 10, [1, 2, 3, 4, 5], 0, 1],
  ];
  it.each(cases)("page %d of size %d", (page, size, shown, at, pages) => {
    expect(pageOf(items, page, size)).toEqual({ items: shown, page: at, pages, total: 5 });
  });

  it("an empty list is one empty page", () => {
    expect(pageOf([], 3, 10)).toEqual({ items: [], page: 0, pages: 1, total: 0 });
  });
});
