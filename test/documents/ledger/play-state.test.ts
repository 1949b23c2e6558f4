// An actor's play state as the ledger records it: its ruleset's health fields, the play fields
// (Hero Points, level, hit dice as one text, second wind), the exposure count, statuses held and
// items owned by id; and the label of each field.
import { beforeEach, describe, expect, it } from "vitest";
import { GM, table, type Table } from "../../authority/world.js";
import { actAs } from "../../foundry/parts/users.js";
import {
  EXPOSURE_FIELD,
  PLAY_FIELDS,
  fieldLabelKey,
  playStateOf,
} from "../../../src/documents/ledger/play-state.js";

let t: Table;
beforeEach(async () => {
  t = await table();
  actAs(GM);
});

describe("playStateOf", () => {
  it("a Star Worlds character: Vitality and its conditions, Hero Points, level", () => {
    expect(playStateOf(t.ace as never)).toEqual({
      "health.value": 12,
      wounded: false,
      dying: false,
      "heroPoints.value": 3,
      "heroPoints.spent": 0,
      level: 1,
    });
  });

  it("an m20 NPC: HP and STR damage, second wind, level, hit dice as one text", () => {
    expect(playStateOf(t.thug as never)).toEqual({
      "health.value": 20,
      "strDamage.value": 0,
      secondWindUsed: false,
      level: 2,
      hitDice: "6,6",
    });
  });

  it("statuses held, items owned by id and the exposure count are recorded", async () => {
    await t.ace.toggleStatusEffect("prone");
    const [item] = (await t.ace.createEmbeddedDocuments("Item", [
      { name: "Blaster", type: "weapon" },
    ] as never)) as { id: string }[];
    await t.ace.update({ flags: { holocron: { exposureChecks: 2 } } } as never);
    const state = playStateOf(t.ace as never);
    expect(state["status:prone"]).toBe(true);
    expect(state[`item:${item!.id}`]).toBe("Blaster");
    expect(state[EXPOSURE_FIELD]).toBe(2);
  });

  it("an actor of another system's type has no play state", () => {
    expect(playStateOf({ ...t.ace, type: "base" } as never)).toEqual({});
  });
});

describe("fieldLabelKey", () => {
  const labels = { "health.value": "HOLOCRON.Health.Vitality" };
  const cases: [string, string, string][] = [
    ["the ruleset's health label", "health.value", "HOLOCRON.Health.Vitality"],
    ["a play field", "heroPoints.spent", "HOLOCRON.Ledger.Field.HeroPointsSpent"],
    ["the exposure count", EXPOSURE_FIELD, "HOLOCRON.Ledger.Field.Exposure"],
    ["an unknown field is its own text", "status:prone", "status:prone"],
  ];
  it.each(cases)("%s", (_name, field, expected) => {
    expect(fieldLabelKey(labels, field)).toBe(expected);
  });

  it("labels every play field", () => {
    expect(Object.keys(PLAY_FIELDS)).toEqual([
      "heroPoints.value",
      "heroPoints.spent",
      "heroism.value",
      "level",
      "hitDice",
      "secondWindUsed",
    ]);
  });
});
