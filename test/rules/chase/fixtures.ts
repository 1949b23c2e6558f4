// Small builders for chase-state tests: runners with readable ids.
import { chase } from "../../../src/rules/index.js";

export function runner(id: string, side: chase.Side, vehicle: chase.Vehicle | null = null) {
  return {
    id,
    actorUuid: `Actor.${id}`,
    tokenUuid: `Scene.s.Token.${id}`,
    name: id,
    img: "icons/svg/mystery-man.svg",
    side,
    vehicle,
  };
}

/** A running chase of the given pursuers and quarries, every gap `gap`. */
export function running(
  pursuers: string[],
  quarries: string[],
  ties: chase.TieRule = "nothing",
  gap = chase.DEFAULT_GAP,
): chase.Chase {
  let c = chase.newChase({ id: "c1", name: "Through the market", procedure: "p", ties });
  c = chase.addParticipants(c, [
    ...pursuers.map((id) => runner(id, "pursuer")),
    ...quarries.map((id) => runner(id, "quarry")),
  ]).chase;
  for (const p of c.pairs) c = chase.setGap(c, p.pursuerId, p.quarryId, gap);
  return chase.begin(c);
}

/** Records each id's total with movement `movement` (default 30). */
export function rollAll(
  c: chase.Chase,
  totals: Record<string, number>,
  movement: Record<string, number> = {},
): chase.Chase {
  for (const [id, total] of Object.entries(totals)) {
    c = chase.recordRoll(c, id, { total, dice: [1], bonus: 0, movement: movement[id] ?? 30 });
  }
  return c;
}
