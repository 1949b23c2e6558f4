// What m20 and Space Opera share: the character fields (stats, level, class, skill ranks, attack
// bonus overrides), the NPC's `mook`, and the model that resets Active Effect modifiers.
import { HolocronActorModel } from "../base-model.js";
import type { D20Modifiers } from "../derive/d20.js";
import { modifierTerms, type EffectTermSource } from "../derive/d20-inputs.js";
import { type ModifierTerms } from "../derive/d20-types.js";
import { booleanField, integerField, nullableIntegerField, textField } from "../fields.js";
import {
  ATTACK_BONUS_RANGE,
  D20_LEVEL_RANGE,
  MOVEMENT_RANGE,
  SKILL_RANK_RANGE,
  STAT_RANGE,
} from "../ranges.js";
import { effectChanges } from "../../compat/generation.js";

const { SchemaField } = foundry.data.fields;

export function statsField() {
  return new SchemaField({
    str: integerField(10, STAT_RANGE),
    dex: integerField(10, STAT_RANGE),
    mnd: integerField(10, STAT_RANGE),
  });
}

export function d20LevelField() {
  return integerField(1, D20_LEVEL_RANGE);
}

/** Melee and ranged attack bonus; null means "use the character level". */
export function attackField() {
  return new SchemaField({
    melee: nullableIntegerField(ATTACK_BONUS_RANGE),
    ranged: nullableIntegerField(ATTACK_BONUS_RANGE),
  });
}

export function rankField() {
  return integerField(0, SKILL_RANK_RANGE);
}

/** m20's class: its name and the flags the rules read (Knight uses the Force, droid has no Force rank). */
export function m20ClassField() {
  return new SchemaField({
    name: textField(),
    knight: booleanField(),
    droid: booleanField(),
    affinity: booleanField(),
  });
}

/**
 * Space Opera's class: its name, whether it is a psion (psionic powers, psionic shield), and whether
 * it is a robot (no Psionics rank; Machine Stun shuts it off: rulings, Robots).
 */
export function operaClassField() {
  return new SchemaField({ name: textField(), knight: booleanField(), robot: booleanField() });
}

/**
 * The four skills both d20 rulesets have; each adds its own (m20 Force; Space Opera psionics) and
 * Agility, the shared core's piloting skill the chase rolls in a vehicle (rulings: Chases).
 */
export function sharedSkillRanks() {
  return {
    physical: rankField(),
    subterfuge: rankField(),
    knowledge: rankField(),
    communication: rankField(),
  };
}

/** A d20 character's fields: stats, level, its ruleset's class and skills, attack bonus overrides. */
export function d20CharacterFields<
  Class extends foundry.data.fields.DataField.Any,
  Skills extends foundry.data.fields.DataField.Any,
>(classField: Class, skills: Skills) {
  return {
    stats: statsField(),
    level: d20LevelField(),
    class: classField,
    skills,
    attack: attackField(),
  };
}

/**
 * Feet per move: 30 on foot by default, editable; the chase reads it (+1 per full 10 ft over 30).
 * Both d20 rulesets have it (rulings: Chases, "m20 characters and NPCs have … a movement").
 */
export function movementField() {
  return integerField(30, MOVEMENT_RANGE);
}

/** What an NPC adds to a character. */
export function npcFields() {
  return { mook: booleanField() };
}

/** Base data of the d20 models: modifiers start at 0 each preparation; Active Effects add to them. */
export type D20BaseData = { modifiers: D20Modifiers };

export function freshModifiers(): D20Modifiers {
  return { attack: 0, damage: 0, ac: 0 };
}

/**
 * What caused an effect, in words: the document its `origin` names (the power item, with the actor
 * that owns it). fromUuidSync returns null for what it does not know (a deleted item, a compendium).
 */
function causeOf(origin: string | null | undefined): string | undefined {
  if (!origin) return undefined;
  const doc = fromUuidSync(origin as Parameters<typeof fromUuidSync>[0], { strict: false }) as {
    name?: unknown;
    parent?: { name?: unknown } | null;
  } | null;
  if (typeof doc?.name !== "string") return undefined;
  const owner = doc.parent?.name;
  return typeof owner === "string" ? `${doc.name}, ${owner}` : doc.name;
}

/** The effect terms of an actor's modifiers: every effect that applies to it, as Foundry lists them. */
export function actorModifierTerms(actor: Actor.Implementation): ModifierTerms {
  const sources: EffectTermSource[] = [];
  for (const effect of actor.allApplicableEffects()) {
    const source: EffectTermSource = {
      name: effect.name,
      active: effect.active,
      statuses: effect.statuses,
      changes: effectChanges(effect),
    };
    const cause = causeOf(effect.origin);
    if (cause !== undefined) source.cause = cause;
    sources.push(source);
  }
  return modifierTerms(sources);
}

/** What the d20 preparations read on either model of their ruleset. */
export type D20Prepared = {
  stats: { str: number; dex: number; mnd: number };
  level: number;
  skills: Record<string, number>;
  attack: { melee: number | null; ranged: number | null };
  parent: Actor.Implementation;
  modifiers: D20BaseData["modifiers"];
};

/** A d20 character or NPC model: Active Effect modifiers start at 0 each preparation. */
export abstract class D20ActorModel<
  Schema extends foundry.data.fields.DataSchema,
  Derived extends Readonly<Record<string, unknown>>,
  // A parameter, as in HolocronActorModel: written here it would make Actor.Implementation circular.
  Parent extends Actor.Implementation = Actor.Implementation,
> extends HolocronActorModel<Schema, D20BaseData, Derived, Parent> {
  override prepareBaseData(): void {
    // Typed through Object.assign: fvtt-types cannot resolve a base-data field on a generic schema.
    Object.assign<this, D20BaseData>(this, { modifiers: freshModifiers() });
  }
}
