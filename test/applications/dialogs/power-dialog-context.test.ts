import { describe, expect, it } from "vitest";
import { knightPlan, powerTarget } from "../../rulesets/power-fixtures.js";
import type { PowerPlan } from "../../../src/rulesets/power-plan.js";
import { powerDialogContext } from "../../../src/applications/dialogs/power-dialog-context.js";

describe("the dialog's numbers", () => {
  const plan = (
    powerId: "push" | "stunDroid" | "surge" | "battlemind",
    targets = [powerTarget("A", true), powerTarget("B", false)],
  ) => knightPlan(powerId, targets);
  const context = (p: PowerPlan, inCombat = true) =>
    powerDialogContext(p, {
      powerName: "Force Push",
      skill: "force",
      inCombat,
      modifier: 0,
      dc: 15,
      dcLocked: false,
    });

  it("two targets: cost 5 HP (one extra), −2, exact chance per target (229/400)", () => {
    const c = context(plan("push"));
    expect(c).toMatchObject({
      cost: 5,
      extraTargets: 1,
      penalty: -2,
      checkBonus: "+4",
      showDc: false,
    });
    expect(c.rows.map((r) => [r.name, r.resistBonus, r.chance])).toEqual([
      ["A", "+2", "57%"],
      ["B", "+2", "57%"],
    ]);
    expect(c.resistKey).toBe("HOLOCRON.Power.Resist.push");
    expect(c.skillKey).toBe("HOLOCRON.Power.Skill.force");
  });
  it("Stun Droid marks living targets immune", () => {
    expect(context(plan("stunDroid")).rows.map((r) => r.immune)).toEqual([false, true]);
  });
  it("DC powers show the DC chance; Battlemind the chance of +1 and +2", () => {
    expect(context(plan("surge", []))).toMatchObject({ showDc: true, dcChance: "60%", rows: [] });
    expect(context(plan("battlemind", [])).battlemind).toMatchObject({
      atLeast1: "85%",
      atLeast2: "35%",
    });
  });
  it("each number has its breakdown: the cost, the HP left, the penalty, the chances", () => {
    const push = context(plan("push"));
    expect(push.costBreakdown).toMatchObject({ shown: "5", total: 5 });
    expect(push.hpAfterBreakdown?.total).toBe(push.hpAfter);
    expect(push.penaltyBreakdown).toMatchObject({ shown: "−2", total: -2 });
    expect(push.rows[0]?.resistBreakdown?.total).toBe(Number(push.rows[0]?.resistBonus));
    expect(context(plan("surge", [])).dcChanceBreakdown?.against).toMatchObject({
      kind: "dc",
      value: "15",
      text: "60%",
    });
    const bm = context(plan("battlemind", [])).battlemind;
    expect(bm?.breakdown1.against).toMatchObject({ kind: "dc", value: "10", text: "85%" });
    expect(bm?.breakdown2.against).toMatchObject({ kind: "dc", value: "20", text: "35%" });
  });
});
