// The context of the Daring tie-break chat card (templates/combat/daring-tie-break.hbs).

export type DaringCardRow = {
  /** The combatant's id, and its actor's uuid when that actor can pay a Hero Point to reroll. */
  id: string;
  reroll: string | null;
  /** Hero Point rerolls it paid (seed 002 line 43). */
  heroRerolls: number[];
  name: string;
  img: string | null;
  daring: number;
  /** Daring totals rolled, in order (several when the tie was rolled again). */
  rolls: number[];
  place: number;
};

export type DaringCardGroup = {
  speed: number;
  rerolled: boolean;
  rows: DaringCardRow[];
};

export type DaringCardContext = {
  groups: DaringCardGroup[];
};

export type TieBreakGroupInput = {
  speed: number;
  order: readonly string[];
  rolls: ReadonlyMap<string, readonly number[]>;
  who: ReadonlyMap<
    string,
    { name: string; img: string | null; daring: number; payer?: string | null }
  >;
  heroRerolls?: ReadonlyMap<string, readonly number[]>;
};

export function daringCardContext(groups: readonly TieBreakGroupInput[]): DaringCardContext {
  return {
    groups: groups.map((g) => {
      const rows = g.order.map((id, index) => {
        const who = g.who.get(id);
        return {
          id,
          reroll: who?.payer ?? null,
          heroRerolls: [...(g.heroRerolls?.get(id) ?? [])],
          name: who?.name ?? id,
          img: who?.img ?? null,
          daring: who?.daring ?? 0,
          rolls: [...(g.rolls.get(id) ?? [])],
          place: index + 1,
        };
      });
      return { speed: g.speed, rerolled: rows.some((r) => r.rolls.length > 1), rows };
    }),
  };
}

/** What a Daring card keeps in its flags, so a Hero Point reroll can rank a group again. */
export interface DaringTies {
  combatId: string | null;
  groups: {
    speed: number;
    order: string[];
    rolls: Record<string, number[]>;
    heroRerolls: Record<string, number[]>;
  }[];
}

const record = (map: ReadonlyMap<string, readonly number[]> | undefined) =>
  Object.fromEntries([...(map ?? new Map<string, number[]>())].map(([k, v]) => [k, [...v]]));

/** Pure: the flags of a Daring card. */
export function daringTiesOf(
  combatId: string | null,
  groups: readonly TieBreakGroupInput[],
): DaringTies {
  return {
    combatId,
    groups: groups.map((g) => ({
      speed: g.speed,
      order: [...g.order],
      rolls: record(g.rolls),
      heroRerolls: record(g.heroRerolls),
    })),
  };
}
