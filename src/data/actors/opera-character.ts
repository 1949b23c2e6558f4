// Space Opera d20 characters and NPCs (NPCs add `mook`). Derived values come from src/rules.
import { migrateSystemSource } from "../../migrations/migrate-source.js";
import { collectItems } from "../derive/items.js";
import { deriveOpera, type OperaDerived } from "../derive/opera.js";
import {
  booleanField,
  htmlField,
  integerField,
  schemaVersionField,
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
    schemaVersion: schemaVersionField(),
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

function operaNpcSchema() {
  return { ...operaCharacterSchema(), mook: booleanField() };
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

export class OperaCharacterModel extends foundry.abstract.TypeDataModel<
  CharacterSchema,
  Actor.Implementation,
  D20BaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Actor.Fields"];
  static override defineSchema(): CharacterSchema {
    return operaCharacterSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSystemSource("Actor", "operaCharacter", source));
  }
  override prepareBaseData(): void {
    this.modifiers = freshModifiers();
  }
  override prepareDerivedData(): void {
    prepareOpera(this);
  }
}

export class OperaNpcModel extends foundry.abstract.TypeDataModel<
  NpcSchema,
  Actor.Implementation,
  D20BaseData,
  Derived
> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Actor.Fields"];
  static override defineSchema(): NpcSchema {
    return operaNpcSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSystemSource("Actor", "operaNpc", source));
  }
  override prepareBaseData(): void {
    this.modifiers = freshModifiers();
  }
  override prepareDerivedData(): void {
    prepareOpera(this);
  }
}
