// Card data built by the system's own builders from plain rolled values (tests and the gallery).
import {
  attackCard,
  checkCard,
  damageCard,
  starWorldsCard,
  rerolledWorldsCard,
} from "../../../src/cards/roll/data.js";
import type {
  AppliedCard,
  CardData,
  CardTarget,
  DamageCard,
  OpposedCard,
} from "../../../src/cards/data.js";
import type { StandInMessage } from "../../foundry/parts/chat.js";
import { opposedD20Odds, opposedWorldsOdds } from "../../../src/dice/outcomes.js";
import { term } from "../../../src/rules/trace/trace.js";

export const kara = { uuid: "Actor.kara", name: "Kara Venn", img: "icons/svg/mystery-man.svg" };
export const droids: CardTarget[] = [
  { uuid: "Actor.droidA", name: "Battle droid A", ac: 12 },
  { uuid: "Actor.droidB", name: "Battle droid B", ac: 16 },
];

const head = (title: string, name: string) => ({ actor: kara, title, titleData: { name } });
const d20 = (
  formula: string,
  natural: number,
  total: number,
  kind: "check" | "attack" | "power",
  target: number | null,
) => ({
  formula,
  natural,
  total,
  check: { kind, target },
});

/** One card of every type for each ruleset, as the gallery shows them. */
export function sampleCards(): Record<string, CardData> {
  const worlds = starWorldsCard(
    head("HOLOCRON.Roll.Title.Skill", "Piloting"),
    { formula: "2d6+1", natural: 5, total: 6, skilled: true },
    1,
    null,
  );
  const opposed: OpposedCard = {
    type: "opposed",
    ...head("HOLOCRON.Roll.Title.Stat", "HOLOCRON.Sheet.Skill.force"),
    formula: "1d20+7",
    total: 19,
    ruleset: "m20",
    bonus: 7,
    purpose: null,
    resisters: [
      {
        ...droids[0]!,
        bonus: 3,
        resistLabel: "HOLOCRON.Sheet.Skill.physical",
        chance: opposedD20Odds(7, 3),
        result: { rounds: [{ actor: 19, resister: 12 }], winner: "actor" },
      },
      {
        ...droids[1]!,
        bonus: 5,
        resistLabel: "HOLOCRON.Sheet.Skill.physical",
        chance: opposedD20Odds(7, 5),
        result: null,
      },
    ],
  };
  const applied: AppliedCard = {
    type: "applied",
    rows: [
      {
        actorUuid: "Actor.kara",
        name: "Kara Venn",
        mode: "damage",
        amount: 8,
        changes: [{ label: "HOLOCRON.Health.HP", from: 12, to: 4 }],
        statuses: [],
        before: {
          actorUuid: "Actor.kara",
          fields: { "health.value": 12 },
          statuses: [],
          out: false,
        },
        undone: false,
      },
      {
        actorUuid: "Actor.droidA",
        name: "Battle droid A",
        mode: "damage",
        amount: 8,
        changes: [],
        statuses: ["HOLOCRON.Status.defeated"],
        before: { actorUuid: "Actor.droidA", fields: {}, statuses: [], out: false },
        undone: true,
      },
    ],
  };
  return {
    "m20-check": checkCard(
      head("HOLOCRON.Roll.Title.Skill", "HOLOCRON.Sheet.Skill.physical"),
      d20("1d20+5", 12, 17, "check", 15),
      "m20",
      5,
      // The roll dialog's bonus trace: the rank, then the stat.
      [term("rank", 3, "rank", "physical"), term("statBonus", 2, "stat", "str")],
    ),
    "m20-attack": attackCard(
      head("HOLOCRON.Roll.Title.Attack", "Lightsaber"),
      d20("1d20+6", 20, 26, "attack", null),
      "m20",
      "saber",
      droids,
      6,
      [
        term("levelAttack", 3, "level"),
        term("modifier", 1, "effect", "Battlemind", "Kara Venn's card"),
        term("statBonus", 2, "stat", "str"),
      ],
    ),
    "m20-damage": damageCard(
      head("HOLOCRON.Roll.Title.CriticalDamage", "Lightsaber"),
      {
        formula: "2d8+2+2d8+2",
        total: 21,
        damage: { damageType: "energy", critical: true, heroDie: false, baseFormula: "2d8+2" },
      },
      droids,
      "saber",
      "m20",
      false,
      [term("statBonus", 2, "stat", "str")],
    ),
    "m20-applied": applied,
    "m20-opposed": opposed,
    "opera-check": checkCard(
      head("HOLOCRON.Roll.Title.Stat", "HOLOCRON.Sheet.Stat.str"),
      d20("1d20+1", 1, 2, "check", 10),
      "spaceOpera",
      1,
    ),
    "opera-attack": attackCard(
      head("HOLOCRON.Roll.Title.Attack", "Blaster"),
      d20("1d20+4", 1, 5, "attack", null),
      "spaceOpera",
      "blaster",
      droids,
      4,
      [
        term("levelAttack", 2, "level"),
        term("weapon", 1, "item", "Blaster"),
        term("statBonus", 1, "stat", "dex"),
      ],
    ),
    "opera-damage": damageCard(
      head("HOLOCRON.Roll.Title.Damage", "Blaster"),
      {
        formula: "3d6",
        total: 11,
        damage: { damageType: "energy", critical: false, heroDie: false, baseFormula: "3d6" },
      },
      [],
      "blaster",
      "spaceOpera",
    ),
    "worlds-check": worlds,
    "worlds-reroll": rerolledWorldsCard(worlds, {
      formula: "2d6+1",
      natural: 10,
      total: 11,
      skilled: true,
    }),
    "worlds-attack": starWorldsCard(
      head("HOLOCRON.Roll.Title.Attack", "Vibro-axe"),
      { formula: "2d6+2", natural: 9, total: 11, skilled: false },
      2,
      "axe",
      [term("attribute", 2, "stat", "menace")],
    ),
    "worlds-damage": damageCard(
      head("HOLOCRON.Roll.Title.Damage", "Vibro-axe"),
      {
        formula: "2d6+1d6",
        total: 12,
        damage: { damageType: "kinetic", critical: false, heroDie: false, baseFormula: "2d6" },
      },
      [{ uuid: "Actor.pirate", name: "Pirate", ac: null }],
      "axe",
      "starWorlds",
    ),
    "worlds-opposed": {
      ...opposed,
      ruleset: "starWorlds",
      bonus: 1,
      formula: "2d6+1",
      total: 8,
      resisters: [
        {
          uuid: "Actor.pirate",
          name: "Pirate",
          ac: null,
          bonus: 1,
          resistLabel: "HOLOCRON.Sheet.Attribute.guile",
          chance: opposedWorldsOdds(1, 1),
          result: {
            rounds: [
              { actor: 8, resister: 8 },
              { actor: 9, resister: 7 },
            ],
            winner: "actor",
          },
        },
      ],
    },
  };
}

/** A plain damage card (2d6 energy, total 8, no targets) with the given overrides. */
export function plainDamageCard(over: Partial<DamageCard> = {}): DamageCard {
  return {
    type: "damage",
    actor: { uuid: "Actor.none", name: "Raider", img: "" },
    title: "HOLOCRON.Roll.Title.Damage",
    titleData: { name: "Blaster" },
    formula: "2d6",
    total: 8,
    ruleset: "starWorlds",
    heroDieResult: null,
    damageType: "energy",
    critical: false,
    heroDie: false,
    itemId: null,
    baseFormula: "2d6",
    targets: [],
    ...over,
  };
}

/** Posts `plainDamageCard(over)` to the stand-in's chat log. */
export async function postDamageCard(
  over: Partial<DamageCard> = {},
  options: { rollMode?: string } = {},
): Promise<StandInMessage> {
  const { postCard } = await import("../../../src/cards/card.js");
  const posted = await postCard(plainDamageCard(over), options);
  return posted as unknown as StandInMessage; // the stand-in's ChatMessage.create returns its own message
}

/**
 * Records in the GM's card ledger that the GM checked this player's card, as it is now: for tests
 * whose card data is made up (no real roll) and that test something else than the check.
 */
export async function vouch(message: { id: string | null; author: { id: string } }): Promise<void> {
  const { recordEntry, flagDigest } = await import("../../../src/cards/card.js");
  const doc = message as unknown as ChatMessage.Implementation;
  await recordEntry(message.id ?? "", {
    author: message.author.id,
    verdict: "verified",
    digest: flagDigest(doc, "card"),
  });
}
