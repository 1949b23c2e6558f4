// Star Worlds' tie-break: everyone tied on Speed rolls Daring (2d6 + DAR); those still tied roll
// again, until the tie is broken. The rolling is injected so the order logic stays pure.
import { starWorlds } from "../../rules/index.js";

/** Rounds of rerolls before a stubborn tie is left in name order (never in play: 1 in 36^10). */
export const MAX_TIE_ROUNDS = 10;

export interface TieBreakResult {
  /** Fastest first within the group. */
  order: string[];
  /** The Daring totals each combatant rolled, in order. */
  rolls: Map<string, number[]>;
}

/** Breaks one group's tie: roll for all, order by the rules' turnOrder, reroll remaining ties. */
export async function breakTie(
  ids: readonly string[],
  roll: (id: string) => Promise<number>,
  rolls: Map<string, number[]> = new Map(),
  round = 1,
): Promise<TieBreakResult> {
  if (ids.length < 2 || round > MAX_TIE_ROUNDS) return { order: [...ids], rolls };
  const totals = new Map<string, number>();
  for (const id of ids) {
    const total = await roll(id);
    totals.set(id, total);
    rolls.set(id, [...(rolls.get(id) ?? []), total]);
  }
  const ranked = starWorlds.turnOrder(
    ids.map((id) => ({ id, speed: 0, daring: totals.get(id) ?? 0 })),
  );
  const order: string[] = [];
  let i = 0;
  while (i < ranked.length) {
    const total = totals.get(ranked[i] ?? "");
    const same = ranked.slice(i).filter((id) => totals.get(id) === total);
    order.push(...(await breakTie(same, roll, rolls, round + 1)).order);
    i += same.length;
  }
  return { order, rolls };
}

/** Ranks for the order: within a group of n, the first gets n, the last 1 (higher acts first). */
export function tieRanks(order: readonly string[]): Map<string, number> {
  return new Map(order.map((id, index) => [id, order.length - index]));
}

/** A group needs (re)rolling unless every member holds a distinct rank from an earlier break. */
export function isUnresolved(ranks: readonly (number | undefined)[]): boolean {
  const set = ranks.filter((r): r is number => typeof r === "number" && r > 0);
  return set.length !== ranks.length || new Set(set).size !== set.length;
}
