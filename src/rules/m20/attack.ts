// m20 attacks: a natural 20 always hits and is a critical; a natural 1 has no special rule.
import { attackRulesOf } from "../d20/core.js";

const M20_ATTACK = attackRulesOf({ naturalOneMisses: false });

export const attackOutcome = M20_ATTACK.attackOutcome;

/** Exact: (naturals that hit) / 20, a natural 20 always among them. */
export const hitChance = M20_ATTACK.hitChance;
