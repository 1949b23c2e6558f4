/**
 * Sample actors and items of every type, as the sheets see them: stored source data plus the derived data the
 * models compute with the data layer's own pure derivations (src/data/derive). Used by the template tests,
 * the benchmark and the gallery.
 */
import { deriveM20 } from "../../src/data/derive/m20.js";
import { deriveOpera } from "../../src/data/derive/opera.js";
import { deriveWorlds, speciesSkillsOf } from "../../src/data/derive/worlds.js";
import { collectItems } from "../../src/data/derive/shared.js";
import {
  ACTOR_TYPES,
  ITEM_TYPES,
  type HolocronActorType,
  type HolocronItemType,
} from "../../src/config.js";
import { rulesetOf } from "../../src/rulesets/index.js";
import type {
  SheetActorSource,
  SheetItemSource,
} from "../../src/applications/sheets/context/types.js";
import type { SheetEffectSource } from "../../src/applications/sheets/context/effects.js";
import type { ActorSystems, ItemSystems } from "../../src/data/typed-system.js";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/migrate-source.js";

const BIO = "<p>Raised on a moisture farm, she left with a borrowed blaster and a debt.</p>";

/** One item of each type with representative system data. */
export function sampleItem<T extends HolocronItemType>(type: T, n = 0): SheetItemSource {
  const id = `item${type.slice(0, 6).padEnd(6, "x")}${String(n).padStart(6, "0")}`.slice(0, 16);
  const base = {
    id,
    uuid: `Item.${id}`,
    name: `${ITEM_NAMES[type]}${n ? ` ${n}` : ""}`,
    img: "icons/svg/item-bag.svg",
    sort: n,
  };
  const system = {
    ...ITEM_SYSTEMS[type](n),
    schemaVersion: CURRENT_SCHEMA_VERSION,
    description: "<p>Well worn.</p>",
  } as ItemSystems[T];
  // `type` and `system` belong together by construction; the compiler cannot pair a generic T.
  return { ...base, type, system } as SheetItemSource;
}

const ITEM_NAMES: Record<HolocronItemType, string> = {
  weapon: "Blaster pistol",
  armor: "Padded flight suit",
  gear: "Medpac",
  forcePower: "Force Push",
  psionicPower: "Kinetic Shove",
  career: "Smuggler",
  ability: "Lucky Shot",
  species: "Human",
};

type SampleSystem<T extends HolocronItemType> = Omit<
  ItemSystems[T],
  "schemaVersion" | "legacy" | "description"
>;

const ITEM_SYSTEMS: { [T in HolocronItemType]: (n: number) => SampleSystem<T> } = {
  weapon: (n) => ({
    damage: n % 2 ? "2d8" : "1d6+1",
    kind: n % 2 ? "melee" : "ranged",
    attackBonus: n % 3,
    damageType: n % 2 ? "energy" : "kinetic",
    equipped: n % 2 === 0,
    deflects: n === 1,
  }),
  armor: (n) => ({ acBonus: 2, armor: 1, speed: 3, equipped: n === 0, deflects: false }),
  gear: (n) => ({ quantity: n + 1 }),
  forcePower: () => ({ power: "push", stat: "mnd" }),
  psionicPower: () => ({ power: "push", stat: "mnd" }),
  career: () => ({}),
  ability: (n) => ({
    usesPerDay: n % 2 ? null : 2,
    used: n % 2 ? 0 : 1,
    remaining: n % 2 ? null : 1,
  }),
  species: () => ({ skillBonus: "Pilot" }),
};

const ACTOR_ITEM_TYPES: Record<HolocronActorType, readonly HolocronItemType[]> = {
  m20Character: ["weapon", "armor", "gear", "forcePower"],
  m20Npc: ["weapon", "armor", "gear", "forcePower"],
  operaCharacter: ["weapon", "armor", "gear", "psionicPower"],
  operaNpc: ["weapon", "armor", "gear", "psionicPower"],
  worldsCharacter: ["weapon", "armor", "gear", "career", "ability", "species"],
  worldsNpc: ["weapon", "armor", "gear"],
};

/** A character holds one species (src/applications/sheets/species-guard.ts: a second is refused). */
const ONE_EACH: readonly HolocronItemType[] = ["species"];

/**
 * `count` items spread over the types the actor's ruleset uses; a type an actor holds one of comes
 * once, its later turns gear.
 */
export function sampleItems(type: HolocronActorType, count: number): SheetItemSource[] {
  const types = ACTOR_ITEM_TYPES[type];
  return Array.from({ length: count }, (_, n) => {
    const itemType = types[n % types.length] ?? "gear";
    const again = ONE_EACH.includes(itemType) && n >= types.length;
    return sampleItem(again ? "gear" : itemType, n);
  });
}

const d20Source = (skills: Record<string, number>) => ({
  stats: { str: 14, dex: 12, mnd: 16 },
  level: 3,
  skills,
  attack: { melee: null, ranged: 4 },
  modifiers: { attack: 0, damage: 0, ac: 0 },
  biography: BIO,
});

function m20System(
  items: SheetItemSource[],
  npc: boolean,
  mook: boolean,
  hitDice: number[] = [4, 6, 2],
) {
  const source = {
    ...d20Source({
      physical: 3,
      subterfuge: 1,
      knowledge: 2,
      communication: 0,
      force: 4,
      agility: 1,
    }),
    class: { name: "Knight", knight: !npc, droid: false, affinity: false },
    health: { value: 14 },
    hitDice,
    strDamage: { value: 1 },
    secondWindUsed: false,
    movement: 40,
    ...(npc ? { mook } : {}),
  };
  const derived = deriveM20({
    ...source,
    strDamage: source.strDamage.value,
    items: collectItems(items),
    inCombat: false,
  });
  return {
    ...source,
    ...derived,
    health: { value: source.health.value, max: derived.maxHp },
    strDamage: { value: 1, max: source.stats.str },
  };
}

function operaSystem(items: SheetItemSource[], npc: boolean, mook: boolean, robot = false) {
  const source = {
    ...d20Source({
      physical: 2,
      subterfuge: 3,
      knowledge: 1,
      communication: 2,
      psionics: 1,
      agility: 2,
    }),
    class: { name: robot ? "Battle droid" : "Scout", knight: !npc && !robot, robot },
    health: { value: npc ? -2 : 18 },
    heroism: { value: 2, max: 3 },
    movement: 40,
    ...(npc ? { mook } : {}),
  };
  const derived = deriveOpera({
    ...source,
    knight: source.class.knight,
    robot: source.class.robot,
    items: collectItems(items),
    inCombat: false,
  });
  return { ...source, ...derived, health: { value: source.health.value, max: derived.maxHp } };
}

const ATTRIBUTES = { menace: 1, daring: 2, guile: 0, acuity: -1, presence: 1, spirit: 3 };

function worldsSystem(items: SheetItemSource[], npc: boolean) {
  if (npc) {
    return {
      attributes: ATTRIBUTES,
      health: { value: 6, max: 12 },
      armor: 1,
      speed: 3,
      damage: "1d6+1",
      wounded: true,
      dying: false,
      biography: BIO,
    };
  }
  const source = {
    attributes: ATTRIBUTES,
    level: 4,
    health: { value: 10 },
    heroPoints: { value: 5, spent: 60, spentAtRest: 60 },
    wounded: false,
    dying: false,
    skills: ["Pilot", "Streetwise", "Blasters"],
    biography: BIO,
  };
  const derived = deriveWorlds({
    menace: source.attributes.menace,
    level: source.level,
    heroPointsSpent: source.heroPoints.spent,
    heroPointsSpentAtRest: source.heroPoints.spentAtRest,
    skills: source.skills,
    items: collectItems(items),
    speciesSkills: speciesSkillsOf(items),
  });
  return {
    ...source,
    ...derived,
    health: { value: 10, max: derived.maxVitality },
    heroPoints: { ...source.heroPoints, max: 12 },
  };
}

export interface ActorOptions {
  items?: number;
  mook?: boolean;
  /** Stored HP or Vitality, in place of the sample's. */
  health?: number;
  /** Active status ids (Foundry's `actor.statuses`); by default those the sample's health implies. */
  statuses?: readonly string[];
  /** m20: the hit dice recorded (the sample's level is 3), in place of the sample's three. */
  hitDice?: number[];
  /** Space Opera: the actor is a robot (rulings: Robots). */
  robot?: boolean;
  /** The Active Effects that apply to it (`sampleEffects`): none unless given. */
  effects?: SheetEffectSource[];
}

/** The prone status as an Active Effect: −4 AC (its name localized as core's fromStatusEffect does). */
export const PRONE_EFFECT: SheetEffectSource = {
  id: "holocronProne000",
  name: "Prone",
  img: "icons/svg/falling.svg",
  disabled: false,
  changes: [{ key: "system.modifiers.ac", value: "-4" }],
  statuses: ["prone"],
};

/**
 * Active Effects as the sheets read them: the actor's own (cover, a disabled one), a status effect
 * (prone: −4 AC, its name localized as core's fromStatusEffect does), and one an item grants.
 */
export function sampleEffects(itemSource?: {
  id: string | null;
  name: string;
}): SheetEffectSource[] {
  return [
    {
      id: "effectCover00000",
      name: "Cover",
      img: "icons/svg/shield.svg",
      disabled: false,
      changes: [{ key: "system.modifiers.ac", value: "2" }],
      statuses: [],
    },
    PRONE_EFFECT,
    {
      id: "effectRage000000",
      name: "Battle rage",
      img: "icons/svg/fire.svg",
      disabled: true,
      changes: [
        { key: "system.modifiers.attack", value: "1" },
        { key: "system.modifiers.damage", value: "2" },
      ],
      statuses: [],
    },
    ...(itemSource
      ? [
          {
            id: "effectScope00000",
            name: "Targeting scope",
            img: "icons/svg/eye.svg",
            disabled: false,
            changes: [{ key: "system.modifiers.attack", value: "1" }],
            statuses: [],
            source: itemSource,
          },
        ]
      : []),
  ];
}

/** The health statuses the sample's own numbers imply (the Space Opera NPC is at −2 HP: dying). */
const SAMPLE_STATUSES: Record<HolocronActorType, readonly string[]> = {
  m20Character: [],
  m20Npc: [],
  operaCharacter: [],
  operaNpc: ["unconscious", "dying"],
  worldsCharacter: [],
  worldsNpc: ["wounded"],
};

/** A sample actor of a type with `items` owned items. */
export function sampleActor<T extends HolocronActorType>(
  type: T,
  options: ActorOptions = {},
): SheetActorSource {
  const items = sampleItems(type, options.items ?? 0);
  const npc = type.endsWith("Npc");
  const mook = options.mook ?? false;
  const built =
    type === "m20Character" || type === "m20Npc"
      ? m20System(items, npc, mook, options.hitDice)
      : type === "operaCharacter" || type === "operaNpc"
        ? operaSystem(items, npc, mook, options.robot)
        : worldsSystem(items, npc);
  const statuses = options.statuses ?? (mook ? [] : SAMPLE_STATUSES[type]);
  // Stored flags that mirror a status (Star Worlds' wounded/dying) agree with the statuses.
  const ruleset = rulesetOf(type);
  const flags = Object.fromEntries(
    ruleset.healthStatuses.flatMap((id) => {
      const field = ruleset.conditionField(id);
      return field ? [[field, statuses.includes(id)]] : [];
    }),
  );
  const health =
    options.health === undefined ? built.health : { ...built.health, value: options.health };
  const system = {
    ...built,
    ...flags,
    health,
    schemaVersion: CURRENT_SCHEMA_VERSION,
  } as ActorSystems[T];
  // `type` and `system` belong together by construction; the compiler cannot pair a generic T.
  return {
    id: `actor${type.padEnd(11, "x")}`.slice(0, 16),
    uuid: `Actor.${type}`,
    name: npc ? (mook ? "Battle droid" : "Bounty hunter") : "Kara Venn",
    img: "icons/svg/mystery-man.svg",
    type,
    system,
    items,
    statuses: new Set(statuses),
    effects: options.effects ?? [],
  } as SheetActorSource;
}

/** Every actor type, empty and with 100 items, and each NPC type as a mook. */
export function actorCases(): { label: string; actor: SheetActorSource }[] {
  return ACTOR_TYPES.flatMap((type) => [
    { label: `${type} empty`, actor: sampleActor(type) },
    { label: `${type} with 100 items`, actor: sampleActor(type, { items: 100 }) },
    ...(type.endsWith("Npc")
      ? [{ label: `${type} mook`, actor: sampleActor(type, { mook: true, items: 3 }) }]
      : []),
  ]);
}

export function itemCases(): { label: string; item: SheetItemSource }[] {
  return ITEM_TYPES.map((type) => ({ label: type, item: sampleItem(type) }));
}

/** The sample Star Worlds character with other Hero Points held and spent. */
export function heroPointsOf(spent: number, value: number) {
  const actor = sampleActor("worldsCharacter");
  if (actor.type !== "worldsCharacter") throw new Error("not a Star Worlds character");
  const heroPoints = { ...actor.system.heroPoints, value, spent, spentAtRest: spent };
  return { ...actor, system: { ...actor.system, heroPoints } };
}
