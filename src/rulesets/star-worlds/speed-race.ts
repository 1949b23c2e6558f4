// Out of combat, "who runs the fastest" (seed 002 line 33): higher Speed first, then a Daring roll
// for a tie, rolled again while tied — the combat tracker's own order (orderStarWorlds) and tie-break.
import { starWorlds } from "../../rules/index.js";
import { breakTie, tieRanks } from "./daring-tie-break.js";
import { orderStarWorlds } from "./initiative.js";
import type { TieBreakGroupInput } from "./daring-card.js";

export interface Runner {
  id: string;
  name: string;
  img: string | null;
  speed: number;
  daring: number;
}

export interface SpeedRace {
  /** Fastest first. */
  order: string[];
  /** The tied groups and the Daring totals each rolled (for the card). */
  ties: TieBreakGroupInput[];
}

/** Orders the runners; `roll` makes one Daring roll (2d6 + DAR) for a given Daring. */
export async function speedRace(
  runners: readonly Runner[],
  roll: (daring: number) => Promise<number>,
): Promise<SpeedRace> {
  const byId = new Map(runners.map((r) => [r.id, r]));
  const ranks = new Map<string, number>();
  const ties: TieBreakGroupInput[] = [];
  for (const ids of starWorlds.tiedGroups(runners.map(({ id, speed }) => ({ id, speed })))) {
    const { order, rolls } = await breakTie(ids, (id) => roll(byId.get(id)?.daring ?? 0));
    for (const [id, rank] of tieRanks(order)) ranks.set(id, rank);
    ties.push({ speed: byId.get(ids[0] ?? "")?.speed ?? 0, order, rolls, who: byId });
  }
  const order = orderStarWorlds(
    runners.map((r) => ({
      id: r.id,
      name: r.name,
      ruleset: "starWorlds",
      kind: "speed",
      initiative: r.speed,
      tieBreak: ranks.get(r.id) ?? 0,
    })),
  );
  return { order, ties };
}

/** Pure: the card's rows, fastest first, with any Daring rolls each made. */
export function speedRaceCardContext(runners: readonly Runner[], race: SpeedRace) {
  const byId = new Map(runners.map((r) => [r.id, r]));
  const rolls = new Map<string, readonly number[]>();
  for (const tie of race.ties) for (const [id, list] of tie.rolls) rolls.set(id, list);
  return {
    rows: race.order.map((id, index) => ({
      place: index + 1,
      name: byId.get(id)?.name ?? id,
      speed: byId.get(id)?.speed ?? 0,
      rolls: [...(rolls.get(id) ?? [])],
    })),
    tied: race.ties.length > 0,
  };
}
