// The schema block m20 and Space Opera share: stats, level, attack bonus overrides.
import type { D20Modifiers } from "../derive/d20.js";
import { booleanField, integerField, nullableIntegerField, textField } from "../fields.js";

const { SchemaField } = foundry.data.fields;

/** Ability scores: 3–18 usual, 1–30 accepted. */
export const STAT_RANGE = { min: 1, max: 30 } as const;
/** Level 1–10 by the rules; the GM may go beyond, up to 20 (the sheet warns above 10). */
export const D20_LEVEL_RANGE = { min: 1, max: 20 } as const;
export const SKILL_RANK_RANGE = { min: 0, max: 30 } as const;

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
    melee: nullableIntegerField({ min: -20, max: 40 }),
    ranged: nullableIntegerField({ min: -20, max: 40 }),
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

/** Space Opera's class: its name and whether it is a Knight (psionic powers, psionic shield). */
export function operaClassField() {
  return new SchemaField({ name: textField(), knight: booleanField() });
}

/** Base data of the d20 models: modifiers start at 0 each preparation; Active Effects add to them. */
export type D20BaseData = { modifiers: D20Modifiers };

export function freshModifiers(): D20Modifiers {
  return { attack: 0, damage: 0, ac: 0 };
}
