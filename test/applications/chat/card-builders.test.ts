// Card data from evaluated rolls: the outcome and exact odds from the rules API, every target's
// attack row, the Star Worlds band and its reroll, and the damage card.
import { describe, expect, it } from "vitest";
import {
  attackCard,
  checkCard,
  damageCard,
  rerolledWorldsCard,
  starWorldsCard,
  type CardHead,
} from "../../../src/cards/roll/data.js";

const head: CardHead = {
  actor: { uuid: "Actor.kara", name: "Kara", img: "" },
  title: "HOLOCRON.Roll.Title.Stat",
  titleData: { name: "MND" },
};
const d20 = (
  natural: number,
  total: number,
  target: number | null,
  kind: "check" | "attack" = "check",
) => ({
  formula: "1d20+3",
  natural,
  total,
  check: { kind, target },
});

describe("checkCard", () => {
  it("the outcome against the DC and the exact chance (d20 + 3 ≥ 15: 9 in 20)", () => {
    expect(checkCard(head, d20(12, 15, 15), "m20", 3)).toMatchObject({
      type: "check",
      actor: head.actor,
      formula: "1d20+3",
      total: 15,
      natural: 12,
      target: 15,
      outcome: "success",
      chance: 9 / 20,
    });
    expect(checkCard(head, d20(11, 14, 15), "m20", 3).outcome).toBe("failure");
  });

  it("no DC: no outcome and no chance", () => {
    expect(checkCard(head, d20(12, 15, null), "m20", 3)).toMatchObject({
      outcome: null,
      chance: null,
    });
  });

  it("an unevaluated roll cannot make a card", () => {
    const roll = { ...d20(12, 15, 15), total: undefined };
    expect(() => checkCard(head, roll, "m20", 3)).toThrow("A card needs an evaluated roll");
  });
});

describe("attackCard", () => {
  const targets = [
    { uuid: "Actor.a", name: "A", ac: 14 },
    { uuid: "Actor.b", name: "B", ac: 20 },
    { uuid: "Actor.c", name: "C", ac: null },
  ];

  it("a row per target with an AC: hit or miss and the hit chance; others are left out", () => {
    const card = attackCard(head, d20(13, 17, null, "attack"), "m20", "saber", targets, 4);
    expect(card.rows).toEqual([
      { uuid: "Actor.a", name: "A", ac: 14, outcome: "hit", chance: 11 / 20 },
      { uuid: "Actor.b", name: "B", ac: 20, outcome: "miss", chance: 5 / 20 },
    ]);
    expect(card).toMatchObject({ type: "attack", itemId: "saber", critical: false });
  });

  it("a natural 20 hits every target and is a critical", () => {
    const card = attackCard(head, d20(20, 24, null, "attack"), "spaceOpera", "saber", targets, 4);
    expect(card.critical).toBe(true);
    expect(card.rows.map((r) => r.outcome)).toEqual(["critical", "critical"]);
  });
});

describe("Star Worlds cards", () => {
  const worlds = (natural: number, total: number, skilled = false) => ({
    formula: "2d6+1",
    natural,
    total,
    skilled,
  });

  it("the band of the total and the chances of each band", () => {
    const card = starWorldsCard(head, worlds(6, 7), 1, null);
    expect(card).toMatchObject({
      type: "worlds",
      total: 7,
      band: "problem",
      bonus: 1,
      previous: null,
    });
    const sum = Object.values(card.chances).reduce((a, b) => a + b, 0);
    expect(sum).toBeCloseTo(1, 12);
  });

  it("a Hero Point reroll keeps the better total and shows the other", () => {
    const card = starWorldsCard(head, worlds(4, 5), 1, null);
    const better = rerolledWorldsCard(card, worlds(10, 11));
    expect(better).toMatchObject({
      total: 11,
      band: "success",
      previous: { total: 5, band: "failure" },
    });
    const worse = rerolledWorldsCard(card, worlds(2, 3));
    expect(worse).toMatchObject({
      total: 5,
      band: "failure",
      previous: { total: 3, band: "failure" },
    });
  });
});

describe("damageCard", () => {
  it("the rolled damage, its type and flags, and the targets it may reach", () => {
    const roll = {
      formula: "3d6+2",
      total: 12,
      damage: {
        damageType: "energy" as const,
        critical: true,
        heroDie: false,
        baseFormula: "3d6+2",
      },
    };
    const targets = [{ uuid: "Actor.a", name: "A", ac: 14 }];
    expect(damageCard(head, roll, targets, "blaster", "m20", true)).toEqual({
      type: "damage",
      ...head,
      formula: "3d6+2",
      total: 12,
      ruleset: "m20",
      damageType: "energy",
      critical: true,
      heroDie: false,
      heroDieResult: null,
      itemId: "blaster",
      baseFormula: "3d6+2",
      targets: [{ uuid: "Actor.a", name: "A", ac: 14 }],
      fromHit: true,
      evaded: [],
    });
  });
});
