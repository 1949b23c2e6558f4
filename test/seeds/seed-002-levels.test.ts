// Seed 002 (Star Worlds), lines 55–132: the level table, each row taken from the sheet's "Take
// level" (its dialog asks for exactly the row's choices) and the level 1 row through character
// creation on the sheet. Lines with no rule: 55 (the table's start), 56–61 (column heads), 62, 69,
// 76, 83, 90, 97, 104, 111, 118, 125 (row separators) and 132 (the table's end). An empty cell is
// a rule too: that row gives nothing in that column.
import { beforeEach, describe, expect, it } from "vitest";
import { chatWorld, cardOf, lastMessage } from "../applications/chat/click.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { dialogAnswers, dialogCalls, messages } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { sys, type Glue } from "../data/setup.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import type { DamageCard } from "../../src/cards/data.js";
import { onSheet, sheetContext } from "./worlds.js";

const GM = "gm00000000000000";
let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld("starWorlds");
  messages.length = 0;
  dialogAnswers.length = 0;
  dialogCalls.length = 0;
  actAs(GM);
});

const BLASTER = "blaster000000000";

/** Menace +2; a level earned and rested for beyond `level`; Vitality full; a 1d8 blaster. */
function kara(level: number, system: Record<string, unknown> = {}) {
  const fours = [4, 7, 10].filter((l) => l <= level).length;
  return glue.createActor({
    name: "Kara",
    type: "worldsCharacter",
    system: {
      level,
      attributes: { menace: 2 },
      health: { value: 14 + 4 * fours },
      heroPoints: { value: 0, spent: 12 * level, spentAtRest: 12 * level },
      skills: ["Pilot"],
      ...system,
    },
    items: [
      { name: "Smuggler", type: "career" },
      {
        _id: BLASTER,
        name: "Blaster",
        type: "weapon",
        system: { damage: "1d8", kind: "ranged", damageType: "energy" },
      },
    ],
  });
}

/** What a row can change: max and current Vitality, Spirit, skills, abilities, damage formula. */
async function snapshot(a: HolocronActor) {
  scriptedDice.push(1, 1, 1);
  await onSheet(a, "rollDamage", { itemId: BLASTER });
  const health = sys(a).health as { value: number; max: number };
  return {
    level: sys(a).level,
    max: health.max,
    vitality: health.value,
    spirit: (sys(a).attributes as { spirit: number }).spirit,
    skills: (sys(a).skills as string[]).length,
    abilities: [...a.items].filter((i) => i.type === "ability").length,
    damage: (cardOf(lastMessage()) as DamageCard).formula,
  };
}

interface Row {
  level: number;
  /** The seed line of the row's first cell (its level); the next five are its columns. */
  line: number;
  vitality: number;
  attribute: boolean;
  skill: boolean;
  ability: boolean;
  /** +1d6 damage in the row's Damage cell. */
  die: boolean;
  /** The blaster's damage after the row. */
  damage: string;
}

const row = (level: number, line: number, gains: Partial<Row>, damage: string): Row => ({
  level,
  line,
  vitality: 0,
  attribute: false,
  skill: false,
  ability: false,
  die: false,
  damage,
  ...gains,
});

const ROWS: Row[] = [
  row(2, 70, { ability: true }, "1d8"),
  row(3, 77, { skill: true }, "1d8"),
  row(4, 84, { vitality: 4, attribute: true, ability: true }, "1d8"),
  row(5, 91, { skill: true, die: true }, "1d8+1d6"),
  row(6, 98, { ability: true }, "1d8+1d6"),
  row(7, 105, { vitality: 4, attribute: true, skill: true }, "1d8+1d6"),
  row(8, 112, { ability: true }, "1d8+1d6"),
  row(9, 119, { skill: true }, "1d8+1d6"),
  row(10, 126, { vitality: 4, attribute: true, ability: true, die: true }, "1d8+2d6"),
];

/** The test's name: each column's cell line, what it gives or that it is empty. */
function gives(r: Row): string {
  const cells: [string, boolean][] = [
    [`Vitality +${r.vitality}`, r.vitality > 0],
    ["an attribute +1", r.attribute],
    ["a skill", r.skill],
    ["an ability", r.ability],
    ["+1d6 damage", r.die],
  ];
  const given = cells.flatMap(([what, yes], i) =>
    yes ? [`${what} (line ${r.line + 1 + i})`] : [],
  );
  const empty = cells.flatMap(([, yes], i) => (yes ? [] : [r.line + 1 + i]));
  const rest = empty.length === 1 ? `line ${empty[0]}` : `lines ${empty.join(", ")}`;
  return `${given.join(", ")}; nothing else (${rest})`;
}

/** The dialog's answers for a row: Spirit +1, a skill and an ability named after the level. */
function choicesFor(row: Row): Record<string, string> {
  const fill: Record<string, string> = {};
  if (row.attribute) fill.attribute = "spirit";
  if (row.skill) fill.skill = `Skill ${row.level}`;
  if (row.ability) fill.ability = `Ability ${row.level}`;
  return fill;
}

describe("seed 002, the level table (Take level on the sheet)", () => {
  it.each(ROWS.map((r) => [r.line, r.line + 5, r.level, gives(r), r] as const))(
    "seed 002 lines %i–%i: level %i gives %s",
    async (_from, _to, level, _gives, row) => {
      const a = await kara(level - 1);
      const before = await snapshot(a);
      dialogAnswers.push({ button: "take", fill: choicesFor(row) });
      await onSheet(a, "takeLevel");
      // The dialog asks for exactly the row's choices.
      const asked = String(dialogCalls.at(-1)?.content);
      expect(asked.includes('name="attribute"')).toBe(row.attribute);
      expect(asked.includes('name="skill"')).toBe(row.skill);
      expect(asked.includes('name="ability"')).toBe(row.ability);
      expect(await snapshot(a)).toEqual({
        level,
        max: before.max + row.vitality,
        vitality: before.vitality + row.vitality,
        spirit: before.spirit + (row.attribute ? 1 : 0),
        skills: before.skills + (row.skill ? 1 : 0),
        abilities: before.abilities + (row.ability ? 1 : 0),
        damage: row.damage,
      });
    },
  );

  it("seed 002 lines 55–131: levels 1 to 10 add up to Vitality 12 + MEN + 12, +3 attributes, 4 skills, 5 abilities, +2d6", async () => {
    const a = await kara(1, { heroPoints: { value: 0, spent: 108, spentAtRest: 108 } });
    for (const row of ROWS) {
      dialogAnswers.push({ button: "take", fill: choicesFor(row) });
      await onSheet(a, "takeLevel");
    }
    expect(await snapshot(a)).toEqual({
      level: 10,
      max: 12 + 2 + 12,
      vitality: 26,
      spirit: 3,
      skills: 5,
      abilities: 5,
      damage: "1d8+2d6",
    });
    await onSheet(a, "takeLevel");
    expect(sys(a).level).toBe(10);
  });
});

describe("seed 002, the level 1 row (a new character on the sheet)", () => {
  it("seed 002 line 63: level 1 is the first row: a new character starts there", async () => {
    const a = await glue.createActor({ name: "New", type: "worldsCharacter" });
    expect(sys(a)).toMatchObject({ level: 1, earnedLevel: 1, levelsWaiting: 0, damageDice: 0 });
  });

  it("seed 002 line 64: Vitality 12 + Menace", async () => {
    const a = await kara(1);
    expect(sys(a).health).toMatchObject({ max: 14 });
    await a.update({ "system.attributes.menace": -1 } as never);
    expect(sys(a).health).toMatchObject({ max: 11 });
  });

  it("seed 002 line 65: attributes rolled or assigned (the sheet's generator)", async () => {
    const a = await kara(1);
    // Rolled in order: 12, 2, 7, 10, 4, 8 through the table.
    dialogAnswers.push({ button: "rolledInOrder" }, { button: "confirm", fill: {} });
    scriptedDice.push(6, 6, 1, 1, 3, 4, 5, 5, 2, 2, 4, 4);
    await onSheet(a, "generateAttributes");
    expect(sys(a).attributes).toEqual({
      menace: 3,
      daring: -1,
      guile: 1,
      acuity: 2,
      presence: 0,
      spirit: 1,
    });
    // Assigned: the player's own bonuses, at most +4 in all.
    const values = { menace: 2, daring: 1, guile: 1, acuity: 0, presence: 0, spirit: 0 };
    dialogAnswers.push({ button: "chosen" }, { button: "confirm", fill: values });
    await onSheet(a, "generateAttributes");
    expect(sys(a).attributes).toEqual(values);
  });

  it("seed 002 line 66: the species gives one more skill, and its rolls are skilled", async () => {
    const a = await kara(1);
    await a.createEmbeddedDocuments("Item", [
      { name: "Droid", type: "species", system: { skillBonus: "Computers" } },
    ] as never);
    expect(sys(a)).toMatchObject({
      speciesSkills: ["Computers"],
      knownSkills: ["Pilot", "Computers"],
    });
    expect((await sheetContext(a)).speciesSkills).toEqual(["Computers"]);
    scriptedDice.push(2, 2); // 4 + Menace 2 = 6: a Close-Call, as with any skill
    await onSheet(a, "rollSkill", { skill: "Computers" });
    expect(cardOf(lastMessage())).toMatchObject({ total: 6, skilled: true, band: "closeCall" });
  });

  it("seed 002 line 67: abilities per career: a level 1 character takes one from its career's list", async () => {
    const Item = (glue.env.extra as { Item: { create(d: object): Promise<{ id: string }> } }).Item;
    const smuggler = await Item.create({ name: "Smuggler", type: "career" });
    const ability = (name: string) =>
      Item.create({ name, type: "ability", flags: { holocron: { career: smuggler.id } } });
    const quick = await ability("Quick Draw");
    await ability("Fast Talker");
    const a = await kara(1);
    await a.createEmbeddedDocuments("Item", [{ name: "Fast Talker", type: "ability" }] as never);
    expect((await sheetContext(a)).careerAbilities).toEqual([
      {
        career: "Smuggler",
        starting: false,
        abilities: [{ uuid: `Item.${quick.id}`, name: "Quick Draw" }],
      },
    ]);
    // A new level 1 character takes its career's starting ability from that list, free.
    const rook = await kara(1, { heroPoints: { value: 1, spent: 0, spentAtRest: 0 } });
    expect((await sheetContext(rook)).careerAbilities?.[0]?.starting).toBe(true);
    await onSheet(rook, "takeStartingAbility", { uuid: `Item.${quick.id}`, career: "Smuggler" });
    expect([...rook.items].filter((i) => i.type === "ability").map((i) => i.name)).toEqual([
      "Quick Draw",
    ]);
    expect(sys(rook).heroPoints).toMatchObject({ value: 1, spent: 0 });
    expect((await sheetContext(rook)).careerAbilities?.[0]?.starting).toBe(false);
  });

  it("seed 002 line 68: damage per weapon: the weapon's own dice at level 1", async () => {
    const a = await kara(1);
    scriptedDice.push(5);
    await onSheet(a, "rollDamage", { itemId: BLASTER });
    expect(cardOf(lastMessage())).toMatchObject({ formula: "1d8", total: 5 });
  });
});
