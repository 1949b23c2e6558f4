// F1: attack and damage rolls use the actor's derived weapon lines (src/data/derive/d20.ts), which
// include the Active Effect modifiers (Battlemind +N) the sheet shows.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages } from "../../foundry/parts/chat.js";
import type { CardData } from "../../../src/cards/data.js";

type Obj = Record<string, unknown>;
let glue: Glue;

/** A status whose ADD changes are Battlemind's +2 (the stand-in applies status changes). */
const BATTLEMIND_TWO = {
  id: "battlemindTest",
  name: "Battlemind +2",
  img: "",
  changes: [
    { key: "system.modifiers.attack", mode: 2, value: "2" },
    { key: "system.modifiers.damage", mode: 2, value: "2" },
    { key: "system.modifiers.ac", mode: 2, value: "2" },
  ],
};

beforeEach(async () => {
  glue = await setupGlue();
  (await import("../../../src/dice/register.js")).registerRolls();
  ((glue.env.CONFIG as Obj).statusEffects as unknown[]).push(BATTLEMIND_TWO);
});

const actions = () => import("../../../src/cards/roll/actions.js");
const lastCard = () => messages.at(-1)?.getFlag("holocron", "card") as CardData;
const SABER = "saber00000000000";

/** The review's Knight: STR 14 (+2), level 3, a 2d8 melee lightsaber. */
async function knight(battlemind: boolean) {
  const actor = await glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: { stats: { str: 14, dex: 12, mnd: 16 }, level: 3, hitDice: [6, 6, 6] },
    items: [
      {
        _id: SABER,
        name: "Lightsaber",
        type: "weapon",
        system: { damage: "2d8", kind: "melee", damageType: "energy" },
      },
    ],
  });
  if (battlemind) await actor.toggleStatusEffect("battlemindTest", { active: true });
  return actor;
}

describe("attack and damage rolls follow the sheet's weapon line", () => {
  it.each([
    { battlemind: false, attack: 5, attackFormula: "1d20 + 5", damage: "2d8+2" },
    { battlemind: true, attack: 7, attackFormula: "1d20 + 7", damage: "2d8+4" },
  ])(
    "battlemind $battlemind: the sheet's +$attack and $damage are what is rolled",
    async ({ battlemind, attack, attackFormula, damage }) => {
      const a = await knight(battlemind);
      expect((sys(a).weapons as Obj)[SABER]).toMatchObject({ attack, damage });
      scriptedDice.push(10);
      await (await actions()).rollAttack(a, SABER, { fast: true });
      const attackCard = lastCard();
      expect(attackCard).toMatchObject({ type: "attack", total: 10 + attack });
      expect(attackCard.type === "attack" && attackCard.formula.replace(/\s/g, "")).toBe(
        attackFormula.replace(/\s/g, ""),
      );
      scriptedDice.push(3, 4);
      await (await actions()).rollDamage(a, SABER, { targets: [] });
      expect(lastCard()).toMatchObject({ type: "damage", formula: damage, total: 7 + attack - 3 });
    },
  );

  it("a critical rolls the modified formula twice", async () => {
    const a = await knight(true);
    scriptedDice.push(1, 2, 3, 4);
    await (await actions()).rollDamage(a, SABER, { critical: true, targets: [] });
    expect(lastCard()).toMatchObject({ formula: "2d8+4+2d8+4", total: 18, critical: true });
  });

  it("the attack card's odds use the modified bonus (+7 against AC 10: 90%)", async () => {
    const a = await knight(true);
    const droid = await glue.createActor({
      name: "Droid",
      type: "m20Npc",
      system: { stats: { dex: 10 } },
    });
    (glue.env.game as { user: { targets: Set<unknown> } }).user.targets.add({
      actor: droid,
      name: "Droid",
    });
    scriptedDice.push(2);
    await (await actions()).rollAttack(a, SABER, { fast: true });
    expect(lastCard()).toMatchObject({
      total: 9,
      rows: [{ ac: 10, outcome: "miss", chance: 0.9 }],
    });
  });

  it("the roll dialog shows the modified attack part", async () => {
    const { attackPlan } = await import("../../../src/applications/rolls/roll-inputs.js");
    const a = await knight(true);
    const plan = attackPlan(a, a.items.get(SABER)!);
    // +7 in all: the dialog adds the STR bonus (+2) to the attack part (+5).
    expect(plan.config.parts).toMatchObject([{ label: "HOLOCRON.Roll.Part.Attack", value: 5 }]);
    // Its terms are the sheet's attack line but the stat, adding up to the part.
    const terms = plan.config.parts[0]?.terms ?? [];
    expect(terms.reduce((sum, t) => sum + t.value, 0)).toBe(5);
    expect(terms.some((t) => t.source.kind === "stat")).toBe(false);
    expect(plan.config.stats).toMatchObject([{ id: "str", bonus: 2 }]);
  });

  it("each stat comes with the trace the sheet explains its bonus by", async () => {
    const { skillPlan } = await import("../../../src/applications/rolls/roll-inputs.js");
    const plan = skillPlan(await knight(false), "physical");
    const str = plan.config.stats.find((s) => s.id === "str");
    expect(str?.trace).toMatchObject({ rule: "statBonus", value: 2 });
    expect(str?.trace?.terms.map((t) => [t.label, t.value])).toEqual([["scoreBonus", 2]]);
  });
});
