// Seed 003 (Space Opera d20, combat), lines 1–20: each rule line, exercised through the code the
// sheet, the cards, the combat tracker or the GM tool run. Chases (lines 22–26) are the chase
// tracker's (test/applications/chase). Line 1 is a heading; line 9 (a round is six seconds) is
// Foundry's round length, set in test/documents/combat.test.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { d20, spaceOpera } from "../../src/rules/index.js";
import { chatWorld, cardOf, lastMessage } from "../applications/chat/click.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { sys, type Glue } from "../data/setup.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld("spaceOpera");
});

const actions = () => import("../../src/cards/roll/actions.js");
const inputs = () => import("../../src/applications/rolls/roll-inputs.js");
const hazards = () => import("../../src/applications/gm/hazard-flow.js");
const hp = (a: { system: unknown }) => (sys(a).health as { value: number }).value;

function target(actor: HolocronActor) {
  const user = (glue.env.game as { user: { targets: Set<unknown> } }).user;
  user.targets = new Set([{ actor, name: actor.name }]);
}

/** STR 14 (+2), DEX 12 (+1), MND 14 (+2), level 3, Physical 2, Psionics 3: max HP 10 + 14 + 4 = 28. */
function tal(system: Record<string, unknown> = {}) {
  return glue.createActor({
    name: "Tal",
    type: "operaCharacter",
    system: {
      stats: { str: 14, dex: 12, mnd: 14 },
      level: 3,
      skills: { physical: 2, psionics: 3 },
      ...system,
    },
    items: [
      {
        _id: "knife00000000000",
        name: "Knife",
        type: "weapon",
        system: { damage: "1d4", kind: "melee" },
      },
      {
        _id: "pistol0000000000",
        name: "Pistol",
        type: "weapon",
        system: { damage: "2d6", kind: "ranged", damageType: "energy" },
      },
    ],
  });
}

const goon = (system: Record<string, unknown> = {}) =>
  glue.createActor({
    name: "Goon",
    type: "operaNpc",
    system: { stats: { str: 10, dex: 10, mnd: 10 }, ...system },
  });

describe("seed 003, combat", () => {
  it("seed 003 line 3: max HP = 10 + STR + 2 per level beyond 1st; the dying check is STR + level vs DC 20", async () => {
    const a = await tal();
    expect(sys(a)).toMatchObject({ health: { max: 28 }, dyingCheckBonus: 5 });
    expect(spaceOpera.dyingCheck({ total: 19 })).toBe("dies");
    expect(spaceOpera.dyingCheck({ total: 20 })).toBe("survives");
  });

  it("seed 003 line 5: a mook has no hit points and falls to any successful attack", async () => {
    const mook = await goon({ mook: true });
    expect(mook.healthView.max).toBeNull();
    const change = await mook.carryOutDamage(0, { hit: true });
    expect(change?.after.out).toBe(true);
  });

  it("seed 003 line 7: initiative 1d20 + DEX, ties to the higher DEX score", async () => {
    const a = await tal();
    const { initiativeRulesOf } = await import("../../src/documents/combat-facts.js");
    const rules = initiativeRulesOf(a)!;
    expect(rules.formulaFor(rules.view(a as never))).toBe("1d20+1");
    expect(
      d20.initiativeOrder([
        { id: "low", total: 12, dex: 10 },
        { id: "high", total: 12, dex: 16 },
      ]),
    ).toEqual(["high", "low"]);
  });

  it("seed 003 line 11: melee STR + To Hit, ranged DEX; a natural 20 doubles, a natural 1 misses", async () => {
    const a = await tal();
    const { attackPlan, damagePlan } = await inputs();
    expect(attackPlan(a, a.items.get("knife00000000000")!)).toMatchObject({ stat: "str" });
    expect(damagePlan(a, a.items.get("knife00000000000")!).formula).toBe("1d4+2");
    expect(attackPlan(a, a.items.get("pistol0000000000")!)).toMatchObject({ stat: "dex" });
    const t = await goon({ stats: { str: 10, dex: 3, mnd: 10 } });
    target(t);
    scriptedDice.push(1);
    await (await actions()).rollAttack(a, "pistol0000000000", { fast: true });
    // 1 + DEX 1 + 3 = 5 would reach AC 6, but a natural 1 misses
    expect(cardOf(lastMessage())).toMatchObject({ rows: [{ ac: 6, outcome: "miss" }] });
    scriptedDice.push(20);
    await (await actions()).rollAttack(a, "pistol0000000000", { fast: true });
    expect(cardOf(lastMessage())).toMatchObject({ critical: true });
  });
});

describe("seed 003, other damage (the GM's hazard tool)", () => {
  it("seed 003 line 13: the GM's damage tool applies any other damage", async () => {
    const a = await tal({ health: { value: 20 } });
    await (
      await hazards()
    ).runHazard({
      request: { kind: "damage", formula: "6", half: true },
      damageType: "kinetic",
      creatures: [{ actor: a as never, choice: "none" }],
    });
    expect(cardOf(lastMessage())).toMatchObject({ type: "hazard", rows: [{ amount: 3 }] });
  });

  it("seed 003 line 15: 1d6 per 10 ft; landing lightly halves; a psionic surge negates it", async () => {
    const a = await tal({ class: { knight: true } });
    scriptedDice.push(5, 5, 10);
    await (
      await hazards()
    ).runHazard({
      request: { kind: "falling", feet: 20, intoHazard: false, surge: "negate", surgeDc: 12 },
      damageType: "kinetic",
      creatures: [{ actor: a as never, choice: "surge" }],
    });
    expect(cardOf(lastMessage())).toMatchObject({
      rows: [{ rolled: 10, surge: true, resisted: true, amount: 0 }],
    });
    expect(d20.landLightlyDamage({ damage: 9, success: true })).toBe(5);
  });

  it("seed 003 line 16: into a hazard, +1 per 10 ft, at most +10", () => {
    expect(d20.fallingFormula({ feet: 30, hazard: true })).toBe("3d6+3");
    expect(d20.hazardBonus(250)).toBe(10);
  });

  it("seed 003 line 17: poison, a STR + Physical check avoids the damage or halves it", async () => {
    const a = await tal();
    // 2d6 = 4 + 4; d20 10 + STR 2 + Physical 2 = 14 ≥ 12: avoided
    scriptedDice.push(4, 4, 10);
    await (
      await hazards()
    ).runHazard({
      request: { kind: "poison", formula: "2d6", save: "avoid", dc: 12 },
      damageType: "kinetic",
      creatures: [{ actor: a as never, choice: "roll" }],
    });
    expect(cardOf(lastMessage())).toMatchObject({
      rows: [{ rolled: 8, resisted: true, amount: 0 }],
    });
    expect(d20.poisonDamage({ damage: 7, saved: true, save: "half" })).toBe(4);
  });

  it("seed 003 line 18: heat or cold every 10 minutes, DC 15 + 1 per previous check, 1d6 each failure", async () => {
    const a = await tal();
    scriptedDice.push(4, 2);
    await (
      await hazards()
    ).runHazard({
      request: { kind: "exposure" },
      damageType: "kinetic",
      creatures: [{ actor: a as never, choice: "roll" }],
    });
    expect(cardOf(lastMessage())).toMatchObject({
      rows: [{ check: { dc: 15 }, resisted: false, amount: 4 }],
    });
    expect(d20.EXPOSURE_INTERVAL_MINUTES).toBe(10);
  });
});

describe("seed 003, healing", () => {
  it("seed 003 line 20: level per hour, twice with care; a Heroism Point heals 2d6 + 2", async () => {
    // A rest advances the world clock on the GM; the time handler heals (rulings.md, "Time and healing").
    (await import("../../src/hooks/time.js")).registerTimeHooks();
    const { recoverFromSheet } = await import("../../src/applications/sheets/recovery.js");
    const a = await tal({ health: { value: 5 }, heroism: { value: 1 } });
    await recoverFromSheet(a, "hour");
    expect(hp(a)).toBe(8);
    await recoverFromSheet(a, "hourMedical");
    expect(hp(a)).toBe(14);
    scriptedDice.push(3, 4);
    await recoverFromSheet(a, "heroism");
    expect(hp(a)).toBe(23);
    expect(sys(a).heroism).toMatchObject({ value: 0 });
  });
});
