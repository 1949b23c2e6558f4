// The chase tracker's view of one chase: who runs on which side, each pair's gap and the exact odds
// of the round before anyone rolls, the checks rolled so far, the catch, and the log. Pure: tests,
// the gallery and the bench build it without Foundry.
import { chase } from "../../rules/index.js";
import type { ChaseProfile } from "../../rulesets/chase.js";
import { formatList, formatPercent, signed } from "../format.js";
import { rollIcon } from "../roll-icon.js";
import { breakdownView, ratioView, type BreakdownView } from "../breakdown/breakdown-view.js";

export interface TrackerInput {
  chase: chase.Chase;
  /** Each participant's check and movement (null: its actor is gone). */
  profiles: Record<string, ChaseProfile | null>;
  /** Participants the viewing user may roll for (their own; every one for the GM). */
  mayRoll: ReadonlySet<string>;
  /** Of those, the ones whose actor has a Hero Point to spend on a reroll (Star Worlds). */
  heroPayers?: ReadonlySet<string>;
  isGM: boolean;
  /** The vehicle speed input of this chase's procedure. */
  vehicleSpeed: { label: string; initial: number };
  /** Other chases of the world, for the chooser. */
  others?: { id: string; name: string; status: chase.ChaseStatus }[];
}

/**
 * Each runner's movement by its profile now (runners whose actor is gone have none): what a reroll
 * (Star Worlds) chase compares as Speed before anyone rolls, on the tracker as in the GM's flows.
 */
export function movementsOf(profiles: Record<string, ChaseProfile | null>): chase.Movements {
  return Object.fromEntries(
    Object.entries(profiles).flatMap(([id, p]) => (p ? [[id, p.movement] as const] : [])),
  );
}

/** The runner's total this round as its breakdown (null: no roll, or its actor is gone). */
function totalOf(c: chase.Chase, id: string, profile: ChaseProfile | null): BreakdownView | null {
  const t = chase.roundTotalTrace(c, id);
  if (!t || !profile) return null;
  return breakdownView(
    `holocron-bd-chase-${c.id}-${id}-total`,
    t,
    profile.ruleset,
    String(t.value),
  );
}

/**
 * The runner's check as its breakdown: the formula ("1d20+6") is the dice and the bonus, and the
 * bonus the sum of the profile's own terms (the skill, DEX or Daring, the speed bonus).
 */
function checkOf(chaseId: string, id: string, profile: ChaseProfile | null): BreakdownView | null {
  if (!profile) return null;
  const bd = breakdownView(
    `holocron-bd-chase-${chaseId}-${id}`,
    profile.trace,
    profile.ruleset,
    profile.formula,
  );
  return { ...bd, formulaBase: profile.dice };
}

/** The runner's movement as its breakdown where a rule makes it (null: stored, or no actor). */
function movementOf(chaseId: string, id: string, profile: ChaseProfile | null) {
  if (!profile?.movementTrace) return null;
  return breakdownView(
    `holocron-bd-chase-${chaseId}-${id}-movement`,
    profile.movementTrace,
    profile.ruleset,
    String(profile.movement),
  );
}

/** The GM's call on a runner this round, as the tracker and the round card show it. */
function callView(call: chase.RoundCall | undefined) {
  const modifier = call?.modifier ?? 0;
  return {
    modifier,
    modifierText: modifier === 0 ? "" : signed(modifier),
    autoLoss: call?.autoLoss === true,
  };
}

/** The calls of a round, by name, for the round card (none: empty). */
export function callsView(
  calls: Record<string, chase.RoundCall> | undefined,
  names: Map<string, chase.Participant>,
) {
  return Object.entries(calls ?? {}).map(([id, call]) => ({
    name: names.get(id)?.name ?? "",
    ...callView(call),
  }));
}

function runnerView(
  input: TrackerInput,
  p: chase.Participant,
  needed: Set<string>,
  movements: chase.Movements,
) {
  const profile = input.profiles[p.id] ?? null;
  const roll = input.chase.rolls[p.id] ?? null;
  const total = chase.roundTotal(input.chase, p.id);
  const needsRoll = needed.has(p.id) && !roll;
  // Ruling "Chases in every ruleset" (revised): no roll of this runner can change its pairs.
  const decided = chase.decidedWithoutDice(input.chase, p.id, movements);
  return {
    id: p.id,
    name: p.name,
    img: p.img,
    side: p.side,
    out: p.out,
    vehicle: p.vehicle,
    missingActor: profile === null,
    formula: profile?.formula ?? "",
    // The roll button's die (a roll needs a profile: canRoll below).
    rollIcon: profile ? rollIcon(profile.ruleset) : "",
    check: checkOf(input.chase.id, p.id, profile),
    movement: profile?.movement ?? 0,
    movementBreakdown: movementOf(input.chase.id, p.id, profile),
    // Rulings: Chases — the GM's modifier or automatic loss for this round.
    call: callView(input.chase.calls?.[p.id]),
    roll: roll && {
      total: total ?? roll.total,
      breakdown: totalOf(input.chase, p.id, profile),
      dice: roll.dice.join(", "),
      ...(roll.rerolls ? { rerolls: roll.rerolls.join(", ") } : {}),
    },
    waiting: needsRoll,
    canRoll: needsRoll && profile !== null && input.mayRoll.has(p.id),
    // A Star Worlds runner asked no roll this round: Speed (or the GM's call) decides its pairs.
    decidedLabel:
      !roll && !needsRoll && input.chase.ties === "reroll" && decided !== null
        ? `HOLOCRON.Chase.Decided.${decided}`
        : null,
    // Seed 002 line 43: a Hero Point rerolls any Attribute roll, again if paid again; offered only
    // where the roll can change a pair's result.
    canHeroReroll:
      roll !== null &&
      decided === null &&
      profile !== null &&
      input.mayRoll.has(p.id) &&
      (input.heroPayers?.has(p.id) ?? false),
  };
}

const ODDS_SIDES = ["pursuer", "quarry", "tie"] as const;

/**
 * A pair's odds as the tracker shows them, one breakdown per side: its exact count of outcomes over
 * all of them (chase.roundCounts), the chance shown being that count divided. A tie that changes
 * nothing is shown only when it can happen (never when ties are rolled again).
 */
function oddsView(chaseId: string, pair: chase.Pair, counts: chase.PairCounts) {
  const odds = chase.oddsOfCounts(counts);
  return ODDS_SIDES.filter((side) => side !== "tie" || counts.tie.of > 0).map((side) => ({
    label: `HOLOCRON.Chase.OddsSide.${side}`,
    bd: ratioView(
      `holocron-bd-chase-${chaseId}-${pair.pursuerId}-${pair.quarryId}-${side}`,
      "HOLOCRON.Breakdown.Title.chaseOdds",
      {
        ofLabel: `HOLOCRON.Breakdown.Ratio.chase.${side}`,
        overLabel: "HOLOCRON.Breakdown.Ratio.chase.outcomes",
        of: counts[side].of,
        over: counts[side].over,
        format: "percent",
        resultLabel: "HOLOCRON.Breakdown.Ratio.chase.share",
      },
      formatPercent(odds[side]),
    ),
  }));
}

function pairView(input: TrackerInput, pair: chase.Pair, names: Map<string, chase.Participant>) {
  const { chase: c, profiles } = input;
  const pursuer = profiles[pair.pursuerId];
  const quarry = profiles[pair.quarryId];
  // Star Worlds: the faster runner wins with certainty (ruling "Chases in every ruleset", revised).
  const counts = pursuer && quarry ? chase.pairRoundCounts(c, pair, { pursuer, quarry }) : null;
  return {
    pursuerId: pair.pursuerId,
    quarryId: pair.quarryId,
    pursuer: names.get(pair.pursuerId)?.name ?? "",
    quarry: names.get(pair.quarryId)?.name ?? "",
    gap: pair.gap,
    caught: pair.caught,
    odds: counts && oddsView(c.id, pair, counts),
  };
}

function logView(c: chase.Chase, names: Map<string, chase.Participant>) {
  return [...c.log].reverse().map((entry) => ({
    round: entry.round,
    note: entry.note,
    calls: callsView(entry.calls, names),
    results: entry.results.map((r) => resultView(r, names)),
  }));
}

/** One pair's line of a round: "Kara 14 vs 11 Jax: 30 → 0 ft, caught". Shared with the chat card. */
export function resultView(r: chase.PairResult, names: Map<string, chase.Participant>) {
  return {
    pursuer: names.get(r.pursuerId)?.name ?? "",
    quarry: names.get(r.quarryId)?.name ?? "",
    pursuerTotals: r.pursuerTotals.join(" / "),
    quarryTotals: r.quarryTotals.join(" / "),
    rerolled: r.pursuerTotals.length > 1,
    // Star Worlds: the Speeds that decided the round whatever the dice (seed 002: Speed first).
    speeds: r.speeds ?? null,
    before: r.before,
    after: r.after,
    winner: r.winner,
    winnerLabel: `HOLOCRON.Chase.Winner.${r.winner}`,
    caught: r.caught,
  };
}

export function trackerContext(input: TrackerInput) {
  const c = input.chase;
  const names = new Map(c.participants.map((p) => [p.id, p]));
  const movements = movementsOf(input.profiles);
  const needed = new Set(chase.rollersNeeded(c, movements));
  const runners = c.participants.map((p) => runnerView(input, p, needed, movements));
  const missing = chase.missingRolls(c, movements).length;
  const group = chase.caughtGroup(c);
  const active = new Set(chase.activePairs(c));
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    statusLabel: `HOLOCRON.Chase.Status.${c.status}`,
    round: c.round,
    isGM: input.isGM,
    setup: c.status === "setup",
    running: c.status === "running",
    over: c.status !== "setup" && c.status !== "running",
    rerollTies: c.ties === "reroll",
    vehicleSpeed: input.vehicleSpeed,
    sides: chase.SIDES.map((side) => ({
      side,
      label: `HOLOCRON.Chase.Sides.${side}`,
      runners: runners.filter((r) => r.side === side),
    })),
    pairs: c.pairs
      .filter((p) => active.has(p) || p.caught || c.status === "setup")
      .map((p) => pairView(input, p, names)),
    waiting: missing,
    canResolve: c.status === "running" && missing === 0 && active.size > 0,
    anyToRoll: runners.some((r) => r.canRoll),
    caught: group && {
      quarries: formatList(group.quarryIds.map((id) => names.get(id)?.name ?? "")),
      catchers: formatList(group.catcherIds.map((id) => names.get(id)?.name ?? "")),
      count: group.participantIds.length,
    },
    note: c.note,
    log: logView(c, names),
    others: (input.others ?? []).map((o) => ({
      ...o,
      statusLabel: `HOLOCRON.Chase.Status.${o.status}`,
    })),
    showOthers: (input.others ?? []).length > 1,
  };
}

export type TrackerContext = ReturnType<typeof trackerContext>;

/** The round's chat card: gaps before → after and who won each pair, with the GM's note. */
export function roundCardContext(c: chase.Chase, entry: chase.RoundEntry) {
  const names = new Map(c.participants.map((p) => [p.id, p]));
  return {
    chaseId: c.id,
    name: c.name,
    round: entry.round,
    note: entry.note,
    calls: callsView(entry.calls, names),
    results: entry.results.map((r) => resultView(r, names)),
  };
}
