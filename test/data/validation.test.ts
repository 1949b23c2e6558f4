import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "./setup.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

const update = (doc: { update(data: never): Promise<unknown> }, data: Record<string, unknown>) =>
  doc.update(data as never);

describe("schema first: bad input is rejected with a clear message, nothing half-saved", () => {
  it("text in a number field", async () => {
    const a = await glue.createActor({ name: "A", type: "m20Character" });
    await expect(update(a, { "system.stats.str": "abc" })).rejects.toThrow(
      /stats\.str: must be a finite number/,
    );
    expect(sys(a)).toMatchObject({ stats: { str: 10 } });
  });

  it("a level of −1, and a level above the GM's ceiling of 20", async () => {
    const a = await glue.createActor({ name: "A", type: "m20Character" });
    await expect(update(a, { "system.level": -1 })).rejects.toThrow(/level: must be at least 1/);
    await expect(update(a, { "system.level": 21 })).rejects.toThrow(/level: must be at most 20/);
    await expect(update(a, { "system.level": 2.5 })).rejects.toThrow(/level: must be an integer/);
    expect(sys(a).level).toBe(1);
  });

  it("a Star Worlds attribute of +9 or a level above 10", async () => {
    const a = await glue.createActor({ name: "W", type: "worldsCharacter" });
    await expect(update(a, { "system.attributes.menace": 9 })).rejects.toThrow(
      // Rulings: a character's level +1s may reach +6, never more.
      /attributes\.menace: must be at most 6/,
    );
    await expect(update(a, { "system.attributes.guile": -2 })).rejects.toThrow(/at least -1/);
    await expect(update(a, { "system.level": 11 })).rejects.toThrow(/level: must be at most 10/);
    await expect(update(a, { "system.heroPoints.value": 13 })).rejects.toThrow(/at most 12/);
  });

  it("a damage formula the rules parser rejects, with the parser's reason", async () => {
    const a = await glue.createActor({
      name: "A",
      type: "m20Character",
      items: [{ name: "Blaster", type: "weapon", system: { damage: "3d6" } }],
    });
    const blaster = a.items.contents[0]!;
    await expect(update(blaster, { "system.damage": "2d0" })).rejects.toThrow(/damage: .*2d0/);
    await expect(update(blaster, { "system.damage": "1d6++2" })).rejects.toThrow(/damage:/);
    await expect(update(blaster, { "system.damage": "" })).rejects.toThrow(/damage:/);
    expect(sys(blaster).damage).toBe("3d6");
    await update(blaster, { "system.damage": "2d8 + 2" });
    expect(sys(blaster).damage).toBe("2d8 + 2");
  });

  it("a choice outside the list (weapon kind, damage type, power)", async () => {
    const a = await glue.createActor({
      name: "A",
      type: "m20Character",
      items: [
        { name: "W", type: "weapon" },
        { name: "P", type: "forcePower" },
      ],
    });
    const [weapon, power] = a.items.contents;
    await expect(update(weapon!, { "system.kind": "laser" })).rejects.toThrow(/kind/);
    await expect(update(weapon!, { "system.damageType": "fire" })).rejects.toThrow(/damageType/);
    await expect(update(power!, { "system.power": "fireball" })).rejects.toThrow(/power/);
    await update(power!, { "system.power": "push" });
    expect(sys(power!).power).toBe("push");
  });

  it("one bad value in an update keeps every other value of it unsaved", async () => {
    const a = await glue.createActor({ name: "A", type: "m20Character" });
    await expect(
      update(a, { "system.level": 3, "system.stats.dex": 14, "system.stats.str": 99 }),
    ).rejects.toThrow(/stats\.str/);
    expect(sys(a)).toMatchObject({ level: 1, stats: { str: 10, dex: 10 } });
  });

  it("a hit die outside 1..6 and negative m20 HP are rejected; Space Opera HP may be negative", async () => {
    const a = await glue.createActor({ name: "A", type: "m20Character" });
    await expect(update(a, { "system.hitDice": [3, 7] })).rejects.toThrow(/hitDice\.1/);
    await expect(update(a, { "system.health.value": -1 })).rejects.toThrow(/health\.value/);
    const o = await glue.createActor({ name: "O", type: "operaCharacter" });
    await update(o, { "system.health.value": -5 });
    expect(sys(o)).toMatchObject({ health: { value: -5 } });
  });

  it("creating a document with bad data throws and stores nothing", async () => {
    await expect(
      glue.createActor({ name: "Bad", type: "worldsCharacter", system: { level: 0 } }),
    ).rejects.toThrow(/level/);
    expect((glue.env.game.actors as { size: number }).size).toBe(0);
  });
});
