// How a chase ends: a catch turns into a combat (Space Opera seed: "if a pursuer catches his prey,
// the scene changes from a chase scene to a combat scene"), or the GM declares an escape or ends it.
import type { Chase } from "./types.js";
import { RulesError } from "../rules-error.js";
/** The i18n keys of what a chase refuses (lang/en.json). */
const CHASE = "HOLOCRON.Rules.Error.Chase";

/** Who goes into the combat that follows a catch. */
export interface CaughtGroup {
  /** Every quarry whose gap to some pursuer reached 0. */
  quarryIds: string[];
  /** The pursuers who reached them. */
  catcherIds: string[];
  /**
   * The caught quarries, then every pursuer still running: the scene becomes a combat, and every
   * pursuer was after the caught quarry (each pursuer is paired with each quarry).
   */
  participantIds: string[];
}

export function caughtGroup(chase: Chase): CaughtGroup | null {
  if (chase.status !== "running") return null;
  const running = chase.participants.filter((p) => !p.out);
  const ids = new Set(running.map((p) => p.id));
  const caught = chase.pairs.filter((p) => p.caught && ids.has(p.pursuerId) && ids.has(p.quarryId));
  if (caught.length === 0) return null;
  const quarries = new Set(caught.map((p) => p.quarryId));
  const catchers = new Set(caught.map((p) => p.pursuerId));
  const quarryIds = running.filter((p) => quarries.has(p.id)).map((p) => p.id);
  return {
    quarryIds,
    catcherIds: running.filter((p) => catchers.has(p.id)).map((p) => p.id),
    participantIds: [...quarryIds, ...running.filter((p) => p.side === "pursuer").map((p) => p.id)],
  };
}

/**
 * The caught group leaves the chase for the combat `combatId`; with every pursuer gone, the chase
 * is over as "caught" (a quarry not caught stays as it was: the GM may add it to the combat).
 */
export function leaveForCombat(chase: Chase, combatId: string): Chase {
  const group = caughtGroup(chase);
  if (!group) throw new RulesError(`${CHASE}.noCatch`, {}, "no one has been caught");
  const leaving = new Set(group.participantIds);
  return {
    ...chase,
    status: "caught",
    participants: chase.participants.map((p) => (leaving.has(p.id) ? { ...p, out: true } : p)),
    rolls: {},
    combatIds: [...chase.combatIds, combatId],
  };
}

/** The GM ends the chase: the quarry got away, or the chase simply stops. */
export function endChase(chase: Chase, outcome: "escaped" | "ended"): Chase {
  if (chase.status !== "running" && chase.status !== "setup") {
    throw new RulesError(`${CHASE}.over`, {}, `the chase is already over (${chase.status})`);
  }
  if (outcome !== "escaped" && outcome !== "ended") {
    throw new RulesError(`${CHASE}.endKind`, {}, "a chase ends as escaped or ended");
  }
  return { ...chase, status: outcome, rolls: {} };
}
