// The context of the Daring tie-break chat card (templates/combat/daring-tie-break.hbs).

export type DaringCardRow = {
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
  who: ReadonlyMap<string, { name: string; img: string | null; daring: number }>;
};

export function daringCardContext(groups: readonly TieBreakGroupInput[]): DaringCardContext {
  return {
    groups: groups.map((g) => {
      const rows = g.order.map((id, index) => {
        const who = g.who.get(id);
        return {
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
