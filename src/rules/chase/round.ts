// A chase round: every runner of an open pair rolls once; each pair compares the two totals (Space
// Opera seed: the winner moves the gap by its movement, a tie changes nothing; Star Worlds ruling,
// revised: the higher Speed wins outright, equal Speeds compare the totals, ties rolled again) and
// the round goes to the log.
import { chaseRound as d20Round } from "../space-opera/chase.js";
import { chaseRound as worldsRound, chaseSpeed, fasterRunner } from "../star-worlds/chase.js";
import { addModifier } from "../dice/formula.js";
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
import { RulesError } from "../rules-error.js";
/** The i18n keys of what a chase refuses (lang/en.json). */
const CHASE = "HOLOCRON.Rules.Error.Chase";

/** Pairs still running: the chase is on, no catch yet, and both runners are still in it. */
export function activePairs(chase: Chase): Pair[] {
  if (chase.status !== "running") return [];
  const out = new Set(chase.participants.filter((p) => p.out).map((p) => p.id));
  return chase.pairs.filter((p) => !p.caught && !out.has(p.pursuerId) && !out.has(p.quarryId));
}

/**
 * Each runner's movement now (feet), as the GM reads it from its actor, for runners that have not
 * rolled this round: a reroll (Star Worlds) chase compares Speeds before any dice. A runner with
 * neither a roll nor a movement here has no known Speed, so its pairs wait for its roll.
 */
export type Movements = Readonly<Record<string, number>>;

/** The runner's movement this round: its check's when it rolled, else the one given; null: unknown. */
function movementOf(chase: Chase, id: string, movements: Movements): number | null {
  return chase.rolls[id]?.movement ?? movements[id] ?? null;
}

/**
 * Who rolls this round, in the participants' order. In a reroll (Star Worlds) chase a runner whose
 * every pair is decided before the dice (by Speed or an automatic loss, ruling "Chases in every
 * ruleset", revised) has no roll to make; a Space Opera runner rolls every round (seed procedure).
 */
export function rollersNeeded(chase: Chase, movements: Movements = {}): string[] {
  const ids = new Set(activePairs(chase).flatMap((p) => [p.pursuerId, p.quarryId]));
  return chase.participants
    .filter((p) => ids.has(p.id))
    .filter((p) => chase.ties !== "reroll" || decidedWithoutDice(chase, p.id, movements) === null)
    .map((p) => p.id);
}

export function missingRolls(chase: Chase, movements: Movements = {}): string[] {
  return rollersNeeded(chase, movements).filter((id) => !chase.rolls[id]);
}

/** Stores one participant's check; each rolls once a round. */
export function recordRoll(
  chase: Chase,
  id: string,
  roll: CheckRoll,
  movements: Movements = {},
): Chase {
  if (!rollersNeeded(chase, movements).includes(id)) {
    throw new RulesError(`${CHASE}.noCheck`, {}, "this participant has no check to roll");
  }
  if (chase.rolls[id])
    throw new RulesError(`${CHASE}.rolled`, {}, "this participant has already rolled this round");
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
export function rerollCheck(
  chase: Chase,
  id: string,
  roll: CheckRoll,
  movements: Movements = {},
): Chase {
  const before = chase.rolls[id];
  if (!before)
    throw new RulesError(
      `${CHASE}.noReroll`,
      {},
      "this participant has no check to reroll this round",
    );
  if (decidedWithoutDice(chase, id, movements) !== null) {
    throw new RulesError(
      `${CHASE}.diceless`,
      {},
      "every pair of this runner is decided without dice: a reroll changes nothing",
    );
  }
  if (roll.bonus !== before.bonus || roll.movement !== before.movement) {
    throw new RulesError(
      `${CHASE}.rerollKeeps`,
      {},
      "a reroll keeps the check's bonus and movement",
    );
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
    throw new RulesError(`${CHASE}.over`, {}, "the chase is over");
  }
  if (!chase.participants.some((p) => p.id === id))
    throw new RulesError(`${CHASE}.noParticipant`, {}, "no such participant");
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
export function roundSpeed(chase: Chase, id: string, movements: Movements = {}): number | null {
  const movement = movementOf(chase, id, movements);
  if (chase.ties !== "reroll" || movement === null) return null;
  return chaseSpeed(movement) + (chase.calls?.[id]?.modifier ?? 0);
}

/** The faster runner of a pair this round, which wins it outright (seed 002: Speed first); else null. */
function fasterOf(chase: Chase, pair: Pair, movements: Movements): "pursuer" | "quarry" | null {
  const p = roundSpeed(chase, pair.pursuerId, movements);
  const q = roundSpeed(chase, pair.quarryId, movements);
  return p === null || q === null ? null : fasterRunner(p, q);
}

/**
 * What decides a pair before the dice: an automatic loss ("call", rulings: Chases), or in a reroll
 * chase the faster runner ("speed", seed 002: Speed first); null when the dice decide it.
 */
export function pairDecidedBy(
  chase: Chase,
  pair: Pair,
  movements: Movements = {},
): "call" | "speed" | null {
  if (forcedOf(chase, pair) !== null) return "call";
  return fasterOf(chase, pair, movements) !== null ? "speed" : null;
}

/**
 * Whether no roll of this runner can change any of its pairs this round: "speed" when every pair
 * is decided before the dice and Speed decides one of them, "call" when automatic losses decide
 * them all; null when a roll of its own counts (or it has no pair running, or its movement is not
 * known yet). Such a runner rolls nothing and a Hero Point reroll would change nothing (seed 002
 * line 43 rerolls a roll; Speed is no roll).
 */
export function decidedWithoutDice(
  chase: Chase,
  id: string,
  movements: Movements = {},
): "call" | "speed" | null {
  const pairs = activePairs(chase).filter((p) => p.pursuerId === id || p.quarryId === id);
  if (pairs.length === 0 || movementOf(chase, id, movements) === null) return null;
  const how = pairs.map((p) => pairDecidedBy(chase, p, movements));
  if (how.some((h) => h === null)) return null;
  return how.includes("speed") ? "speed" : "call";
}

/**
 * Pairs whose totals tie and must be rolled again before the round resolves (reroll chases): no
 * automatic loss decides them and their Speeds this round are equal.
 */
export function tiedPairs(chase: Chase, movements: Movements = {}): Pair[] {
  if (chase.ties !== "reroll") return [];
  return activePairs(chase).filter((p) => {
    const total = roundTotal(chase, p.pursuerId);
    return (
      pairDecidedBy(chase, p, movements) === null &&
      total !== null &&
      total === roundTotal(chase, p.quarryId)
    );
  });
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

/** A runner's totals in a pair: its round total, then its tie-breaks; none when it did not roll. */
function totalsOf(chase: Chase, id: string, extra: number[]): number[] {
  const total = roundTotal(chase, id);
  return total === null ? [...extra] : [total, ...extra];
}

/** A runner's movement at resolution: every runner of a running pair rolled or was given one. */
function knownMovement(chase: Chase, id: string, movements: Movements): number {
  const movement = movementOf(chase, id, movements);
  if (movement === null)
    throw new RulesError(`${CHASE}.noMovement`, {}, `no check and no movement for runner ${id}`);
  return movement;
}

function resolvePair(
  chase: Chase,
  pair: Pair,
  tieBreaks: TieBreaks,
  movements: Movements,
): PairResult {
  const extra = tieBreaks[pairKey(pair.pursuerId, pair.quarryId)] ?? { pursuer: [], quarry: [] };
  const pursuerTotals = totalsOf(chase, pair.pursuerId, extra.pursuer);
  const quarryTotals = totalsOf(chase, pair.quarryId, extra.quarry);
  const runners = {
    pursuer: knownMovement(chase, pair.pursuerId, movements),
    quarry: knownMovement(chase, pair.quarryId, movements),
  };
  const forced = forcedOf(chase, pair);
  const faster = forced === null ? fasterOf(chase, pair, movements) : null;
  // Star Worlds: the Speeds compared this round (null in a chase whose ties change nothing).
  const pursuerSpeed = roundSpeed(chase, pair.pursuerId, movements);
  const quarrySpeed = roundSpeed(chase, pair.quarryId, movements);
  const rerolled = extra.pursuer.length > 0 || extra.quarry.length > 0;
  if (rerolled && forced !== null) {
    throw new RulesError(
      `${CHASE}.autoLoss`,
      {},
      "an automatic loss decides this pair: there is nothing to reroll",
    );
  }
  if (rerolled && chase.ties === "nothing") {
    throw new RulesError(
      `${CHASE}.tiesNothing`,
      {},
      "ties change nothing in this chase: there is nothing to reroll",
    );
  }
  if (rerolled && faster !== null) {
    throw new RulesError(
      `${CHASE}.faster`,
      {},
      "the faster runner wins this pair: there is nothing to reroll",
    );
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
 * note), and the next round with no rolls. Returns the entry for the round's chat card. `movements`
 * are those of the runners a reroll chase asked no roll of (their pairs decided without dice).
 */
export function resolveRound(
  chase: Chase,
  tieBreaks: TieBreaks = {},
  movements: Movements = {},
): { chase: Chase; entry: RoundEntry } {
  assertOneOf(chase.status, "chase status", ["running"] as const);
  const missing = missingRolls(chase, movements);
  if (missing.length)
    throw new RulesError(
      `${CHASE}.waiting`,
      { count: String(missing.length) },
      `still waiting for ${missing.length} check(s)`,
    );
  const active = activePairs(chase);
  if (active.length === 0) throw new RulesError(`${CHASE}.noPair`, {}, "no pair is still running");
  const results = active.map((pair) => resolvePair(chase, pair, tieBreaks, movements));
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
