// A chase round: every runner of an open pair rolls once; each pair compares the two totals (Space
// Opera seed: the winner moves the gap by its movement, a tie changes nothing; Star Worlds ruling:
// ties rolled again) and the round goes to the log.
import { chaseRound as d20Round } from "../space-opera/chase.js";
import { chaseRound as worldsRound } from "../star-worlds/chase.js";
import { assertInteger, assertIntegerAtLeast, assertOneOf } from "../validate.js";
import { pairKey } from "./setup.js";
import type { Chase, CheckRoll, Pair, PairResult, RoundEntry } from "./types.js";

/** Pairs still running: the chase is on, no catch yet, and both runners are still in it. */
export function activePairs(chase: Chase): Pair[] {
  if (chase.status !== "running") return [];
  const out = new Set(chase.participants.filter((p) => p.out).map((p) => p.id));
  return chase.pairs.filter((p) => !p.caught && !out.has(p.pursuerId) && !out.has(p.quarryId));
}

/** Who rolls this round, in the participants' order. */
export function rollersNeeded(chase: Chase): string[] {
  const ids = new Set(activePairs(chase).flatMap((p) => [p.pursuerId, p.quarryId]));
  return chase.participants.filter((p) => ids.has(p.id)).map((p) => p.id);
}

export function missingRolls(chase: Chase): string[] {
  return rollersNeeded(chase).filter((id) => !chase.rolls[id]);
}

/** Stores one participant's check; each rolls once a round. */
export function recordRoll(chase: Chase, id: string, roll: CheckRoll): Chase {
  if (!rollersNeeded(chase).includes(id)) throw new Error("this participant has no check to roll");
  if (chase.rolls[id]) throw new Error("this participant has already rolled this round");
  return { ...chase, rolls: { ...chase.rolls, [id]: checked(roll) } };
}

/** A copy of a check's numbers once they are valid. */
function checked(roll: CheckRoll): CheckRoll {
  assertInteger(roll.total, "total");
  assertInteger(roll.bonus, "bonus");
  assertIntegerAtLeast(roll.movement, "movement", 0);
  roll.dice.forEach((d, i) => assertIntegerAtLeast(d, `die ${i + 1}`, 1));
  return { total: roll.total, dice: [...roll.dice], bonus: roll.bonus, movement: roll.movement };
}

/**
 * A Hero Point reroll of a check already rolled this round (seed 002 line 43: "Reroll on any
 * Attribute roll and take the result you like best"): a higher total always runs better, so the
 * better roll stands; the reroll's total is kept in `rerolls`. Payable again, before the round ends.
 */
export function rerollCheck(chase: Chase, id: string, roll: CheckRoll): Chase {
  const before = chase.rolls[id];
  if (!before) throw new Error("this participant has no check to reroll this round");
  if (roll.bonus !== before.bonus || roll.movement !== before.movement) {
    throw new Error("a reroll keeps the check's bonus and movement");
  }
  const rolled = checked(roll);
  const best = rolled.total > before.total ? rolled : before;
  const rerolls = [...(before.rerolls ?? []), rolled.total];
  return { ...chase, rolls: { ...chase.rolls, [id]: { ...best, dice: [...best.dice], rerolls } } };
}

/** Pairs whose totals tie and must be rolled again before the round resolves (reroll chases). */
export function tiedPairs(chase: Chase): Pair[] {
  if (chase.ties !== "reroll") return [];
  return activePairs(chase).filter(
    (p) => chase.rolls[p.pursuerId]?.total === chase.rolls[p.quarryId]?.total,
  );
}

/** Tie-break totals of a pair, in order: the rerolls after the round's tied totals. */
export type TieBreaks = Record<string, { pursuer: number[]; quarry: number[] }>;

function resolvePair(chase: Chase, pair: Pair, tieBreaks: TieBreaks): PairResult {
  const p = chase.rolls[pair.pursuerId]!;
  const q = chase.rolls[pair.quarryId]!;
  const extra = tieBreaks[pairKey(pair.pursuerId, pair.quarryId)] ?? { pursuer: [], quarry: [] };
  const pursuerTotals = [p.total, ...extra.pursuer];
  const quarryTotals = [q.total, ...extra.quarry];
  const runners = { pursuer: p.movement, quarry: q.movement };
  const result =
    chase.ties === "reroll"
      ? worldsRound({
          gap: pair.gap,
          pursuer: { totals: pursuerTotals, movement: runners.pursuer },
          quarry: { totals: quarryTotals, movement: runners.quarry },
        })
      : d20Round({
          gap: pair.gap,
          pursuer: { total: p.total, movement: runners.pursuer },
          quarry: { total: q.total, movement: runners.quarry },
        });
  if (chase.ties === "nothing" && (extra.pursuer.length || extra.quarry.length)) {
    throw new Error("ties change nothing in this chase: there is nothing to reroll");
  }
  return {
    pursuerId: pair.pursuerId,
    quarryId: pair.quarryId,
    before: pair.gap,
    after: result.gap,
    winner: result.winner,
    pursuerTotals,
    quarryTotals,
    caught: result.caught,
  };
}

/**
 * Resolves the round once every check is in: new gaps and catches, the log entry (with the GM's
 * note), and the next round with no rolls. Returns the entry for the round's chat card.
 */
export function resolveRound(
  chase: Chase,
  tieBreaks: TieBreaks = {},
): { chase: Chase; entry: RoundEntry } {
  assertOneOf(chase.status, "chase status", ["running"] as const);
  const missing = missingRolls(chase);
  if (missing.length) throw new Error(`still waiting for ${missing.length} check(s)`);
  const active = activePairs(chase);
  if (active.length === 0) throw new Error("no pair is still running");
  const results = active.map((pair) => resolvePair(chase, pair, tieBreaks));
  const byKey = new Map(results.map((r) => [pairKey(r.pursuerId, r.quarryId), r]));
  const pairs = chase.pairs.map((p) => {
    const r = byKey.get(pairKey(p.pursuerId, p.quarryId));
    return r ? { ...p, gap: r.after, caught: r.caught } : p;
  });
  const entry: RoundEntry = { round: chase.round, note: chase.note, results };
  return {
    chase: {
      ...chase,
      pairs,
      rolls: {},
      note: "",
      round: chase.round + 1,
      log: [...chase.log, entry],
    },
    entry,
  };
}
