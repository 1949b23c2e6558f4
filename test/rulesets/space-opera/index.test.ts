// The Space Opera adapter's members that the other ruleset tests leave out: recovery refusals, an
// hour's rest, a hit against a mook, roll data, token bars, and what it has none of.
import { describe, expect, it } from "vitest";
import { spaceOperaRuleset as r } from "../../../src/rulesets/space-opera/index.js";

// a plain subject: the adapter is pure and needs no Foundry
const KARA = {
  level: 3,
  health: { value: 10, max: 24 },
  heroism: { value: 2, max: 3 },
  bonuses: { str: 1, dex: 2, mnd: -1 },
  mook: false,
};
type Subject = Parameters<typeof r.heal>[0];
const subject = (over: Record<string, unknown> = {}) =>
  // the fields the adapter reads
  ({
    type: "operaCharacter",
    statuses: new Set(),
    system: { ...KARA, ...over },
  }) as unknown as Subject;

describe("Space Opera recovery", () => {
  it("an hour's rest heals the level; with medical care twice that", () => {
    expect(r.recover(subject(), "hour", {}).fields["health.value"]).toBe(13);
    expect(r.recover(subject(), "hourMedical", {}).fields["health.value"]).toBe(16);
  });

  it("a Heroism second wind needs its rolled points", () => {
    expect(() => r.recover(subject(), "heroism", {})).toThrow("HOLOCRON.Health.PointsNeeded");
  });

  it("spends one Heroism Point of two", () => {
    expect(r.recover(subject(), "heroism", { points: 4 }).fields).toEqual({
      "health.value": 14,
      "heroism.value": 1,
    });
  });

  it("refuses a recovery it does not offer", () => {
    expect(() => r.recover(subject(), "night", {})).toThrow("HOLOCRON.Health.RecoveryNotOffered");
  });
});

describe("Space Opera adapter members", () => {
  it("roll data: the stat bonuses and the level under both names", () => {
    expect(r.rollData(subject())).toEqual({ str: 1, dex: 2, mnd: -1, level: 3, lvl: 3 });
  });

  it("token bars: HP, then Heroism", () => {
    expect(r.tokenBars("operaCharacter")).toEqual({ primary: "health", secondary: "heroism" });
  });

  it("no level waiting, no stored condition flag, no daily resets", () => {
    expect(r.levelWaiting(subject())).toBeNull();
    expect(r.conditionField("dying")).toBeNull();
    expect(r.dailyUseResets).toEqual([]);
  });

  it("a hit (not only damage) takes a mook out even for 0", () => {
    const hit = r.damage(subject({ mook: true }), 0, { hit: true });
    const graze = r.damage(subject({ mook: true }), 0, {});
    expect(hit.out).toBe(true);
    expect(graze.out).toBe(false);
  });
});
