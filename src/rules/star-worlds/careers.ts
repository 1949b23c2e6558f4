// Careers: up to three. A new career replaces a level's new skill, twice at most, so the second
// can come at level 3 at the earliest and the third at level 5 (levels 3, 5, 7, 9 give skills).
import { type Refusal, refusalOf, RulesError } from "../rules-error.js";
import { assertIntegerAtLeast, assertIntegerInRange } from "../validate.js";
import { levelGains, MAX_LEVEL } from "./levels.js";

export const MAX_CAREERS = 3;

/** Careers a character of `level` can have: 1 + the level-ups with a skill so far, at most 3. */
export function maxCareersAtLevel(level: number): number {
  assertIntegerInRange(level, "level", 1, MAX_LEVEL);
  let skillLevels = 0;
  for (let l = 2; l <= level; l++) if (levelGains(l).skills > 0) skillLevels++;
  return Math.min(MAX_CAREERS, 1 + skillLevels);
}

/**
 * The level 1 row's "Abilities: Per Career" (seed 002 line 67), as read here: a level 1 character's
 * career gives one ability of the player's choice, so the levels that add "an ability from a career
 * you have" and the Hero Point spend "an ability from your career you don't have yet" (line 47)
 * still have some to offer. True while the career still owes that starting ability.
 */
export function startingAbilityDue(level: number, abilitiesOfCareer: number): boolean {
  assertIntegerInRange(level, "level", 1, MAX_LEVEL);
  assertIntegerAtLeast(abilitiesOfCareer, "abilities of the career", 0);
  return level === 1 && abilitiesOfCareer === 0;
}

/** At most three careers (fewer at low level when `level` is given), named, without repeats. */
export function validateCareers(careers: string[], level?: number): { ok: true } | Refusal {
  try {
    if (!Array.isArray(careers))
      throw new RulesError(
        "HOLOCRON.Rules.Error.notList",
        { name: "careers" },
        "careers must be an array of names",
      );
    const max = level === undefined ? MAX_CAREERS : maxCareersAtLevel(level);
    if (careers.length > max) {
      throw new RulesError(
        level === undefined
          ? "HOLOCRON.Rules.Error.careers"
          : "HOLOCRON.Rules.Error.careersAtLevel",
        {
          count: String(careers.length),
          max: String(max),
          ...(level === undefined ? {} : { level: String(level) }),
        },
        level === undefined
          ? `${careers.length} careers; at most ${MAX_CAREERS}`
          : `${careers.length} careers; at most ${max} at level ${level}`,
      );
    }
    const seen = new Set<string>();
    careers.forEach((c, i) => {
      if (typeof c !== "string" || c.trim() === "")
        throw new RulesError(
          "HOLOCRON.Rules.Error.careerName",
          { number: String(i + 1) },
          `career ${i + 1} has no name`,
        );
      // Stryker disable next-line MethodExpression: upper or lower case, either makes the names case-blind
      const key = c.trim().toLowerCase();
      if (seen.has(key))
        throw new RulesError(
          "HOLOCRON.Rules.Error.twice",
          { name: "careers", value: c.trim() },
          `career "${c.trim()}" is listed twice`,
        );
      seen.add(key);
    });
    return { ok: true };
  } catch (e) {
    return refusalOf(e);
  }
}
