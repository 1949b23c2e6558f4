// The issues' performance budgets, checked on every `npm test` (medians, so one slow run does not
// fail). `npm run bench` gives the full figures that the README quotes.
import { describe, expect, it } from "vitest";
import { dice, m20, starWorlds } from "../../src/rules/index.js";
import {
  buildOdds,
  type RollDialogConfig,
} from "../../src/applications/dialogs/roll-dialog-model.js";
import { medianMs } from "./measure.js";

describe("rules budgets (issue 3)", () => {
  it('pmf("10d6+10d6") ≤ 0.5 ms', () => {
    expect(medianMs(() => dice.pmf("10d6+10d6"), 50)).toBeLessThanOrEqual(0.5);
  });

  it("starWorlds.outcomeChances ≤ 20 µs", () => {
    const perCall =
      medianMs(() => {
        for (let i = 0; i < 1000; i++) starWorlds.outcomeChances(i % 5, { skilled: i % 2 === 0 });
      }) / 1000;
    expect(perCall).toBeLessThanOrEqual(0.02);
  });

  it("1,000,000 m20.applyDamage calls ≤ 1 s", () => {
    const start: m20.M20Health = {
      hp: 20,
      maxHp: 20,
      str: 12,
      strDamage: 0,
      mook: false,
      status: "ok",
    };
    const ms = medianMs(
      () => {
        for (let i = 0; i < 1_000_000; i++) m20.applyDamage(start, i % 30);
      },
      3,
      1,
    );
    expect(ms).toBeLessThanOrEqual(1000);
  });
});

describe("roll dialog budget (issue 5)", () => {
  it("odds for 10 targets ≤ 1 ms", () => {
    const config: RollDialogConfig = {
      ruleset: "spaceOpera",
      kind: "attack",
      parts: [{ label: "HOLOCRON.Roll.Part.Attack", value: 4 }],
      stats: [{ id: "dex", label: "D", bonus: 2 }],
      targets: Array.from({ length: 10 }, (_, i) => ({
        uuid: `Actor.t${i}`,
        name: `T${i}`,
        ac: 10 + i,
      })),
      asksDc: false,
    };
    const state = { stat: "dex", modifier: 1, dc: null, skilled: false, rollMode: "publicroll" };
    expect(medianMs(() => buildOdds(config, state), 100)).toBeLessThanOrEqual(1);
  });
});
