// A Hero Point on a Daring tie-break (seed 002 line 43: "Reroll on any Attribute roll and take the
// result you like best"; line 33: Daring decides a Speed tie). The payer's first Daring total becomes
// the better of it and the reroll; the group is ranked again on first totals and any tie left is
// rolled again until broken, as the first tie-break was. The rolling is injected.
import { breakTie, type TieBreakResult } from "./daring-tie-break.js";

export async function rerankAfterReroll(
  ids: readonly string[],
  rolls: ReadonlyMap<string, readonly number[]>,
  payer: string,
  reroll: number,
  roll: (id: string) => Promise<number>,
): Promise<TieBreakResult> {
  if (!ids.includes(payer)) throw new Error(`${payer} is not in this tie`);
  const first = new Map(ids.map((id) => [id, rolls.get(id)?.[0] ?? 0]));
  first.set(payer, Math.max(first.get(payer) ?? 0, reroll));
  const next = new Map(ids.map((id) => [id, [first.get(id) ?? 0]]));
  const totals = [...new Set(first.values())].sort((a, b) => b - a);
  const order: string[] = [];
  for (const total of totals) {
    const same = ids.filter((id) => first.get(id) === total);
    order.push(...(same.length > 1 ? (await breakTie(same, roll, next)).order : same));
  }
  return { order, rolls: next };
}
