// The pure parts of the sheet's play actions: what a recovery healed, career refusals.
// The modules extend Foundry classes at import time, so the stand-in goes in first.
import { describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import type { HealthChange } from "../../../src/documents/actor.js";

installFoundry();
const { healedAmount } = await import("../../../src/cards/apply.js");
const { careerRefusal } = await import("../../../src/applications/sheets/star-worlds-actions.js");

function change(rows: [string, number | boolean, number | boolean][]): HealthChange {
  const snap = { actorUuid: "A", fields: {}, statuses: [], out: false };
  return {
    actorUuid: "A",
    actorName: "Kara",
    before: snap,
    after: snap,
    rows: rows.map(([field, before, after]) => ({ field, label: field, before, after })),
    statuses: { added: [], removed: [] },
  };
}

describe("healedAmount", () => {
  it.each([
    ["HP up", [["health.value", 4, 7]], 3],
    [
      "STR damage down counts",
      [
        ["health.value", 0, 1],
        ["strDamage.value", 2, 0],
      ],
      3,
    ],
    [
      "booleans and other numbers do not",
      [
        ["secondWindUsed", false, true],
        ["heroism.value", 2, 1],
      ],
      0,
    ],
    ["never negative", [["health.value", 7, 4]], 0],
  ] as const)("%s", (_label, rows, expected) => {
    const c = change(rows.map((r) => [...r]));
    expect(healedAmount(c, "health.value", ["strDamage.value"])).toBe(expected);
  });
});

describe("careerRefusal", () => {
  it.each([
    [["Pilot"], ["Smuggler"], true, null],
    [["Pilot", "Smuggler"], ["Soldier"], true, null],
    [["Pilot", "Smuggler", "Soldier"], ["Noble"], true, "HOLOCRON.Sheet.Notify.TooManyCareers"],
    [["Pilot", "Smuggler", "Soldier"], ["new"], false, "HOLOCRON.Sheet.Notify.TooManyCareers"],
    [["Pilot"], [" pilot "], true, "HOLOCRON.Sheet.Notify.CareerTwice"],
    [["Pilot"], ["Pilot"], false, null],
  ])("%j + %j (names checked: %s) → %s", (current, added, checkNames, expected) => {
    expect(careerRefusal(current, added, { checkNames })).toBe(expected);
  });
});
