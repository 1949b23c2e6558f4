// Seed 002 (Star Worlds, system mechanics), lines 1–38: each rule line, exercised through the code
// the sheet, the cards, the combat tracker or the GM tool run. Hero Points and levelling (lines
// 41–53) are in seed-002-hero.test.ts, the level table (55–132) in seed-002-levels.test.ts.
// Lines with no rule: 1 (the page's title), 3, 25, 32, 35 (headings), 8–11, 14, 17, 20, 23 (the
// band table's start, column heads, row separators and end; each band is its two cells, 12–13,
// 15–16, 18–19, 21–22) and the blank lines 2, 5, 7, 24, 27, 29, 31, 34, 37, 39.
import { beforeEach, describe, expect, it } from "vitest";
import { chatWorld, cardOf, click, lastMessage } from "../applications/chat/click.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { dialogAnswers, messages } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { sys, type Glue } from "../data/setup.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import type { OpposedCard } from "../../src/cards/data.js";
import { onSheet, target as targetOf } from "./worlds.js";
import { placeToken, StandInScene } from "../foundry/parts/scenes.js";
import type { StandInActor } from "../foundry/parts/documents.js";

const GM = "gm00000000000000";
let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld("starWorlds");
  messages.length = 0;
  dialogAnswers.length = 0;
  actAs(GM);
});

const target = (...actors: HolocronActor[]) => targetOf(glue, ...actors);
const vitality = (a: HolocronActor) => (sys(a).health as { value: number; max: number }).value;

/** Menace +1, Daring +2, Guile +1, the rest 0; a 2d6 blaster and armor 2 at Speed 3, not worn. */
const ace = (system: Record<string, unknown> = {}) =>
  glue.createActor({
    name: "Ace",
    type: "worldsCharacter",
    system: {
      attributes: { menace: 1, daring: 2, guile: 1 },
      health: { value: 13 },
      skills: ["Piloting"],
      ...system,
    },
    items: [
      {
        _id: "blaster000000000",
        name: "Blaster",
        type: "weapon",
        system: { damage: "2d6", kind: "ranged", damageType: "energy" },
      },
      {
        _id: "vest000000000000",
        name: "Flak vest",
        type: "armor",
        system: { armor: 2, speed: 3, equipped: false },
      },
    ],
  });

const thug = (system: Record<string, unknown> = {}) =>
  glue.createActor({
    name: "Thug",
    type: "worldsNpc",
    system: { attributes: { guile: 1 }, damage: "1d6+1", ...system },
  });

describe("seed 002, rolling dice", () => {
  it("seed 002 line 4: an attribute roll is 2d6 plus the attribute (the sheet's attribute)", async () => {
    const a = await ace();
    scriptedDice.push(3, 4);
    await onSheet(a, "rollStat", { stat: "daring" });
    expect(cardOf(lastMessage())).toMatchObject({ type: "worlds", total: 9, bonus: 2 });
    // A skill's roll: the dialog asks which attribute the action calls for.
    dialogAnswers.push({ button: "roll", fill: { stat: "guile" } });
    scriptedDice.push(3, 4);
    await onSheet(a, "rollSkill", { skill: "Piloting" }, false);
    expect(cardOf(lastMessage())).toMatchObject({ total: 8, bonus: 1 });
  });

  it("seed 002 line 6: an opposed roll has a winner; ties are rolled again until broken", async () => {
    const a = await ace();
    const rival = await thug();
    scriptedDice.push(3, 3);
    await onSheet(a, "rollStat", { stat: "daring" }); // 3 + 3 + 2 = 8
    target(rival);
    dialogAnswers.push({ button: "ask", fill: { attribute: "guile" } });
    await click(lastMessage(), "askResist");
    const card = lastMessage();
    // Rival 4 + 3 + 1 = 8 ties; both again: Ace 2 + 2 + 2 = 6, Rival 1 + 1 + 1 = 3.
    scriptedDice.push(4, 3, 2, 2, 1, 1);
    await click(card, "resistCheck", { uuid: rival.uuid });
    expect((cardOf(card) as OpposedCard).resisters[0]!.result).toEqual({
      rounds: [
        { actor: 8, resister: 8 },
        { actor: 6, resister: 3 },
      ],
      winner: "actor",
    });
  });
});

describe("seed 002, the four bands", () => {
  async function band(dice: [number, number], skill = false) {
    const a = await ace();
    scriptedDice.push(...dice);
    if (skill) {
      dialogAnswers.push({ button: "roll", fill: { stat: "acuity" } });
      await onSheet(a, "rollSkill", { skill: "Piloting" }, false);
    } else await onSheet(a, "rollStat", { stat: "acuity" }); // Acuity 0: the total is the dice
    return cardOf(lastMessage());
  }

  it("seed 002 lines 12–13: 6 or less is a Failure; with a Skill it is a Close-Call", async () => {
    expect(await band([3, 3])).toMatchObject({ total: 6, band: "failure", skilled: false });
    expect(await band([1, 1])).toMatchObject({ total: 2, band: "failure" });
    expect(await band([3, 3], true)).toMatchObject({ total: 6, band: "closeCall", skilled: true });
  });

  it("seed 002 lines 15–16: 7 – 9 is a Problem", async () => {
    expect(await band([3, 4])).toMatchObject({ total: 7, band: "problem" });
    expect(await band([4, 5], true)).toMatchObject({ total: 9, band: "problem" });
  });

  it("seed 002 lines 18–19: 10 – 11 is a Success", async () => {
    expect(await band([4, 6])).toMatchObject({ total: 10, band: "success" });
    expect(await band([5, 6])).toMatchObject({ total: 11, band: "success" });
  });

  it("seed 002 lines 21–22: 12 or more is a Critical", async () => {
    expect(await band([6, 6])).toMatchObject({ total: 12, band: "critical" });
    const a = await ace();
    scriptedDice.push(5, 5);
    await onSheet(a, "rollStat", { stat: "daring" }); // 10 + 2
    expect(cardOf(lastMessage())).toMatchObject({ total: 12, band: "critical" });
  });
});

describe("seed 002, Vitality and damage", () => {
  it("seed 002 line 26: Vitality is the buffer the sheet and the token bar show; a bump leaves no condition", async () => {
    const a = await ace();
    expect(a.healthView).toMatchObject({ label: "HOLOCRON.Health.Vitality", value: 13, max: 13 });
    expect(a.ruleset.tokenBars("worldsCharacter")).toEqual({
      primary: "health",
      secondary: "heroPoints",
    });
    await a.applyDamage(4);
    expect(sys(a)).toMatchObject({ health: { value: 9 }, wounded: false, dying: false });
    expect(a.statuses.size).toBe(0);
  });

  it("seed 002 line 28: max 12 + MEN; damage from a card lowers it to 0, not below: Wounded; more: Dying", async () => {
    const a = await ace();
    expect(sys(a).health).toMatchObject({ value: 13, max: 13 });
    await a.update({ "system.attributes.menace": 3 } as never);
    // Unhurt, it stays at full health as its maximum rises (rulings: health follows its maximum).
    expect(sys(a).health).toMatchObject({ value: 15, max: 15 });
    const rival = await thug();
    target(a);
    const hit = async (dice: number[]) => {
      scriptedDice.push(...dice);
      await onSheet(rival, "rollNpcDamage");
      await click(lastMessage(), "applyDamage", { mode: "damage" });
    };
    await hit([1]); // 1 + 1
    await hit([5]); // 5 + 1
    expect(vitality(a)).toBe(7);
    await hit([6]); // 7 more: 0, not −0
    expect(sys(a)).toMatchObject({ health: { value: 0 }, wounded: true, dying: false });
    expect(a.statuses.has("wounded")).toBe(true);
    await hit([1]);
    expect(sys(a)).toMatchObject({ health: { value: 0 }, wounded: true, dying: true });
    expect(a.statuses.has("dying")).toBe(true);
  });

  it("seed 002 line 30: damage is the weapon's dice plus the bonuses that apply (level dice, a Hero Point's die)", async () => {
    const a = await ace({ level: 5, heroPoints: { value: 1, spent: 48, spentAtRest: 48 } });
    scriptedDice.push(3, 4, 5);
    await onSheet(a, "rollDamage", { itemId: "blaster000000000" });
    const card = lastMessage();
    expect(cardOf(card)).toMatchObject({ type: "damage", formula: "2d6+1d6", total: 12 });
    scriptedDice.push(6);
    await click(card, "heroDie");
    expect(cardOf(card)).toMatchObject({ formula: "2d6+1d6+1d6", total: 18, heroDie: true });
  });
});

describe("seed 002, Armor and Speed", () => {
  it("seed 002 line 33: worn Armor is subtracted from damage before Vitality, and sets the Speed", async () => {
    const a = await ace();
    expect(sys(a)).toMatchObject({ armor: 0, speed: 4 });
    await onSheet(a, "toggleEquipped", { itemId: "vest000000000000" });
    expect(sys(a)).toMatchObject({ armor: 2, speed: 3 });
    const rival = await thug();
    target(a);
    scriptedDice.push(4);
    await onSheet(rival, "rollNpcDamage"); // 4 + 1 = 5, less Armor 2
    await click(lastMessage(), "applyDamage", { mode: "damage" });
    expect(vitality(a)).toBe(10); // 13 − 3
    // The tracker reads the same Speed.
    const { initiativeRulesOf } = await import("../../src/documents/combat-facts.js");
    expect(initiativeRulesOf(a)!.view(a as never)).toMatchObject({ kind: "speed", speed: 3 });
  });

  it("seed 002 line 33: who goes first is the higher Speed, then a Daring roll for a tie", async () => {
    const { makeActor, makeCombat, setupCombatWorld, worldsSystem } =
      await import("../combat/world.js");
    const world = await setupCombatWorld("starWorlds");
    const { combat, combatants } = makeCombat([
      makeActor("Slow", "worldsNpc", worldsSystem({ speed: 2 })),
      makeActor("Bo", "worldsNpc", worldsSystem({ speed: 4, daring: 0 })),
      makeActor("Ace", "worldsCharacter", worldsSystem({ speed: 4, daring: 1 })),
    ]);
    // Bo 7, Ace 6 + 1 = 7: tied again; then Bo 5, Ace 3 + 1 = 4.
    const rolls = [7, 6, 5, 3];
    world.HolocronCombat.daringRoller = async (daring) => ({
      total: (rolls.shift() ?? 0) + daring,
      roll: null,
    });
    await combat.rollInitiative(combatants.map((c) => c.id!));
    expect(combatants.map((c) => c.initiative)).toEqual([2, 4, 4]);
    expect(combat.setupTurns().map((c) => c.name)).toEqual(["Bo", "Ace", "Slow"]);
    expect(combatants[1]!.holocronFlags).toMatchObject({ daringRolls: [7, 5] });
  });

  it("seed 002 line 33: who runs the fastest: the GM's tool orders the selected tokens the same way", async () => {
    const scene = new StandInScene("Street");
    const runner = async (name: string, speed: number) => {
      const actor = await glue.createActor({ name, type: "worldsNpc", system: { speed } });
      placeToken(scene, actor as unknown as StandInActor, { select: true });
    };
    await runner("Slow", 2);
    await runner("Quick", 4);
    await runner("Quicker", 4);
    scriptedDice.push(1, 2, 3, 3); // Quick 3, Quicker 6
    const { whoRunsFastest } = await import("../../src/applications/gm/speed-race.js");
    await whoRunsFastest();
    const content = lastMessage().content;
    const places = ["Quicker", "Quick", "Slow"].map((n) => content.indexOf(`>${n}<`));
    expect(places.every((i) => i > 0)).toBe(true);
    expect(places).toEqual([...places].sort((x, y) => x - y));
  });
});

describe("seed 002, recovery (the sheet's rest menu)", () => {
  it("seed 002 line 36: a night removes Wounded and fills Vitality unless Dying; Dying takes a week or bacta", async () => {
    // A rest advances the world clock on the GM; the time handler heals (rulings.md, "Time and healing").
    (await import("../../src/hooks/time.js")).registerTimeHooks();
    const a = await ace();
    await a.applyDamage(20);
    expect(sys(a)).toMatchObject({ health: { value: 0 }, wounded: true });
    await onSheet(a, "recover", { kind: "night" });
    expect(sys(a)).toMatchObject({ health: { value: 13 }, wounded: false });
    // The night is world time that passed: its card is the recovery card.
    expect(cardOf(lastMessage())).toMatchObject({ type: "recovery", rows: [{ amount: 13 }] });
    await a.applyDamage(20);
    await a.applyDamage(1);
    expect(sys(a)).toMatchObject({ dying: true });
    await onSheet(a, "recover", { kind: "night" });
    expect(sys(a)).toMatchObject({ health: { value: 0 }, wounded: true, dying: true });
    await onSheet(a, "recover", { kind: "week" });
    expect(sys(a)).toMatchObject({ health: { value: 13 }, wounded: false, dying: false });
    await a.applyDamage(20);
    await a.applyDamage(1);
    await onSheet(a, "recover", { kind: "bacta" });
    expect(sys(a)).toMatchObject({ health: { value: 13 }, dying: false });
    expect(a.statuses.size).toBe(0);
  });

  it("seed 002 line 38: rest removes Exhausted (and Out-Cold); Sick and Lost Limb stay for the GM's chip", async () => {
    // A rest advances the world clock on the GM; the time handler heals (rulings.md, "Time and healing").
    (await import("../../src/hooks/time.js")).registerTimeHooks();
    const a = await ace();
    for (const status of ["exhausted", "outCold", "sick", "lostLimb"]) {
      await onSheet(a, "toggleStatus", { status });
    }
    expect(a.healthView.out).toBe(true); // Out-Cold: cannot act
    await onSheet(a, "recover", { kind: "night" });
    expect([...a.statuses].sort()).toEqual(["lostLimb", "sick"]);
    // The fiction's cure (medicine, a prosthesis) is the GM's: the chip clears it.
    await onSheet(a, "toggleStatus", { status: "sick" });
    await onSheet(a, "toggleStatus", { status: "lostLimb" });
    expect(a.statuses.size).toBe(0);
  });
});
