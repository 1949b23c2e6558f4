// A chase round: every runner of an open pair rolls once; each pair compares the two totals (Space
// Opera seed: the winner moves the gap by its movement, a tie changes nothing; Star Worlds ruling:
// ties rolled again) and the round goes to the log.
import { chaseRound as d20Round } from "../space-opera/chase.js";
import { chaseRound as worldsRound } from "../star-worlds/chase.js";
import {
  assertBoolean,
  assertInteger,
  assertIntegerAtLeast,
  assertIntegerInRange,
  assertOneOf,
} from "../validate.js";
import { pairKey } from "./setup.js";
import { sumTrace, term, type Trace } from "../trace/trace.js";
import {
  MAX_CHASE_MODIFIER,
  type Chase,
  type CheckRoll,
  type Pair,
  type PairResult,
  type PairWinner,
  type RoundCall,
  type RoundEntry,
} from "./types.js";

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

/**
 * The GM's call on a runner for this round (rulings: Chases): a situational modifier (−20…+20) on
 * its check, or an automatic loss. A call of +0 without a loss removes it. Any time before the
 * round resolves, rolled or not: it shows on the tracker and on the round's card.
 */
export function setRoundCall(chase: Chase, id: string, call: RoundCall): Chase {
  if (chase.status !== "setup" && chase.status !== "running") {
    throw new Error("the chase is over");
  }
  if (!chase.participants.some((p) => p.id === id)) throw new Error("no such participant");
  assertIntegerInRange(call.modifier, "modifier", -MAX_CHASE_MODIFIER, MAX_CHASE_MODIFIER);
  assertBoolean(call.autoLoss, "autoLoss");
  const calls = { ...chase.calls };
  if (call.modifier === 0 && !call.autoLoss) delete calls[id];
  else calls[id] = { modifier: call.modifier, autoLoss: call.autoLoss };
  return { ...chase, calls };
}

/** A runner's total this round: its check plus the GM's modifier (null: not rolled yet). */
export function roundTotal(chase: Chase, id: string): number | null {
  return roundTotalTrace(chase, id)?.value ?? null;
}

/**
 * The round total as terms: the dice as rolled (the check's total less its bonus), the check's
 * bonus, and the GM's modifier for this round when there is one (rulings: Chases).
 */
export function roundTotalTrace(chase: Chase, id: string): Trace | null {
  const roll = chase.rolls[id];
  if (!roll) return null;
  const terms = [
    term("dice", roll.total - roll.bonus, "roll"),
    term("checkBonus", roll.bonus, "rule"),
  ];
  const modifier = chase.calls?.[id]?.modifier ?? 0;
  if (modifier !== 0) terms.push(term("gmCall", modifier, "gm"));
  return sumTrace("chaseCheck", terms);
}

/**
 * A pair's winner by the GM's automatic-loss calls: the other runner when one loses automatically;
 * nobody ("none", the gap stays) when both do; null when neither does and the dice decide.
 */
export function forcedWinner(pursuerLoses: boolean, quarryLoses: boolean): PairWinner | null {
  assertBoolean(pursuerLoses, "pursuerLoses");
  assertBoolean(quarryLoses, "quarryLoses");
  if (pursuerLoses && quarryLoses) return "none";
  if (pursuerLoses) return "quarry";
  if (quarryLoses) return "pursuer";
  return null;
}

function forcedOf(chase: Chase, pair: Pair): PairWinner | null {
  const calls = chase.calls ?? {};
  return forcedWinner(
    calls[pair.pursuerId]?.autoLoss === true,
    calls[pair.quarryId]?.autoLoss === true,
  );
}

/** Pairs whose totals tie and must be rolled again before the round resolves (reroll chases). */
export function tiedPairs(chase: Chase): Pair[] {
  if (chase.ties !== "reroll") return [];
  return activePairs(chase).filter(
    (p) =>
      forcedOf(chase, p) === null &&
      roundTotal(chase, p.pursuerId) === roundTotal(chase, p.quarryId),
  );
}

/** Tie-break totals of a pair, in order: the rerolls after the round's tied totals. */
export type TieBreaks = Record<string, { pursuer: number[]; quarry: number[] }>;

function resolvePair(chase: Chase, pair: Pair, tieBreaks: TieBreaks): PairResult {
  const p = chase.rolls[pair.pursuerId]!;
  const q = chase.rolls[pair.quarryId]!;
  const extra = tieBreaks[pairKey(pair.pursuerId, pair.quarryId)] ?? { pursuer: [], quarry: [] };
  const pursuerTotals = [roundTotal(chase, pair.pursuerId) ?? p.total, ...extra.pursuer];
  const quarryTotals = [roundTotal(chase, pair.quarryId) ?? q.total, ...extra.quarry];
  const runners = { pursuer: p.movement, quarry: q.movement };
  const forced = forcedOf(chase, pair);
  if (forced !== null && (extra.pursuer.length || extra.quarry.length)) {
    throw new Error("an automatic loss decides this pair: there is nothing to reroll");
  }
  // An automatic loss decides the pair whatever the dice: the gap moves as for a won check.
  const result =
    forced !== null
      ? d20Round({
          gap: pair.gap,
          pursuer: { total: forced === "pursuer" ? 1 : 0, movement: runners.pursuer },
          quarry: { total: forced === "quarry" ? 1 : 0, movement: runners.quarry },
        })
      : chase.ties === "reroll"
        ? worldsRound({
            gap: pair.gap,
            pursuer: { totals: pursuerTotals, movement: runners.pursuer },
            quarry: { totals: quarryTotals, movement: runners.quarry },
          })
        : d20Round({
            gap: pair.gap,
            pursuer: { total: pursuerTotals[0]!, movement: runners.pursuer },
            quarry: { total: quarryTotals[0]!, movement: runners.quarry },
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
  const calls = chase.calls ?? {};
  const entry: RoundEntry = {
    round: chase.round,
    note: chase.note,
    results,
    ...(Object.keys(calls).length ? { calls: { ...calls } } : {}),
  };
  const { calls: _done, ...rest } = chase;
  return {
    chase: {
      ...rest,
      pairs,
      rolls: {},
      note: "",
      round: chase.round + 1,
      log: [...chase.log, entry],
    },
    entry,
  };
}
