// Building a chase: who runs, on which side, on foot or in a vehicle, and the gap of each pair.
import { assertId, assertIntegerAtLeast, assertOneOf } from "../validate.js";
import {
  DEFAULT_GAP,
  MAX_TEXT,
  SIDES,
  TIE_RULES,
  type Chase,
  type Pair,
  type Participant,
  type Side,
  type TieRule,
  type Vehicle,
} from "./types.js";
import { RulesError } from "../rules-error.js";
/** The i18n keys of what a chase refuses (lang/en.json). */
const CHASE = "HOLOCRON.Rules.Error.Chase";

export function newChase(a: { id: string; name: string; procedure: string; ties: TieRule }): Chase {
  assertId(a.id, "chase id");
  assertId(a.procedure, "chase procedure");
  assertOneOf(a.ties, "ties", TIE_RULES);
  return {
    id: a.id,
    name: a.name.slice(0, MAX_TEXT),
    procedure: a.procedure,
    ties: a.ties,
    status: "setup",
    round: 0,
    participants: [],
    pairs: [],
    rolls: {},
    note: "",
    log: [],
    combatIds: [],
  };
}

export const pairKey = (pursuerId: string, quarryId: string): string => `${pursuerId}:${quarryId}`;

/** Who a participant is on the table: its token, or its actor when it came without one. */
const identity = (p: Pick<Participant, "actorUuid" | "tokenUuid">) => p.tokenUuid ?? p.actorUuid;

/** Every pursuer × quarry still running, keeping the gaps and catches of pairs that existed. */
function rebuildPairs(participants: Participant[], existing: Pair[]): Pair[] {
  const known = new Map(existing.map((p) => [pairKey(p.pursuerId, p.quarryId), p]));
  const running = participants.filter((p) => !p.out);
  const pairs: Pair[] = [];
  for (const pursuer of running.filter((p) => p.side === "pursuer")) {
    for (const quarry of running.filter((p) => p.side === "quarry")) {
      const old = known.get(pairKey(pursuer.id, quarry.id));
      pairs.push(
        old ?? { pursuerId: pursuer.id, quarryId: quarry.id, gap: DEFAULT_GAP, caught: false },
      );
    }
  }
  // Pairs of participants who left for a combat stay on record (the log refers to them).
  const kept = existing.filter((p) => !pairs.includes(p) && isOut(participants, p));
  return [...pairs, ...kept];
}

function isOut(participants: Participant[], pair: Pair): boolean {
  const out = new Set(participants.filter((p) => p.out).map((p) => p.id));
  return out.has(pair.pursuerId) || out.has(pair.quarryId);
}

function assertOpen(chase: Chase): void {
  if (chase.status !== "setup" && chase.status !== "running") {
    throw new RulesError(`${CHASE}.over`, {}, `the chase is over (${chase.status})`);
  }
}

function participant(chase: Chase, id: string): Participant {
  const found = chase.participants.find((p) => p.id === id);
  if (!found)
    throw new RulesError(
      `${CHASE}.noParticipant`,
      {},
      `no participant ${JSON.stringify(id)} in this chase`,
    );
  return found;
}

function validVehicle(vehicle: Vehicle | null): Vehicle | null {
  if (vehicle === null) return null;
  assertIntegerAtLeast(vehicle.speed, "vehicle speed", 0);
  return { name: String(vehicle.name).slice(0, MAX_TEXT), speed: vehicle.speed };
}

export type NewParticipant = Omit<Participant, "out">;

/**
 * Adds participants (before or during the chase). One already in the chase by the same token (or
 * actor, without a token) is skipped, never added twice; new pairs start at the default gap.
 */
export function addParticipants(
  chase: Chase,
  list: NewParticipant[],
): { chase: Chase; skipped: string[] } {
  assertOpen(chase);
  const present = new Set(chase.participants.filter((p) => !p.out).map(identity));
  const ids = new Set(chase.participants.map((p) => p.id));
  const added: Participant[] = [];
  const skipped: string[] = [];
  for (const p of list) {
    assertId(p.id, "participant id");
    assertId(p.actorUuid, "participant actor");
    assertOneOf(p.side, "side", SIDES);
    if (ids.has(p.id))
      throw new RulesError(
        `${CHASE}.idTaken`,
        {},
        `participant id ${JSON.stringify(p.id)} is taken`,
      );
    if (present.has(identity(p))) {
      skipped.push(p.name);
      continue;
    }
    present.add(identity(p));
    ids.add(p.id);
    added.push({
      ...p,
      name: p.name.slice(0, MAX_TEXT),
      vehicle: validVehicle(p.vehicle),
      out: false,
    });
  }
  const participants = [...chase.participants, ...added];
  return {
    chase: { ...chase, participants, pairs: rebuildPairs(participants, chase.pairs) },
    skipped,
  };
}

export function removeParticipant(chase: Chase, id: string): Chase {
  assertOpen(chase);
  participant(chase, id);
  const participants = chase.participants.filter((p) => p.id !== id);
  const pairs = chase.pairs.filter((p) => p.pursuerId !== id && p.quarryId !== id);
  const { [id]: _dropped, ...rolls } = chase.rolls;
  return { ...chase, participants, pairs: rebuildPairs(participants, pairs), rolls };
}

/** Switching sides makes new pairs; only possible before the first roll of the round. */
export function setSide(chase: Chase, id: string, side: Side): Chase {
  assertOpen(chase);
  assertOneOf(side, "side", SIDES);
  if (participant(chase, id).side === side) return chase;
  if (Object.keys(chase.rolls).length > 0)
    throw new RulesError(`${CHASE}.sidesBetween`, {}, "sides change only between rounds");
  const participants = chase.participants.map((p) => (p.id === id ? { ...p, side } : p));
  const pairs = chase.pairs.filter((p) => p.pursuerId !== id && p.quarryId !== id);
  return { ...chase, participants, pairs: rebuildPairs(participants, pairs) };
}

export function setVehicle(chase: Chase, id: string, vehicle: Vehicle | null): Chase {
  assertOpen(chase);
  participant(chase, id);
  if (chase.rolls[id])
    throw new RulesError(
      `${CHASE}.vehicleKept`,
      {},
      "a participant who has rolled keeps its vehicle this round",
    );
  const v = validVehicle(vehicle);
  return {
    ...chase,
    participants: chase.participants.map((p) => (p.id === id ? { ...p, vehicle: v } : p)),
  };
}

/** The GM sets a pair's gap (the start, or a complication); 0 is caught. */
export function setGap(chase: Chase, pursuerId: string, quarryId: string, gap: number): Chase {
  assertOpen(chase);
  assertIntegerAtLeast(gap, "gap", 0);
  const key = pairKey(pursuerId, quarryId);
  if (!chase.pairs.some((p) => pairKey(p.pursuerId, p.quarryId) === key)) {
    throw new RulesError(`${CHASE}.noPairKey`, {}, `no pair ${key} in this chase`);
  }
  const pairs = chase.pairs.map((p) =>
    pairKey(p.pursuerId, p.quarryId) === key ? { ...p, gap, caught: gap === 0 } : p,
  );
  return { ...chase, pairs };
}

export function setNote(chase: Chase, note: string): Chase {
  assertOpen(chase);
  return { ...chase, note: String(note).slice(0, MAX_TEXT) };
}

/** Starts round 1: at least one pursuer and one quarry. */
export function begin(chase: Chase): Chase {
  if (chase.status !== "setup")
    throw new RulesError(`${CHASE}.begun`, {}, "the chase has already begun");
  const sides = new Set(chase.participants.map((p) => p.side));
  if (!sides.has("pursuer") || !sides.has("quarry")) {
    throw new RulesError(`${CHASE}.sides`, {}, "a chase needs at least one pursuer and one quarry");
  }
  return { ...chase, status: "running", round: 1 };
}
