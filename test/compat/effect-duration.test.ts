// What is left of an Active Effect's duration (src/compat/effect-duration.ts), read from the duration
// core prepares, shaped as each generation documents it (V13 `type` and "{rounds}.{turns}"; V14
// `units` and `remaining`), and a new effect's duration written in each generation's shape.
import { beforeEach, describe, expect, it } from "vitest";
import { CASES, generationWorld } from "./generations.js";
import { durationData, effectTimeLeft } from "../../src/compat/effect-duration.js";

describe("V13", () => {
  beforeEach(async () => {
    await generationWorld(13);
  });

  it("reads rounds and turns from the decimal remaining, seconds as seconds, none as none", () => {
    expect(effectTimeLeft({ duration: { type: "turns", remaining: 2.01 } })).toEqual({
      rounds: 2,
      turns: 1,
    });
    expect(effectTimeLeft({ duration: { type: "seconds", remaining: 600 } })).toEqual({
      seconds: 600,
    });
    expect(effectTimeLeft({ duration: { type: "none", remaining: null } })).toBeNull();
    // The stored duration alone (no `remaining` prepared): nothing is made up.
    expect(effectTimeLeft({ duration: { rounds: 3 } })).toBeNull();
    expect(effectTimeLeft({})).toBeNull();
  });

  it("writes rounds and turns as such, minutes and hours as seconds, none as nothing", () => {
    expect(durationData("rounds", 3)).toEqual({ rounds: 3 });
    expect(durationData("turns", 2)).toEqual({ turns: 2 });
    expect(durationData("minutes", 10)).toEqual({ seconds: 600 });
    expect(durationData("hours", 1)).toEqual({ seconds: 3600 });
    expect(durationData("none", 5)).toEqual({});
    expect(durationData("rounds", 0)).toEqual({});
  });
});

describe("V14", () => {
  beforeEach(async () => {
    await generationWorld(14);
  });

  it("reads the remaining count in its units; a time unit as seconds; no value: none", () => {
    expect(effectTimeLeft({ duration: { value: 3, units: "rounds", remaining: 2 } })).toEqual({
      rounds: 2,
      turns: 0,
    });
    expect(effectTimeLeft({ duration: { value: 4, units: "turns", remaining: 4 } })).toEqual({
      rounds: 0,
      turns: 4,
    });
    expect(effectTimeLeft({ duration: { value: 2, units: "hours", remaining: 1.5 } })).toEqual({
      seconds: 5400,
    });
    expect(
      effectTimeLeft({ duration: { value: null, units: "seconds", remaining: Infinity } }),
    ).toBeNull();
  });

  it("writes a value and its units", () => {
    expect(durationData("rounds", 3)).toEqual({ value: 3, units: "rounds" });
    expect(durationData("minutes", 10)).toEqual({ value: 10, units: "minutes" });
    expect(durationData("none", 3)).toEqual({});
  });
});

it("both generations are covered", () => {
  expect(CASES.map((c) => c.generation)).toEqual([13, 14]);
});
