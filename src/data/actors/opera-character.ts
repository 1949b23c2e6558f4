// Space Opera d20 characters and NPCs (an NPC is a character plus `mook`). Derived values come from
// src/rules.
import { HolocronDataModel } from "../base-model.js";
import { collectItems } from "../derive/items.js";
import { deriveOpera, type OperaDerived } from "../derive/opera.js";
import {
  booleanField,
  htmlField,
  integerField,
  versionFields,
  type SystemData,
} from "../fields.js";
import {
  attackField,
  d20LevelField,
  operaClassField,
  rankField,
  statsField,
  freshModifiers,
  type D20BaseData,
} from "./d20-block.js";

const { SchemaField } = foundry.data.fields;

/** HP may fall below 0 (dying); the floor only stops absurd values. */
export const OPERA_HP_RANGE = { min: -999, max: 999 } as const;

function operaCharacterSchema() {
  return {
    ...versionFields(),
    stats: statsField(),
    level: d20LevelField(),
    class: operaClassField(),
    skills: new SchemaField({
      physical: rankField(),
      subterfuge: rankField(),
      knowledge: rankField(),
      communication: rankField(),
      psionics: rankField(),
      agility: rankField(),
    }),
    attack: attackField(),
    health: new SchemaField({ value: integerField(20, OPERA_HP_RANGE) }),
    /** Heroism Points held, and the pool size the GM sets (the token bar's max). */
    heroism: new SchemaField({
      value: integerField(0, { min: 0, max: 99 }),
      max: integerField(3, { min: 0, max: 99 }),
    }),
    /** Feet per move (30 on foot); speed over 30 gives a chase bonus. */
    movement: integerField(30, { min: 0, max: 10000 }),
    biography: htmlField(),
  };
}

/** What an NPC adds to a character. */
function npcFields() {
  return { mook: booleanField() };
}

function operaNpcSchema() {
  return { ...operaCharacterSchema(), ...npcFields() };
}

type CharacterSchema = ReturnType<typeof operaCharacterSchema>;
type NpcSchema = ReturnType<typeof operaNpcSchema>;
type Derived = OperaDerived & { health: { value: number; max: number } };

/** A prepared Space Opera character's `system`. */
export type OperaCharacterSystem = SystemData<CharacterSchema, D20BaseData, Derived>;
/** A prepared Space Opera NPC's `system` (a character's, plus `mook`). */
export type OperaNpcSystem = SystemData<NpcSchema, D20BaseData, Derived>;

type OperaModel = Derived & {
  stats: { str: number; dex: number; mnd: number };
  level: number;
  class: { knight: boolean };
  skills: Record<string, number>;
  attack: { melee: number | null; ranged: number | null };
  movement: number;
  parent: Actor.Implementation;
  modifiers: D20BaseData["modifiers"];
};

function prepareOpera(model: OperaModel): void {
  const derived = deriveOpera({
    stats: model.stats,
    level: model.level,
    knight: model.class.knight,
    skills: model.skills,
    attack: model.attack,
    movement: model.movement,
    items: collectItems(model.parent.items),
    modifiers: model.modifiers,
    inCombat: model.parent.inCombat,
  });
  Object.assign(model, derived);
  model.health.max = derived.maxHp;
}

export class OperaCharacterModel extends HolocronDataModel<
  CharacterSchema,
  Actor.Implementation,
  D20BaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Actor.Fields"];
  static override migration = { documentName: "Actor", type: "operaCharacter" } as const;
  static override defineSchema(): CharacterSchema {
    return operaCharacterSchema();
  }
  override prepareBaseData(): void {
    this.modifiers = freshModifiers();
  }
  override prepareDerivedData(): void {
    prepareOpera(this);
  }
}

/** A Space Opera NPC: a character's data, rules and preparation, plus `mook`. */
export class OperaNpcModel extends HolocronDataModel<
  NpcSchema,
  Actor.Implementation,
  D20BaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Actor.Fields"];
  static override migration = { documentName: "Actor", type: "operaNpc" } as const;
  static override defineSchema(): NpcSchema {
    return operaNpcSchema();
  }
  override prepareBaseData(): void {
    this.modifiers = freshModifiers();
  }
  override prepareDerivedData(): void {
    prepareOpera(this);
  }
}
