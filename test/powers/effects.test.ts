import { describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";
import { powerKit } from "../../src/rulesets/index.js";
import type { PowerKit } from "../../src/rulesets/power-kit.js";
import { planPower, type PowerPlan } from "../../src/rulesets/power-plan.js";
import { powerDialogContext } from "../../src/applications/dialogs/power-dialog-context.js";

installFoundry();
const { battlemindEffectData, battlemindEffectIds, BATTLEMIND_CHANGE_KEYS } =
  await import("../../src/documents/power-effects.js");
const { negatePowerItemId, negatesDamage } = await import("../../src/powers/negate-energy.js");

const kit = powerKit("m20") as PowerKit;

describe("Battlemind's Active Effect", () => {
  const data = battlemindEffectData({
    name: "Battlemind +2",
    img: "i.svg",
    origin: "Actor.k.Item.b",
    bonus: 2,
  });
  it("adds +N to attack, damage and AC (ADD mode; V14's shape in test/compat)", () => {
    expect(data.changes).toEqual(
      BATTLEMIND_CHANGE_KEYS.map((key) => ({ key, mode: 2, value: "2", priority: 20 })),
    );
    expect(BATTLEMIND_CHANGE_KEYS).toEqual([
      "system.modifiers.attack",
      "system.modifiers.damage",
      "system.modifiers.ac",
    ]);
  });
  it("is flagged to end with the combat and shows the battlemind status", () => {
    expect(data.flags).toEqual({ holocron: { untilCombatEnd: true, battlemind: 2 } });
    expect(data.statuses).toEqual(["battlemind"]);
  });
  it("a new Battlemind replaces the old one: earlier effects are found by their flag", () => {
    const effects = [
      { id: "a", flags: { holocron: { battlemind: 1, untilCombatEnd: true } } },
      { id: "b", flags: { holocron: { untilCombatEnd: true } } },
      { id: "c", flags: {} },
      { id: null, flags: { holocron: { battlemind: 3 } } },
    ];
    expect(battlemindEffectIds(effects)).toEqual(["a"]);
  });
});

describe("Negate Energy bookkeeping", () => {
  const card = (success: boolean, messageId = "dmg1", actorUuid = "Actor.k") => ({
    holocron: {
      power: {
        powerId: "negateEnergy",
        rows: [],
        check: { total: 14, natural: 9, success },
        negates: { messageId, actorUuid },
      },
    },
  });
  it.each([
    { flags: card(true), negated: true, why: "a successful check for that card and Knight" },
    { flags: card(false), negated: false, why: "a failed check" },
    { flags: card(true, "other"), negated: false, why: "another damage card" },
    { flags: card(true, "dmg1", "Actor.x"), negated: false, why: "another Knight" },
    { flags: {}, negated: false, why: "not a power card" },
  ])("negatesDamage: $why → $negated", ({ flags, negated }) => {
    expect(negatesDamage(flags, "dmg1", "Actor.k")).toBe(negated);
  });

  it("finds the Knight's Negate Energy item among its powers", () => {
    const items = [
      { id: "w", type: "weapon", system: {} },
      { id: "p", type: "forcePower", system: { power: "push" } },
      { id: "n", type: "forcePower", system: { power: "negateEnergy" } },
    ];
    expect(negatePowerItemId(items, kit)).toBe("n");
    expect(negatePowerItemId(items.slice(0, 2), kit)).toBeNull();
    expect(
      negatePowerItemId(
        [{ id: "x", type: "psionicPower", system: { power: "negateEnergy" } }],
        kit,
      ),
    ).toBeNull();
  });
});

describe("the dialog's numbers", () => {
  const user = { level: 3, rank: 4, statBonus: 2, knight: true, droid: false, affinity: false };
  const target = (id: string, droid: boolean) => ({
    id,
    name: id,
    droid,
    stats: { physical: 1, power: 0, statBonuses: { str: 1, dex: 0, mnd: 0 } },
  });
  const plan = (
    powerId: "push" | "stunDroid" | "surge" | "battlemind",
    targets = [target("A", true), target("B", false)],
  ) => planPower({ kit, powerId, user, targets, inCombat: true, modifier: 0, dc: 15 }) as PowerPlan;
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
    expect(context(plan("battlemind", [])).battlemind).toEqual({
      atLeast1: "85%",
      atLeast2: "35%",
    });
  });
});
