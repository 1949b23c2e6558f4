// Pure readings of rolled dice: which outcome a d20 or 2d6 total means under each ruleset, and the
// exact odds of each before the roll.
// The decisions themselves come from src/rules; the ruleset's adapter picks the right one.
import { d20, spaceOpera, starWorlds } from "../rules/index.js";
import { rollsD20, rulesetById, type D20RulesetId } from "../rulesets/index.js";
import { type D20CheckRules } from "../rulesets/checks.js";

/** What a d20 roll is for: a check vs a DC, an attack vs AC, a Force/psionic check, a dying check. */
export type D20Kind = "check" | "attack" | "power" | "dying";

export type D20Outcome = "success" | "failure" | "hit" | "miss" | "critical";
export type WorldsBand = starWorlds.Outcome;

/** The d20 check rules of a ruleset (its attack rules); throws for one that rolls no d20. */
export function d20Checks(ruleset: D20RulesetId): D20CheckRules {
  const checks = rulesetById(ruleset).checks;
  if (!rollsD20(checks)) throw new Error(`Ruleset "${ruleset}" does not roll a d20`);
  return checks;
}

/** Attack against one AC: natural 20 always hits and is critical; Space Opera's natural 1 misses. */
export function attackResult(
  ruleset: D20RulesetId,
  r: { natural: number; total: number; ac: number },
): D20Outcome {
  const { hit, critical } = d20Checks(ruleset).attack.outcome(r);
  if (critical) return "critical";
  return hit ? "hit" : "miss";
}

/**
 * The outcome of a d20 roll of a kind. Checks, powers and dying checks have no natural-20 rule
 * (rulings: only attacks crit); without a target number there is no outcome to show.
 */
export function d20Outcome(
  ruleset: D20RulesetId,
  kind: D20Kind,
  r: { natural: number; total: number; target: number | null },
): D20Outcome | null {
  if (r.target === null) return null;
  if (kind === "attack") return attackResult(ruleset, { ...r, ac: r.target });
  if (kind === "dying") {
    return spaceOpera.dyingCheck({ total: r.total }) === "survives" ? "success" : "failure";
  }
  return r.total >= r.target ? "success" : "failure";
}

// Exact odds for the roll dialog and the chat cards, straight from the rules API.

export interface AttackOdds {
  /** Chance to hit (natural 20 included; Space Opera's natural 1 excluded). */
  hit: number;
  /** Chance of a critical (natural 20). */
  critical: number;
}

export function attackOdds(ruleset: D20RulesetId, bonus: number, ac: number): AttackOdds {
  return { hit: d20Checks(ruleset).attack.hitChance({ bonus, ac }), critical: 1 / 20 };
}

/** Chance that d20 + bonus ≥ dc (a check has no natural-20/1 rule). */
export function checkOdds(bonus: number, dc: number): number {
  return d20.checkChance({ bonus, dc });
}

/** Chance that the actor's d20 check beats the resister's (ties to the resister). */
export function opposedD20Odds(actorBonus: number, resisterBonus: number): number {
  return d20.opposedCheckChance({ actorBonus, resisterBonus });
}

export interface BandOdds {
  band: WorldsBand;
  chance: number;
}

/** The Star Worlds bands that can happen with or without a skill, each with its exact chance. */
export function bandOdds(attribute: number, skilled: boolean): BandOdds[] {
  const chances = starWorlds.outcomeChances(attribute, { skilled });
  return starWorlds.OUTCOMES.filter((band) => band !== (skilled ? "failure" : "closeCall")).map(
    (band) => ({ band, chance: chances[band] }),
  );
}

/** Chance the first 2d6 + attribute beats the other, ties rolled again. */
export function opposedWorldsOdds(attribute: number, otherAttribute: number): number {
  return starWorlds.opposedChance({ attribute, otherAttribute });
}
