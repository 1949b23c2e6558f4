import { describe, expect, it } from "vitest";
import {
  diffPlayState,
  effectText,
  effectView,
  laterSameField,
  mergeChanges,
  revertValue,
  type PlayState,
  type PlayValue,
} from "../../../src/rules/ledger/row.js";
import type { LedgerChange } from "../../../src/rules/ledger/row.js";
import { field, hp, row, status } from "./fight-rows.js";

describe("diffPlayState", () => {
  const cases: [string, PlayState, PlayState, LedgerChange[]][] = [
    ["the same state: no change", { "health.value": 5 }, { "health.value": 5 }, []],
    ["a field moved", { "health.value": 5 }, { "health.value": 2 }, [hp(5, 2)]],
    [
      "a status gained from absent reads before false",
      {},
      { "status:dying": true },
      [status("dying", true)],
    ],
    [
      "a status dropped reads after false",
      { "status:prone": true },
      {},
      [field("status:prone", true, false)],
    ],
    ["a status absent and false is no change", { "status:prone": false }, {}, []],
    [
      "an item gained reads before null",
      {},
      { "item:i1": "Blaster" },
      [field("item:i1", null, "Blaster")],
    ],
    [
      "an item lost reads after null",
      { "item:i1": "Blaster" },
      {},
      [field("item:i1", "Blaster", null)],
    ],
    ["a field appearing reads before null", {}, { "xp.value": 10 }, [field("xp.value", null, 10)]],
    [
      "fields first, then statuses, then items, each by name",
      { "b.value": 1, "a.value": 1, "item:z": "Z", "status:b": true },
      { "b.value": 2, "a.value": 2, "item:a": "A", "status:a": true },
      [
        field("a.value", 1, 2),
        field("b.value", 1, 2),
        field("status:a", false, true),
        field("status:b", true, false),
        field("item:a", null, "A"),
        field("item:z", "Z", null),
      ],
    ],
  ];
  it.each(cases)("%s", (_name, before, after, expected) => {
    expect(diffPlayState(before, after)).toEqual(expected);
  });
});

describe("mergeChanges", () => {
  const cases: [string, LedgerChange[], LedgerChange[], LedgerChange[]][] = [
    ["nothing to merge", [], [], []],
    ["earlier only", [hp(5, 3)], [], [hp(5, 3)]],
    ["later only", [], [status("dying", true)], [status("dying", true)]],
    ["one field: first before, last after", [hp(5, 3)], [hp(3, 1)], [hp(5, 1)]],
    ["a field back where it started is no change", [hp(5, 3)], [hp(3, 5)], []],
    [
      "different fields are both kept, earlier first",
      [hp(5, 3)],
      [status("dying", true)],
      [hp(5, 3), status("dying", true)],
    ],
  ];
  it.each(cases)("%s", (_name, earlier, later, expected) => {
    expect(mergeChanges(earlier, later)).toEqual(expected);
  });

  it("does not change the changes it merges", () => {
    const earlier = [hp(5, 3)];
    mergeChanges(earlier, [hp(3, 1)]);
    expect(earlier).toEqual([hp(5, 3)]);
  });
});

describe("revertValue", () => {
  const cases: [string, LedgerChange, PlayValue, ReturnType<typeof revertValue>][] = [
    ["a number moves back by its delta", hp(10, 4), 4, { value: 10 }],
    ["later changes to the number are kept", hp(10, 4), 7, { value: 13 }],
    [
      "a number gone from the actor: refused",
      hp(10, 4),
      null,
      { refused: "HOLOCRON.Ledger.Revert.NotNumber" },
    ],
    ["a status goes back to its before", status("dying", true), true, { value: false }],
    [
      "a string goes back to its before",
      field("career", "Pilot", "Soldier"),
      "Soldier",
      { value: "Pilot" },
    ],
    ["a number from absent goes back to absent", field("xp.value", null, 10), 10, { value: null }],
    ["an item gained is removed", field("item:i1", null, "Blaster"), "Blaster", { value: null }],
    [
      "an item lost cannot be made again",
      field("item:i1", "Blaster", null),
      null,
      { refused: "HOLOCRON.Ledger.Revert.ItemLost" },
    ],
    [
      "an effect made is removed",
      field("effect:e1", null, "on|Cover"),
      "on|Cover",
      { value: null },
    ],
    [
      "an effect edited cannot be restored",
      field("effect:e1", "on|Cover: modifiers.ac +1", "on|Cover: modifiers.ac +20"),
      "on|Cover: modifiers.ac +20",
      { refused: "HOLOCRON.Ledger.Revert.EffectLost" },
    ],
    [
      "an effect deleted cannot be made again",
      field("effect:e1", "off|Cover", null),
      null,
      { refused: "HOLOCRON.Ledger.Revert.EffectLost" },
    ],
  ];
  it.each(cases)("%s", (_name, change, current, expected) => {
    expect(revertValue(change, current)).toEqual(expected);
  });
});

describe("laterSameField", () => {
  const base = { ...row({ id: "base", changes: [hp(10, 5)] }), time: 100, seq: 10 };
  const at = (id: string, time: number, seq: number, changes: LedgerChange[]) => ({
    ...row({ id, changes }),
    time,
    seq,
  });
  const rows = [
    at("later-hp", 200, 11, [hp(5, 2)]),
    at("later-other", 200, 12, [status("dying", true)]),
    at("same-ms-after", 100, 11, [hp(2, 1)]),
    base,
    at("same-ms-before", 100, 9, [hp(12, 10)]),
    at("earlier", 50, 1, [hp(15, 12)]),
  ];

  it("holds the rows written after it that changed one of its fields, in the list's order", () => {
    expect(laterSameField(base, rows).map((r) => r.id)).toEqual(["later-hp", "same-ms-after"]);
  });

  it("is empty when nothing later touched its fields", () => {
    expect(laterSameField(rows[0]!, rows).map((r) => r.id)).toEqual([]);
  });

  it("is empty for a row of no changes", () => {
    expect(laterSameField({ ...base, changes: [] }, rows)).toEqual([]);
  });
});

describe("an effect's text", () => {
  const ac20 = [{ key: "system.modifiers.ac", value: "20" }];
  it("names the effect and each change, a bare number with its sign", () => {
    expect(effectText("Shielded", ac20, false)).toBe("on|Shielded: modifiers.ac +20");
    expect(
      effectText(
        "Hex",
        [
          { key: "system.modifiers.attack", value: "-2" },
          { key: "flags.x", value: "@level" },
        ],
        true,
      ),
    ).toBe("off|Hex: modifiers.attack -2, flags.x @level");
    expect(effectText("Bare", [], false)).toBe("on|Bare");
  });

  it("reads back on or off from its first characters only, whatever the name", () => {
    expect(effectView("on|Shielded: modifiers.ac +20")).toEqual({
      text: "Shielded: modifiers.ac +20",
      disabled: false,
    });
    expect(effectView("off|Cover")).toEqual({ text: "Cover", disabled: true });
    expect(effectView(effectText("off|Cover", [], false))).toEqual({
      text: "off|Cover",
      disabled: false,
    });
  });

  it("sorts after fields, statuses and items in a diff", () => {
    const changes = diffPlayState(
      {},
      { "effect:e": "on|A", "item:i": "B", "status:prone": true, "health.value": 3 },
    );
    expect(changes.map((c) => c.field)).toEqual([
      "health.value",
      "status:prone",
      "item:i",
      "effect:e",
    ]);
  });
});
