// Star Worlds skills are named tags. Level 1 gives "Species +1" (seed 002 line 66): the skill the
// character's species names, known without being written into the character's own list.
import { RulesError } from "../rules-error.js";

// Stryker disable next-line MethodExpression: upper or lower case, either makes the names case-blind
const key = (name: string) => name.trim().toLowerCase();

/** The character's skills and its species' skills, without repeats (the first spelling kept). */
export function knownSkills(own: readonly string[], species: readonly string[]): string[] {
  if (!Array.isArray(own) || !Array.isArray(species))
    throw new RulesError(
      "HOLOCRON.Rules.Error.notList",
      { name: "skills" },
      "skills must be arrays",
    );
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...own, ...species]) {
    if (typeof name !== "string")
      throw new RulesError(
        "HOLOCRON.Rules.Error.notText",
        { name: "skill" },
        "a skill must be a name",
      );
    if (name.trim() === "" || seen.has(key(name))) continue;
    seen.add(key(name));
    out.push(name.trim());
  }
  return out;
}
