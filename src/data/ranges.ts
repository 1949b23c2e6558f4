// Ranges the schemas enforce and the sheets' inputs show (one source, so the two cannot drift).

/** Ability scores: 3–18 usual, 1–30 accepted. */
export const STAT_RANGE = { min: 1, max: 30 } as const;
/** Level 1–10 by the rules; the GM may go beyond, up to 20 (the sheet warns above 10). */
export const D20_LEVEL_RANGE = { min: 1, max: 20 } as const;
/** Star Worlds levels 1–10 (seed 002's level table). */
export const WORLDS_LEVEL_RANGE = { min: 1, max: 10 } as const;
export const SKILL_RANK_RANGE = { min: 0, max: 30 } as const;
/** A weapon's own attack bonus. */
export const WEAPON_ATTACK_BONUS_RANGE = { min: -20, max: 20 } as const;
/** The flat part of a weapon's damage formula ("2d6+3": +3); the dice themselves are the rules' limits. */
export const WEAPON_DAMAGE_BONUS_RANGE = { min: -20, max: 20 } as const;
/**
 * A weapon's damage dice, whoever writes them (a GM too): at most 20 dice in all, none of more than
 * 20 faces. The compendiums' heaviest weapons roll 6d6 and 3d10; 100d100 is no weapon's.
 */
export const WEAPON_DAMAGE_DICE = { dice: 20, faces: 20 } as const;
/** The roll dialog's situational modifier. */
export const ROLL_MODIFIER_RANGE = { min: -20, max: 20 } as const;
/** What Active Effects add to an actor's attack or damage (a card beyond it is not verified). */
export const EFFECT_MODIFIER_RANGE = { min: -20, max: 20 } as const;
/** A character's attack bonus override (blank: the level). */
export const ATTACK_BONUS_RANGE = { min: -20, max: 40 } as const;
/** One level's hit die (1d6, rulings: m20 hit dice). */
export const HIT_DIE_RANGE = { min: 1, max: 6 } as const;
