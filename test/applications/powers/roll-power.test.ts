// One use of a power rolled: a check per target (the penalty in the bonus), an NPC's resistance
// at once, a player's target left pending for its owner; a power without targets checks once.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { powerKit } from "../../../src/rulesets/index.js";
import type { PowerKit } from "../../../src/rulesets/power-kit.js";
import { knightPlan, powerTarget } from "../../rulesets/power-fixtures.js";
import type { PowerPlan } from "../../../src/rulesets/power-plan.js";
import type { TargetRef } from "../../../src/applications/powers/roll-power.js";
import { installFoundry } from "../../foundry/index.js";

// Holocron classes extend Foundry's: the stand-in is installed before they load.
installFoundry();
const { rollPower } = await import("../../../src/applications/powers/roll-power.js");

beforeEach(async () => {
  await setupGlue();
  (await import("../../../src/dice/register.js")).registerRolls();
});

const kit = powerKit("m20") as PowerKit;
const plan = knightPlan;
const roll = (p: PowerPlan, targets: TargetRef[] = []) =>
  rollPower({
    kit,
    plan: p,
    actor: { uuid: "Actor.kara", name: "Kara" },
    item: { name: "Force Push", img: "push.svg" },
    level: 3,
    modifier: 0,
    dc: 15,
    inCombat: true,
    targets,
  });

describe("a power with targets", () => {
  it("an NPC resists at once; a player's target waits for its owner", async () => {
    const npc = powerTarget("Droid", true);
    const pc = powerTarget("Ace", false);
    const p = plan("push", [npc, pc]);
    // Droid: check 15 (+4), resistance 5 (+2); Ace: check 10 (+4), no resistance rolled.
    scriptedDice.push(15, 5, 10);
    const { state, rolls } = await roll(p, [
      { target: npc, playerOwned: false },
      { target: pc, playerOwned: true },
    ]);
    expect(rolls).toHaveLength(3);
    expect(state.rows.map((r) => [r.name, r.checkTotal, r.natural, r.resistTotal])).toEqual([
      ["Droid", 19, 15, 7],
      ["Ace", 14, 10, null],
    ]);
    expect(state.rows[0]!.outcome).not.toBe("pending");
    expect(state.rows[1]).toMatchObject({ outcome: "pending", playerResists: true });
    expect(state).toMatchObject({
      actorUuid: "Actor.kara",
      powerId: "push",
      ruleset: "m20",
      cost: p.cost,
      penalty: p.penalty,
      checkBonus: 4,
      dc: null,
      check: null,
      negates: null,
    });
  });
});

describe("a power without targets", () => {
  it("Surge checks once against the DC", async () => {
    scriptedDice.push(12);
    const { state, rolls } = await roll(plan("surge", []));
    expect(rolls).toHaveLength(1);
    expect(state.rows).toEqual([]);
    expect(state.dc).toBe(15);
    expect(state.check).toMatchObject({ total: 18, natural: 12 });
    expect(state.battlemindBonus).toBeNull();
  });

  it("Battlemind's bonus is a tenth of the check total, rounded down (no DC)", async () => {
    scriptedDice.push(20);
    const { state } = await roll(plan("battlemind", []));
    // Force 4 + MND 2 = +6: 26 gives +2.
    expect(state.check).toMatchObject({ total: 26, natural: 20 });
    expect(state.battlemindBonus).toBe(2);
    expect(state.dc).toBeNull();
  });
});
