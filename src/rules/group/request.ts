// A check the GM asks of several characters at once: each row's chance before and its outcome after,
// by the row's own kind of check (a d20 check against a DC, or Star Worlds' 2d6 + attribute in
// bands), in one of three modes: against a DC, opposed by one NPC (each row its own opposed check,
// as a Force power's targets each resist), or "highest wins".
import { RulesError } from "../rules-error.js";
import { checkChance, meetsDc, opposedCheckChance, opposedWinner } from "../d20/core.js";
import {
  opposedChance,
  outcome,
  outcomeChances,
  type Outcome,
  TWO_D6_COUNTS,
  TWO_D6_MIN,
  TWO_D6_OUTCOMES,
} from "../star-worlds/checks.js";
import { assertInteger } from "../validate.js";
import { add, fraction, mul, toNumber, ZERO, ONE, type Fraction } from "./fraction.js";

export const REQUEST_MODES = ["dc", "opposed", "highest"] as const;
export type RequestMode = (typeof REQUEST_MODES)[number];

/** One character's check: its flat bonus, and for Star Worlds whether a skill applies. */
export type RowCheck =
  { kind: "d20"; bonus: number } | { kind: "worlds"; bonus: number; skilled: boolean };

/**
 * The Star Worlds bands that achieve what was asked: Problem, Success and Critical (rulings: 7–9 is
 * a Problem, the attempt works at a cost, as a weapon's Problem still hits). Failure and Close-Call
 * do not; Star Worlds has no DC, so a DC the GM set is for the d20 rows only.
 */
export const WORLDS_SUCCESS_BANDS: readonly Outcome[] = ["problem", "success", "critical"];

/** Pure: the Star Worlds band a row's total lands in, or null for a d20 row (it has none). */
export function bandOf(check: RowCheck, total: number): Outcome | null {
  return check.kind === "worlds" ? outcome(total, { skilled: check.skilled }) : null;
}

/** Pure: the chance a row succeeds against the DC (d20) or in a succeeding band (Star Worlds). */
export function dcChance(check: RowCheck, dc: number): number {
  if (check.kind === "d20") return checkChance({ bonus: check.bonus, dc });
  const bands = outcomeChances(check.bonus, { skilled: check.skilled });
  return WORLDS_SUCCESS_BANDS.reduce((sum, band) => sum + bands[band], 0);
}

/** Pure: whether a row's total succeeds against the DC (d20) or lands in a succeeding band. */
export function dcSuccess(check: RowCheck, total: number, dc: number): boolean {
  if (check.kind === "d20") return meetsDc(total, dc);
  return WORLDS_SUCCESS_BANDS.includes(outcome(total, { skilled: check.skilled }));
}

/**
 * Pure: the chance a row's character withstands the NPC's opposed check. The NPC acts, the
 * character resists: in d20 a tie goes to the resister (rulings), so this is exactly 1 minus the
 * NPC's chance as a Force power's card shows it; Star Worlds ties are rolled again.
 */
export function opposedChanceOf(check: RowCheck, opponentBonus: number): number {
  if (check.kind === "d20") {
    return 1 - opposedCheckChance({ actorBonus: opponentBonus, resisterBonus: check.bonus });
  }
  return 1 - opposedChance({ attribute: opponentBonus, otherAttribute: check.bonus });
}

/** Pure: whether the character (the resister) withstood the NPC, from the last round's totals. */
export function opposedSuccess(kind: RowCheck["kind"], npcTotal: number, total: number): boolean {
  if (kind === "d20") return opposedWinner(npcTotal, total) === "resister";
  assertInteger(npcTotal, "NPC total");
  assertInteger(total, "check total");
  if (npcTotal === total)
    throw new RulesError(
      "HOLOCRON.Rules.Error.opposedTie",
      {},
      "a Star Worlds opposed check cannot end on a tie",
    );
  return total > npcTotal;
}

/** A row's totals and their exact chances: d20 + bonus (each 1/20) or 2d6 + bonus (each k/36). */
function totals(check: RowCheck): Map<number, Fraction> {
  const out = new Map<number, Fraction>();
  if (check.kind === "d20") {
    for (let n = 1; n <= 20; n++) out.set(n + check.bonus, fraction(1n, 20n));
  } else {
    TWO_D6_COUNTS.forEach((ways, i) =>
      out.set(TWO_D6_MIN + i + check.bonus, fraction(BigInt(ways), BigInt(TWO_D6_OUTCOMES))),
    );
  }
  return out;
}

/** The chance a row's total is below `t`. */
function below(dist: Map<number, Fraction>, t: number): Fraction {
  let sum = ZERO;
  for (const [total, p] of dist) if (total < t) sum = add(sum, p);
  return sum;
}

/**
 * Pure: each row's exact chance of the one highest total ("highest wins"; a shared highest total is
 * a tie, no one's win), each row rolling independently.
 */
export function highestChancesExact(checks: readonly RowCheck[]): Fraction[] {
  const dists = checks.map(totals);
  return dists.map((mine, i) => {
    let sum = ZERO;
    for (const [t, p] of mine) {
      let others = ONE;
      dists.forEach((d, j) => {
        if (j !== i) others = mul(others, below(d, t));
      });
      sum = add(sum, mul(p, others));
    }
    return sum;
  });
}

export function highestChances(checks: readonly RowCheck[]): number[] {
  return highestChancesExact(checks).map(toNumber);
}

/** Pure: the indices of the rows with the highest total (more than one: a tie). */
export function highestRows(rowTotals: readonly number[]): number[] {
  if (rowTotals.length === 0) return [];
  const top = Math.max(...rowTotals);
  return rowTotals.flatMap((t, i) => (t === top ? [i] : []));
}
