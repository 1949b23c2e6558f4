// Exact odds for the roll dialog and the chat cards, straight from the rules API.
import { d20, starWorlds } from "../rules/index.js";
import { d20Checks, type D20RulesetId, type WorldsBand } from "./outcomes.js";

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
