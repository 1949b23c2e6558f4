// Seed 000 (Star Wars m20, part II), lines 5–45: each rule line, exercised through the code the
// sheet, the cards, the combat tracker or the GM tool run. Lines with no rule (headings, the Dark
// Side as a roleplaying matter, design notes' prose) are listed at the end with why.
import { beforeEach, describe, expect, it } from "vitest";
import { d20 } from "../../src/rules/index.js";
import { chatWorld, cardOf, lastMessage } from "../applications/chat/click.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { sys, type Glue } from "../data/setup.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld("m20");
});

const actions = () => import("../../src/cards/roll/actions.js");
const inputs = () => import("../../src/applications/rolls/roll-inputs.js");

function target(actor: HolocronActor) {
  const user = (glue.env.game as { user: { targets: Set<unknown> } }).user;
  user.targets = new Set([{ actor, name: actor.name }]);
}

const weapon = (
  id: string,
  name: string,
  kind: string,
  damage: string,
  damageType = "kinetic",
) => ({
  _id: id,
  name,
  type: "weapon",
  system: { damage, kind, damageType },
});

/** STR 14 (+2), DEX 12 (+1), MND 14 (+2), level 3, hit dice 4 + 5 + 6, Force 3, Physical 2. */
function kara(system: Record<string, unknown> = {}) {
  return glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: {
      stats: { str: 14, dex: 12, mnd: 14 },
      level: 3,
      hitDice: [4, 5, 6],
      skills: { physical: 2, force: 3 },
      ...system,
    },
    items: [
      weapon("saber00000000000", "Vibroblade", "melee", "1d8"),
      weapon("blaster000000000", "Blaster", "ranged", "3d6", "energy"),
      weapon("grenade000000000", "Grenade", "thrown", "4d6"),
    ],
  });
}

function trooper(system: Record<string, unknown> = {}) {
  return glue.createActor({
    name: "Trooper",
    type: "m20Npc",
    system: {
      stats: { str: 10, dex: 10, mnd: 10 },
      level: 1,
      hitDice: [3],
      health: { value: 13 },
      ...system,
    },
  });
}

describe("seed 000, Combat", () => {
  it("seed 000 line 5: 1d6 per level — a level lowered on the sheet no longer counts its die (STR 12, dice 4, 5, 6, level 2 → 21)", async () => {
    const a = await kara({ stats: { str: 12, dex: 12, mnd: 14 } });
    expect(a.healthView.max).toBe(12 + 4 + 5 + 6);
    // the sheet's level field writes system.level; the dice stay recorded for a later level-up
    await a.update({ "system.level": 2 } as never);
    expect(a.healthView.max).toBe(21);
    expect(sys(a).hitDice).toEqual([4, 5, 6]);
    await a.update({ "system.level": 3 } as never);
    expect(a.healthView.max).toBe(27);
  });

  it("seed 000 line 5: max HP = STR + the hit dice; HP 0 then STR; STR 0 is dead; a mook falls to any hit", async () => {
    const a = await kara({ health: { value: 5 } });
    expect(sys(a).health).toMatchObject({ max: 14 + 4 + 5 + 6 });
    await a.carryOutDamage(8);
    expect(sys(a)).toMatchObject({
      health: { value: 0 },
      strDamage: { value: 3 },
      effectiveStr: 11,
    });
    await a.carryOutDamage(20);
    expect(sys(a).strDamage).toMatchObject({ value: 14 });
    expect(a.healthView.states.find((s) => s.id === "dead")?.active).toBe(true);
    const mook = await trooper({ mook: true });
    const change = await mook.carryOutDamage(0, { hit: true });
    expect(change?.after.out).toBe(true);
  });

  it("seed 000 line 7: initiative 1d20 + DEX; a deflect, a check vs DC, an attack vs AC", async () => {
    const a = await kara();
    const { initiativeRulesOf } = await import("../../src/documents/combat-facts.js");
    const rules = initiativeRulesOf(a)!;
    expect(rules.formulaFor(rules.view(a as never))).toBe("1d20+1");
    expect(d20.deflects(15, 15)).toBe(true);
    const { skillPlan } = await inputs();
    expect(skillPlan(a, "physical").config.asksDc).toBe(true);
    const t = await trooper();
    target(t);
    scriptedDice.push(9);
    await (await actions()).rollAttack(a, "blaster000000000", { fast: true });
    // DEX +1 + level 3 = +4: 9 + 4 = 13 vs AC 10
    expect(cardOf(lastMessage())).toMatchObject({
      type: "attack",
      total: 13,
      rows: [{ ac: 10, outcome: "hit" }],
    });
  });

  it("seed 000 line 9: melee is STR + attack bonus (an override when set) and damage adds STR", async () => {
    const a = await kara({ attack: { melee: 5, ranged: null } });
    const { attackPlan, damagePlan } = await inputs();
    const saber = a.items.get("saber00000000000")!;
    expect(attackPlan(a, saber)).toMatchObject({ stat: "str", config: { parts: [{ value: 5 }] } });
    expect(damagePlan(a, saber).formula).toBe("1d8+2");
  });

  it("seed 000 line 10: ranged and thrown are DEX + attack bonus, no stat on damage", async () => {
    const a = await kara();
    const { attackPlan, damagePlan } = await inputs();
    for (const id of ["blaster000000000", "grenade000000000"]) {
      const item = a.items.get(id)!;
      expect(attackPlan(a, item)).toMatchObject({ stat: "dex", config: { parts: [{ value: 3 }] } });
    }
    expect(damagePlan(a, a.items.get("blaster000000000")!).formula).toBe("3d6");
  });

  it("seed 000 line 12: a natural 20 rolls the damage dice twice", async () => {
    const a = await kara();
    const t = await trooper();
    target(t);
    scriptedDice.push(20);
    await (await actions()).rollAttack(a, "blaster000000000", { fast: true });
    expect(cardOf(lastMessage())).toMatchObject({
      critical: true,
      rows: [{ outcome: "critical" }],
    });
    expect(d20.criticalFormula("3d6")).toBe("3d6+3d6");
  });
});

describe("seed 000, damage from other things (the GM's hazard tool)", () => {
  const flow = () => import("../../src/applications/gm/hazard-flow.js");

  it("seed 000 line 14: any other damage is the GM's damage tool's, through the same pipeline", async () => {
    const t = await trooper();
    await t.carryOutDamage(4, { type: "energy" });
    expect(sys(t).health).toMatchObject({ value: 9 });
  });

  it("seed 000 line 16: 1d6 per 10 ft; landing lightly (DEX + Physical vs DC = feet) halves, rounded up", async () => {
    const a = await kara();
    // 3d6 = 3 + 3 + 3 = 9; d20 15 + DEX 1 + Physical 2 = 18 < DC 30: the full 9.
    scriptedDice.push(3, 3, 3, 15);
    await (
      await flow()
    ).runHazard({
      request: { kind: "falling", feet: 30, intoHazard: false, surge: "half", surgeDc: 15 },
      damageType: "kinetic",
      creatures: [{ actor: a as never, choice: "roll" }],
    });
    expect(cardOf(lastMessage())).toMatchObject({
      type: "hazard",
      rows: [{ rolled: 9, resisted: false, amount: 9, check: { total: 18, dc: 30 } }],
    });
    expect(d20.landLightlyDamage({ damage: 9, success: true })).toBe(5);
  });

  it("seed 000 line 17: falling into a hazard adds +1 per 10 ft, at most +10", async () => {
    const a = await kara();
    scriptedDice.push(1, 1);
    await (
      await flow()
    ).runHazard({
      request: { kind: "falling", feet: 20, intoHazard: true, surge: null, surgeDc: 15 },
      damageType: "kinetic",
      creatures: [{ actor: a as never, choice: "none" }],
    });
    expect(cardOf(lastMessage())).toMatchObject({
      formula: "2d6+2",
      rows: [{ rolled: 4, amount: 4 }],
    });
    expect(d20.hazardBonus(200)).toBe(10);
  });

  it("seed 000 line 18: poison, a STR + Physical check avoids or halves, depending on the poison", async () => {
    const a = await kara();
    // 2d6 = 3 + 4 = 7; d20 10 + STR 2 + Physical 2 = 14 ≥ 12: halved, rounded up → 4
    scriptedDice.push(3, 4, 10);
    await (
      await flow()
    ).runHazard({
      request: { kind: "poison", formula: "2d6", save: "half", dc: 12 },
      damageType: "kinetic",
      creatures: [{ actor: a as never, choice: "roll" }],
    });
    expect(cardOf(lastMessage())).toMatchObject({
      rows: [{ rolled: 7, resisted: true, amount: 4 }],
    });
    expect(d20.poisonDamage({ damage: 9, save: "avoid", saved: true })).toBe(0);
  });

  it("seed 000 line 19: heat or cold every 10 minutes, DC 15 + 1 per previous check, 1d6 each failure", async () => {
    const a = await kara();
    const run = async () =>
      (await flow()).runHazard({
        request: { kind: "exposure" },
        damageType: "kinetic",
        creatures: [{ actor: a as never, choice: "roll" }],
      });
    scriptedDice.push(3, 20);
    await run();
    scriptedDice.push(5, 1);
    await run();
    expect(cardOf(lastMessage())).toMatchObject({
      rows: [{ check: { dc: 16 }, resisted: false, amount: 5 }],
    });
  });
});
