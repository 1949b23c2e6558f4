// The schema block m20 and Space Opera share: stats, level, attack bonus overrides.
import type { D20Modifiers } from "../derive/d20.js";
import { booleanField, integerField, nullableIntegerField, textField } from "../fields.js";
import { ATTACK_BONUS_RANGE, D20_LEVEL_RANGE, SKILL_RANK_RANGE, STAT_RANGE } from "../ranges.js";

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

/** Space Opera's class: its name and whether it is a Knight (psionic powers, psionic shield). */
export function operaClassField() {
  return new SchemaField({ name: textField(), knight: booleanField() });
}

/** Base data of the d20 models: modifiers start at 0 each preparation; Active Effects add to them. */
export type D20BaseData = { modifiers: D20Modifiers };

export function freshModifiers(): D20Modifiers {
  return { attack: 0, damage: 0, ac: 0 };
}
