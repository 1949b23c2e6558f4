// A chase round: every runner of an open pair rolls once; each pair compares the two totals (Space
// Opera seed: the winner moves the gap by its movement, a tie changes nothing; Star Worlds ruling,
// revised: the higher Speed wins outright, equal Speeds compare the totals, ties rolled again) and
// the round goes to the log.
import { chaseRound as d20Round } from "../space-opera/chase.js";
import { chaseRound as worldsRound, chaseSpeed, fasterRunner } from "../star-worlds/chase.js";
import { addModifier } from "../dice/format.js";
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

/**
 * A runner's Speed this round in a reroll (Star Worlds) chase: its check's movement as Speed plus the
 * GM's modifier (ruling "Chases in every ruleset", revised: the modifier adds to Speed for the
 * comparison). null: not rolled yet, or a chase whose ties change nothing (Speed is not compared).
 */
export function roundSpeed(chase: Chase, id: string): number | null {
  const roll = chase.rolls[id];
  if (chase.ties !== "reroll" || !roll) return null;
  return chaseSpeed(roll.movement) + (chase.calls?.[id]?.modifier ?? 0);
}

/** The faster runner of a pair this round, which wins it outright (seed 002: Speed first); else null. */
function fasterOf(chase: Chase, pair: Pair): "pursuer" | "quarry" | null {
  const p = roundSpeed(chase, pair.pursuerId);
  const q = roundSpeed(chase, pair.quarryId);
  return p === null || q === null ? null : fasterRunner(p, q);
}

/**
 * Pairs whose totals tie and must be rolled again before the round resolves (reroll chases): no
 * automatic loss decides them and their Speeds this round are equal.
 */
export function tiedPairs(chase: Chase): Pair[] {
  if (chase.ties !== "reroll") return [];
  return activePairs(chase).filter(
    (p) =>
      forcedOf(chase, p) === null &&
      fasterOf(chase, p) === null &&
      roundTotal(chase, p.pursuerId) === roundTotal(chase, p.quarryId),
  );
}

/**
 * The formula a runner rolls to break a tie: its check with the GM's modifier this round (ruling
 * "Chases in every ruleset": the modifier adds to its Daring roll, tie-break rerolls included).
 */
export function tieBreakFormula(chase: Chase, id: string, check: string): string {
  return addModifier(check, chase.calls?.[id]?.modifier ?? 0);
}

/**
 * Tie-break totals of a pair, in order: the rerolls after the round's tied totals, each rolled with
 * tieBreakFormula (the GM's modifier included, as in the round's own total).
 */
export type TieBreaks = Record<string, { pursuer: number[]; quarry: number[] }>;

function resolvePair(chase: Chase, pair: Pair, tieBreaks: TieBreaks): PairResult {
  const p = chase.rolls[pair.pursuerId]!;
  const q = chase.rolls[pair.quarryId]!;
  const extra = tieBreaks[pairKey(pair.pursuerId, pair.quarryId)] ?? { pursuer: [], quarry: [] };
  const pursuerTotals = [roundTotal(chase, pair.pursuerId) ?? p.total, ...extra.pursuer];
  const quarryTotals = [roundTotal(chase, pair.quarryId) ?? q.total, ...extra.quarry];
  const runners = { pursuer: p.movement, quarry: q.movement };
  const forced = forcedOf(chase, pair);
  const faster = forced === null ? fasterOf(chase, pair) : null;
  // Star Worlds: the Speeds compared this round (null in a chase whose ties change nothing).
  const pursuerSpeed = roundSpeed(chase, pair.pursuerId);
  const quarrySpeed = roundSpeed(chase, pair.quarryId);
  const rerolled = extra.pursuer.length > 0 || extra.quarry.length > 0;
  if (rerolled && forced !== null) {
    throw new Error("an automatic loss decides this pair: there is nothing to reroll");
  }
  if (rerolled && chase.ties === "nothing") {
    throw new Error("ties change nothing in this chase: there is nothing to reroll");
  }
  if (rerolled && faster !== null) {
    throw new Error("the faster runner wins this pair: there is nothing to reroll");
  }
  // An automatic loss decides the pair whatever the dice: the gap moves as for a won check.
  const result =
    forced !== null
      ? d20Round({
          gap: pair.gap,
          pursuer: { total: forced === "pursuer" ? 1 : 0, movement: runners.pursuer },
          quarry: { total: forced === "quarry" ? 1 : 0, movement: runners.quarry },
        })
      : pursuerSpeed !== null && quarrySpeed !== null
        ? worldsRound({
            gap: pair.gap,
            pursuer: { totals: pursuerTotals, movement: runners.pursuer, speed: pursuerSpeed },
            quarry: { totals: quarryTotals, movement: runners.quarry, speed: quarrySpeed },
          })
        : d20Round({
            gap: pair.gap,
            pursuer: { total: pursuerTotals[0]!, movement: runners.pursuer },
            quarry: { total: quarryTotals[0]!, movement: runners.quarry },
          });
  const speeds =
    faster !== null && pursuerSpeed !== null && quarrySpeed !== null
      ? { speeds: { pursuer: pursuerSpeed, quarry: quarrySpeed } }
      : {};
  return {
    pursuerId: pair.pursuerId,
    quarryId: pair.quarryId,
    before: pair.gap,
    after: result.gap,
    winner: result.winner,
    pursuerTotals,
    quarryTotals,
    caught: result.caught,
    ...speeds,
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
