// A combat round by round: its rows grouped by round, then by turn, oldest first, each saying who
// changed what. Pure: the window and the export localize the data.
import { oldestFirst } from "./amounts.js";
import type { LedgerRow } from "./row.js";

export interface ReplayTurn {
  /** The turn's index in the combat's order (null: between turns). */
  turn: number | null;
  /** Whose turn it was, when the combat's order is known. */
  name: string | null;
  rows: LedgerRow[];
}

export interface ReplayRound {
  /** 0: before the combat's first round. */
  round: number;
  turns: ReplayTurn[];
}

/**
 * The rows of combat `combatId` grouped by round and turn, in the order they happened. A round or
 * turn met again later (the GM stepped back) joins its earlier group. `turnNames` names the turn
 * indices (the combat's order when it ended).
 */
export function replay(
  rows: readonly LedgerRow[],
  combatId: string,
  turnNames: readonly string[] = [],
): ReplayRound[] {
  const rounds = new Map<number, Map<number | null, ReplayTurn>>();
  for (const row of [...rows].sort(oldestFirst)) {
    if (row.combat?.id !== combatId) continue;
    const { round, turn } = row.combat;
    let turns = rounds.get(round);
    if (!turns) rounds.set(round, (turns = new Map()));
    let group = turns.get(turn);
    if (!group) turns.set(turn, (group = { turn, name: turnName(turnNames, turn), rows: [] }));
    group.rows.push(row);
  }
  return [...rounds]
    .sort(([a], [b]) => a - b)
    .map(([round, turns]) => ({ round, turns: [...turns.values()].sort(byTurn) }));
}

const turnName = (names: readonly string[], turn: number | null) =>
  turn === null ? null : (names[turn] ?? null);

/** Turn order; between-turn rows (null) first. */
function byTurn(a: ReplayTurn, b: ReplayTurn): number {
  return (a.turn ?? -1) - (b.turn ?? -1);
}
