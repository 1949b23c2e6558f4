// Star Wars m20 characters and NPCs (an NPC is a character plus `mook`). Derived values come from
// src/rules.
import { deriveM20, type M20Derived, type M20Inputs } from "../derive/m20.js";
import { collectItems } from "../derive/shared.js";
import { HIT_DIE_RANGE, M20_HP_RANGE, STR_DAMAGE_RANGE } from "../ranges.js";
import { actorSchema, booleanField, integerField, valueBlock, type SystemData } from "../fields.js";
import type { ModelMigration } from "../base-model.js";
import {
  actorModifierTerms,
  D20ActorModel,
  d20CharacterFields,
  m20ClassField,
  movementField,
  npcFields,
  rankField,
  sharedSkillRanks,
  type D20BaseData,
  type D20Prepared,
} from "./d20-block.js";

const { ArrayField, SchemaField } = foundry.data.fields;

function m20CharacterSchema() {
  return actorSchema({
    ...d20CharacterFields(
      m20ClassField(),
      new SchemaField({ ...sharedSkillRanks(), force: rankField(), agility: rankField() }),
    ),
    /** Current HP (0 = unconscious; further damage goes to STR). Max is derived. */
    health: valueBlock(10, M20_HP_RANGE),
    /** Each level's hit die roll (1d6 per level), editable. */
    hitDice: new ArrayField(integerField(1, HIT_DIE_RANGE)),
    /** STR lost to damage past 0 HP; max is the STR score (effective STR 0 = dead). */
    strDamage: valueBlock(0, STR_DAMAGE_RANGE),
    secondWindUsed: booleanField(),
    /** Feet per move (30 on foot); the chase reads it, as Space Opera's (rulings: Chases). */
    movement: movementField(),
  });
}

function m20NpcSchema() {
  return { ...m20CharacterSchema(), ...npcFields() };
}

type CharacterSchema = ReturnType<typeof m20CharacterSchema>;
type NpcSchema = ReturnType<typeof m20NpcSchema>;
type Derived = M20Derived & {
  health: { value: number; max: number };
  strDamage: { value: number; max: number };
};

/** A prepared m20 character's `system`. */
export type M20CharacterSystem = SystemData<CharacterSchema, D20BaseData, Derived>;
/** A prepared m20 NPC's `system` (a character's, plus `mook`). */
export type M20NpcSystem = SystemData<NpcSchema, D20BaseData, Derived>;

/** What the shared preparation reads and writes on either model. */
type M20Model = Derived &
  D20Prepared & {
    class: { knight: boolean; droid: boolean; affinity: boolean };
    hitDice: number[];
  };

/**
 * Joint rule of both models: STR damage cannot exceed the STR score (effective STR 0 = dead). An
 * update breaking it (more STR damage, or a lower STR score) is refused whole, with this message.
 */
function validateStrDamage(data: Record<string, unknown>): void {
  const source = data as { stats?: { str?: unknown }; strDamage?: { value?: unknown } } | null;
  const str = source?.stats?.str;
  const damage = source?.strDamage?.value;
  if (typeof str !== "number" || typeof damage !== "number" || damage <= str) return;
  throw new Error(
    game.i18n.format("HOLOCRON.Actor.Invalid.StrDamageAboveStr", {
      damage: String(damage),
      str: String(str),
    }),
  );
}

/** The actor's inputs to its derivation, read from the model (again when a trace is first read). */
function inputsOf(model: M20Model): M20Inputs {
  return {
    stats: model.stats,
    level: model.level,
    class: model.class,
    // Only an NPC has the mook field (an NPC is a character plus `mook`).
    mook: "mook" in model && model.mook === true,
    skills: model.skills,
    attack: model.attack,
    hitDice: model.hitDice,
    strDamage: model.strDamage.value,
    items: collectItems(model.parent.items),
    modifiers: model.modifiers,
    // Read when a trace asks for them (a breakdown opened), not on every preparation.
    modifierTerms: () => actorModifierTerms(model.parent),
    inCombat: model.parent.inCombat,
  };
}

function prepareM20(model: M20Model): void {
  // Data stored before the joint rule (or by a migration) may still break it: prepare it as dead
  // (STR damage = STR score) instead of letting the rules throw.
  model.strDamage.value = strDamageInRange(model.strDamage.value, model.stats.str);
  const derived = deriveM20(inputsOf(model), () => inputsOf(model));
  Object.assign(model, derived);
  model.health.max = derived.maxHp;
  model.strDamage.max = model.stats.str;
}

/** STR damage clamped to 0…STR score. */
function strDamageInRange(damage: number, str: number): number {
  return Math.min(Math.max(0, damage), Math.max(0, str));
}

export class M20CharacterModel extends D20ActorModel<CharacterSchema, Derived> {
  static override migration: ModelMigration = { documentName: "Actor", type: "m20Character" };
  static override jointRules = [validateStrDamage];
  static override defineSchema = m20CharacterSchema;
  override prepareDerivedData(): void {
    prepareM20(this);
  }
}

/** An m20 NPC: a character's data, rules and preparation, plus `mook`. */
export class M20NpcModel extends D20ActorModel<NpcSchema, Derived> {
  static override migration: ModelMigration = { documentName: "Actor", type: "m20Npc" };
  static override jointRules = [validateStrDamage];
  static override defineSchema = m20NpcSchema;
  override prepareDerivedData(): void {
    prepareM20(this);
  }
}
