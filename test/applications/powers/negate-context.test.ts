// The Negate Energy control's context: under a damage card the one DC is the energy damage taken, and
// its breakdown says so; under a hazard card each Knight's button explains its own row's DC.
import { describe, expect, it } from "vitest";
import { negateContext } from "../../../src/applications/powers/negate-context.js";

const knight = { uuid: "Actor.kara", name: "Kara", itemId: "negate0000000000", dc: 14 };

describe("negateContext", () => {
  it("a damage card's DC is the damage taken, as one term from the card", () => {
    const context = negateContext({ knights: [knight], damage: 14 }, "m20");
    expect(context.knights).toEqual([{ ...knight, dcBreakdown: null }]);
    expect(context.dcBreakdown).toMatchObject({
      id: "holocron-bd-negate-dc",
      shown: "14",
      total: 14,
      terms: [expect.objectContaining({ value: 14, kind: "HOLOCRON.Breakdown.Source.card" })],
    });
  });

  it("a hazard card's rows each have their own DC: each Knight's button explains its row's", () => {
    const context = negateContext({ knights: [knight], damage: null }, "spaceOpera");
    expect(context.dcBreakdown).toBeNull();
    expect(context.knights[0]!.dcBreakdown).toMatchObject({
      id: "holocron-bd-negate-dc-0",
      shown: "14",
      total: 14,
      title: "HOLOCRON.Breakdown.Title.powerDc",
      terms: [expect.objectContaining({ value: 14, kind: "HOLOCRON.Breakdown.Source.card" })],
    });
  });
});
