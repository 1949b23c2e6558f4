// Health follows creation (rulings: a character that has taken no damage is at full health while its
// maximum is set up; a damaged one keeps the damage it took): each character type created, its
// STR/Menace set, its hit dice rolled and typed or attributes generated, a level gained, on the stand-in.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, standIn, sys, type Glue } from "../data/setup.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { dialogAnswers } from "../foundry/parts/chat.js";
import type { HolocronActor } from "../../src/documents/actor.js";

const health = (actor: HolocronActor) => sys(actor).health as { value: number; max: number };
const full = (actor: HolocronActor) => expect(health(actor).value).toBe(health(actor).max);
const settle = () => new Promise((r) => setTimeout(r, 10));

/** After 5 damage, raising the max by 3 (`raise`) leaves current 2 below the old max. */
async function damagedThenRaised(actor: HolocronActor, raise: () => Promise<unknown>) {
  await actor.carryOutDamage(5);
  const { value, max } = health(actor);
  expect(value).toBe(max - 5);
  await raise();
  expect(health(actor)).toEqual({ value: max - 2, max: max + 3 });
}

let glue: Glue;

describe.each(["m20Character", "m20Npc"])("%s: hit dice and STR", (type) => {
  beforeEach(async () => {
    glue = await setupGlue("m20");
    (await import("../../src/dice/register.js")).registerRolls();
  });

  it("stays at full health while made; then keeps its damage as the max rises", async () => {
    const hitDice = await import("../../src/applications/sheets/hit-dice.js");
    const kara = await glue.createActor({ name: "Kara", type });
    expect(health(kara)).toEqual({ value: 10, max: 10 });
    await kara.update({ "system.stats.str": 14 } as never);
    expect(health(kara)).toEqual({ value: 14, max: 14 });
    scriptedDice.push(5);
    await hitDice.rollMissingHitDice(kara as never);
    expect(health(kara)).toEqual({ value: 19, max: 19 });
    await hitDice.setHitDie(kara as never, 0, "3");
    expect(health(kara)).toEqual({ value: 17, max: 17 });
    scriptedDice.push(4);
    await kara.update({ "system.level": 2 } as never);
    await settle();
    expect(health(kara)).toEqual({ value: 21, max: 21 });
    await damagedThenRaised(kara, () => kara.update({ "system.stats.str": 17 } as never));
    // Lowering: the damaged value is kept until the max comes below it.
    await hitDice.setHitDie(kara as never, 1, "1");
    expect(health(kara)).toEqual({ value: 19, max: 21 });
    await kara.update({ "system.stats.str": 12 } as never);
    expect(health(kara)).toEqual({ value: 16, max: 16 });
  });

  it("a current value typed with the change is the user's; created with one, it is kept", async () => {
    const kara = await glue.createActor({
      name: "Kara",
      type,
      system: { stats: { str: 14 }, health: { value: 6 } },
    });
    expect(health(kara)).toEqual({ value: 6, max: 14 });
    await kara.update({ system: { stats: { str: 16 }, health: { value: 9 } } } as never);
    expect(health(kara)).toEqual({ value: 9, max: 16 });
    // The whole form submitted with an unchanged current value: the rule applies.
    await kara.update({ system: { stats: { str: 17 }, health: { value: 9 } } } as never);
    expect(health(kara)).toEqual({ value: 10, max: 17 });
  });

  it("a refused change (STR damage above STR) writes nothing, the health either", async () => {
    const system = { stats: { str: 12 }, strDamage: { value: 4 } };
    const kara = await glue.createActor({ name: "Kara", type, system });
    const writes = standIn(kara).updates.length;
    await expect(kara.update({ "system.stats.str": 3 } as never)).rejects.toThrow();
    expect(standIn(kara).updates.length).toBe(writes);
    full(kara);
  });
});

describe.each(["operaCharacter", "operaNpc"])("%s: STR and level", (type) => {
  beforeEach(async () => {
    glue = await setupGlue("spaceOpera");
  });

  it("stays at full health while made; then keeps its damage as the max rises", async () => {
    const tal = await glue.createActor({ name: "Tal", type });
    expect(health(tal)).toEqual({ value: 20, max: 20 });
    await tal.update({ "system.stats.str": 14 } as never);
    expect(health(tal)).toEqual({ value: 24, max: 24 });
    await tal.update({ "system.level": 3 } as never);
    expect(health(tal)).toEqual({ value: 28, max: 28 });
    await damagedThenRaised(tal, () => tal.update({ "system.stats.str": 17 } as never));
  });

  it("created with STR 14 and no current value: at full health", async () => {
    const tal = await glue.createActor({ name: "Tal", type, system: { stats: { str: 14 } } });
    expect(health(tal)).toEqual({ value: 24, max: 24 });
  });
});

describe("worldsCharacter: attributes generated, Menace and level", () => {
  beforeEach(async () => {
    glue = await setupGlue("starWorlds");
    (await import("../../src/dice/register.js")).registerRolls();
  });

  it("stays at full health while made; then keeps its damage as the max rises", async () => {
    const vex = await glue.createActor({ name: "Vex", type: "worldsCharacter" });
    expect(health(vex)).toEqual({ value: 12, max: 12 });
    // Rolled in order: the first 2d6 is 12 → Menace +3.
    scriptedDice.push(6, 6, 1, 1, 3, 4, 5, 5, 2, 2, 4, 4);
    dialogAnswers.push({ button: "rolledInOrder" }, { button: "confirm", fill: {} });
    const { generateAttributes } =
      await import("../../src/applications/sheets/attribute-generation.js");
    expect(await generateAttributes(vex)).toBe(true);
    expect(health(vex)).toEqual({ value: 15, max: 15 });
    await vex.update({ "system.attributes.menace": 1 } as never);
    expect(health(vex)).toEqual({ value: 13, max: 13 });
    await vex.update({ "system.level": 4 } as never);
    expect(health(vex)).toEqual({ value: 17, max: 17 });
    await damagedThenRaised(vex, () => vex.update({ "system.attributes.menace": 4 } as never));
  });
});

describe("worldsNpc: the max the GM types", () => {
  beforeEach(async () => {
    glue = await setupGlue("starWorlds");
  });

  it("stays at full health; then keeps its damage as the max rises; never above it", async () => {
    const npc = await glue.createActor({ name: "Trooper", type: "worldsNpc" });
    expect(health(npc)).toEqual({ value: 12, max: 12 });
    await npc.update({ "system.health.max": 16 } as never);
    expect(health(npc)).toEqual({ value: 16, max: 16 });
    await damagedThenRaised(npc, () => npc.update({ "system.health.max": 19 } as never));
    await npc.update({ "system.health.max": 10 } as never);
    expect(health(npc)).toEqual({ value: 10, max: 10 });
  });

  it("created with a max and no current value: at full health", async () => {
    const npc = await glue.createActor({
      name: "Trooper",
      type: "worldsNpc",
      system: { health: { max: 20 } },
    });
    expect(health(npc)).toEqual({ value: 20, max: 20 });
  });
});

describe("which writes look for a new maximum", () => {
  it("a damage or healing write (health fields only) clones nothing; a STR change does", async () => {
    glue = await setupGlue("m20");
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    let clones = 0;
    const clone = kara.clone.bind(kara);
    Object.assign(kara, {
      clone: (...args: Parameters<typeof clone>) => ((clones += 1), clone(...args)),
    });
    await kara.carryOutDamage(3);
    await kara.update({ "system.health.value": 9 } as never);
    expect(clones).toBe(0);
    await kara.update({ "system.stats.str": 14 } as never);
    expect(clones).toBe(1);
    expect(health(kara)).toEqual({ value: 13, max: 14 });
  });
});
