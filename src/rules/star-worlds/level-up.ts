// Taking a Star Worlds level (seed 002 lines 51–131): when a level earned may be taken, what the
// player chooses for it, and what it changes. Choices the rules refuse throw a LevelUpError whose
// `reason` the sheet turns into a message.
import { ATTRIBUTE_MAX, ATTRIBUTES, type Attribute } from "./checks.js";
import { MAX_CAREERS, maxCareersAtLevel } from "./careers.js";
import { damageDiceBonus, levelGains, maxVitality } from "./levels.js";
import { assertInteger, assertIntegerAtLeast, assertIntegerInRange } from "../validate.js";

/** levelsReady lives with the levels Hero Points earn (levels.ts). */
export { levelsReady } from "./levels.js";

/** The level table's +1s may raise an attribute above the +3 of creation (ruling): at most +6. */
export const ATTRIBUTE_RAISED_MAX = ATTRIBUTE_MAX + 3;

/** What reaching `level` asks of the player, and what it gives without a choice. */
export interface LevelUpNeeds {
  level: number;
  /** +1 to an attribute the player picks (levels 4, 7, 10). */
  attribute: boolean;
  /** A new skill (levels 3, 5, 7, 9)… */
  skill: boolean;
  /** …or, instead, a new career (seed 002 line 53), while fewer than the level allows. */
  career: boolean;
  /** A new ability from a career the character has (levels 2, 4, 6, 8, 10). */
  ability: boolean;
  /** Max Vitality gained (+4 at 4, 7, 10) and extra damage dice (+1d6 at 5 and 10). */
  vitality: number;
  damageDice: number;
}

export function levelUpNeeds(level: number, careers: number): LevelUpNeeds {
  const gains = levelGains(level);
  assertIntegerAtLeast(careers, "careers", 0);
  const careerRoom = careers < Math.min(MAX_CAREERS, maxCareersAtLevel(level));
  return {
    level,
    attribute: gains.attributes > 0,
    skill: gains.skills > 0,
    career: gains.skills > 0 && careerRoom,
    ability: gains.abilities > 0,
    vitality: gains.vitality,
    damageDice: gains.damageDice,
  };
}

export type LevelUpRefusal =
  | "noAttribute"
  | "attributeAtMax"
  | "noSkillOrCareer"
  | "skillAndCareer"
  | "skillKnown"
  | "careerLimit"
  | "careerKnown"
  | "noAbility"
  | "abilityKnown";

export class LevelUpError extends Error {
  constructor(readonly reason: LevelUpRefusal) {
    super(`Level up refused: ${reason}`);
    this.name = "LevelUpError";
  }
}

export interface LevelUpChoice {
  attribute: Attribute | null;
  skill: string | null;
  career: string | null;
  ability: string | null;
}

export interface LevelUpCharacter {
  level: number;
  attributes: Record<Attribute, number>;
  skills: readonly string[];
  careers: readonly string[];
  abilities: readonly string[];
  vitality: number;
}

export interface LevelUpResult {
  level: number;
  attributes: Record<Attribute, number>;
  skills: string[];
  /** The career and the ability to add to the character, or null. */
  career: string | null;
  ability: string | null;
  /** Current and max Vitality after the level (the max's increase is added to the current). */
  vitality: number;
  maxVitality: number;
  /** Extra damage dice from the level table, in all. */
  damageDice: number;
}

/** `name` comes trimmed (from `named`); the stored names may not be. */
const known = (list: readonly string[], name: string) =>
  list.some((n) => n.trim().toLowerCase() === name.toLowerCase());

const named = (value: string | null): string | null => {
  const text = value?.trim() ?? "";
  return text === "" ? null : text;
};

/** The character after taking level `level + 1` with `choice`; throws a LevelUpError. */
export function takeLevel(c: LevelUpCharacter, choice: LevelUpChoice): LevelUpResult {
  const level = c.level + 1;
  assertIntegerInRange(level, "new level", 2, 10);
  assertIntegerAtLeast(c.vitality, "Vitality", 0);
  ATTRIBUTES.forEach((a) => assertInteger(c.attributes[a], a));
  const needs = levelUpNeeds(level, c.careers.length);
  const attributes = { ...c.attributes };
  if (needs.attribute) {
    if (!choice.attribute || !ATTRIBUTES.includes(choice.attribute)) {
      throw new LevelUpError("noAttribute");
    }
    if (attributes[choice.attribute] >= ATTRIBUTE_RAISED_MAX) {
      throw new LevelUpError("attributeAtMax");
    }
    attributes[choice.attribute] += 1;
  }
  const skill = needs.skill ? named(choice.skill) : null;
  const career = needs.skill ? named(choice.career) : null;
  if (needs.skill) {
    if (skill && career) throw new LevelUpError("skillAndCareer");
    if (!skill && !career) throw new LevelUpError("noSkillOrCareer");
    if (skill && known(c.skills, skill)) throw new LevelUpError("skillKnown");
    if (career && !needs.career) throw new LevelUpError("careerLimit");
    if (career && known(c.careers, career)) throw new LevelUpError("careerKnown");
  }
  const ability = needs.ability ? named(choice.ability) : null;
  if (needs.ability) {
    if (!ability) throw new LevelUpError("noAbility");
    if (known(c.abilities, ability)) throw new LevelUpError("abilityKnown");
  }
  const before = maxVitality({ menace: c.attributes.menace, level: c.level });
  const after = maxVitality({ menace: attributes.menace, level });
  return {
    level,
    attributes,
    skills: skill ? [...c.skills, skill] : [...c.skills],
    career,
    ability,
    vitality: Math.min(after, Math.max(0, c.vitality + after - before)),
    maxVitality: after,
    damageDice: damageDiceBonus(level),
  };
}
