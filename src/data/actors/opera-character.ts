// Space Opera d20 characters and NPCs (an NPC is a character plus `mook`). Derived values come from
// src/rules.
import type { ModelMigration } from "../base-model.js";
import { collectItems } from "../derive/shared.js";
import { deriveOpera, type OperaDerived, type OperaInputs } from "../derive/opera.js";
import { actorSchema, integerField, type SystemData } from "../fields.js";
import {
  actorModifierTerms,
  D20ActorModel,
  d20CharacterFields,
  movementField,
  npcFields,
  operaClassField,
  rankField,
  sharedSkillRanks,
  type D20BaseData,
  type D20Prepared,
} from "./d20-block.js";
import { HEROISM_RANGE, OPERA_HP_RANGE } from "../ranges.js";

const { SchemaField } = foundry.data.fields;

function operaCharacterSchema() {
  return actorSchema({
    ...d20CharacterFields(
      operaClassField(),
      new SchemaField({ ...sharedSkillRanks(), psionics: rankField(), agility: rankField() }),
    ),
    health: new SchemaField({ value: integerField(20, OPERA_HP_RANGE) }),
    /** Heroism Points held, and the pool size the GM sets (the token bar's max). */
    heroism: new SchemaField({
      value: integerField(0, HEROISM_RANGE),
      max: integerField(3, HEROISM_RANGE),
    }),
    /** Feet per move (30 on foot); speed over 30 gives a chase bonus. */
    movement: movementField(),
  });
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

type OperaModel = Derived &
  D20Prepared & { class: { knight: boolean; robot: boolean }; movement: number };

/** The actor's inputs to its derivation, read from the model (again when a trace is first read). */
function inputsOf(model: OperaModel): OperaInputs {
  return {
    stats: model.stats,
    level: model.level,
    knight: model.class.knight,
    robot: model.class.robot,
    // Only an NPC has the mook field (an NPC is a character plus `mook`).
    mook: "mook" in model && model.mook === true,
    skills: model.skills,
    attack: model.attack,
    movement: model.movement,
    items: collectItems(model.parent.items),
    modifiers: model.modifiers,
    // Read when a trace asks for them (a breakdown opened), not on every preparation.
    modifierTerms: () => actorModifierTerms(model.parent),
    inCombat: model.parent.inCombat,
  };
}

function prepareOpera(model: OperaModel): void {
  const derived = deriveOpera(inputsOf(model), () => inputsOf(model));
  Object.assign(model, derived);
  model.health.max = derived.maxHp;
}

export class OperaCharacterModel extends D20ActorModel<CharacterSchema, Derived> {
  static override migration: ModelMigration = { documentName: "Actor", type: "operaCharacter" };
  static override defineSchema = operaCharacterSchema;
  override prepareDerivedData(): void {
    prepareOpera(this);
  }
}

/** A Space Opera NPC: a character's data, rules and preparation, plus `mook`. */
export class OperaNpcModel extends D20ActorModel<NpcSchema, Derived> {
  static override migration: ModelMigration = { documentName: "Actor", type: "operaNpc" };
  static override defineSchema = operaNpcSchema;
  override prepareDerivedData(): void {
    prepareOpera(this);
  }
}
