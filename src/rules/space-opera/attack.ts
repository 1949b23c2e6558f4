// Space Opera attacks: a natural 20 always hits and is a critical; a natural 1 always misses.
import { attackRulesOf } from "../d20/core.js";

const OPERA_ATTACK = attackRulesOf({ naturalOneMisses: true });

export const attackOutcome = OPERA_ATTACK.attackOutcome;

/** Exact: (naturals that hit) / 20; a 20 always hits, a 1 never does. */
export const hitChance = OPERA_ATTACK.hitChance;
