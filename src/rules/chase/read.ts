// Reading the stored chases back: the world setting holds plain JSON that a macro or a hand-edited
// world could have broken. Each chase is checked field by field; one that fails is reported by
// name and left out of the view (the stored value itself is never rewritten here).
import { RulesError } from "../rules-error.js";
import {
  assertBoolean,
  assertId,
  assertInteger,
  assertIntegerAtLeast,
  assertIntegerInRange,
  assertOneOf,
} from "../validate.js";
import {
  CHASE_STATUSES,
  MAX_CHASE_MODIFIER,
  SIDES,
  TIE_RULES,
  type Chase,
  type ChaseBook,
  type CheckRoll,
  type Pair,
  type PairResult,
  type Participant,
  type RoundCall,
  type RoundEntry,
} from "./types.js";

type Obj = Record<string, unknown>;

function obj(value: unknown, name: string): Obj {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new RulesError("HOLOCRON.Rules.Error.notObject", { name }, `${name} must be an object`);
  }
  return value as Obj;
}

function list(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value))
    throw new RulesError("HOLOCRON.Rules.Error.notList", { name }, `${name} must be a list`);
  return value;
}

function text(value: unknown, name: string): string {
  if (typeof value !== "string")
    throw new RulesError("HOLOCRON.Rules.Error.notText", { name }, `${name} must be text`);
  return value;
}

function integers(value: unknown, name: string): number[] {
  return list(value, name).map((n, i) => {
    assertInteger(n, `${name}[${i}]`);
    return n;
  });
}

function readParticipant(raw: unknown, name: string): Participant {
  const o = obj(raw, name);
  assertId(o.id, `${name}.id`);
  assertId(o.actorUuid, `${name}.actorUuid`);
  assertOneOf(o.side, `${name}.side`, SIDES);
  let vehicle: Participant["vehicle"] = null;
  if (o.vehicle !== null && o.vehicle !== undefined) {
    const v = obj(o.vehicle, `${name}.vehicle`);
    assertIntegerAtLeast(v.speed, `${name}.vehicle.speed`, 0);
    vehicle = { name: text(v.name, `${name}.vehicle.name`), speed: v.speed };
  }
  return {
    id: o.id,
    actorUuid: o.actorUuid,
    tokenUuid: o.tokenUuid == null ? null : text(o.tokenUuid, `${name}.tokenUuid`),
    name: text(o.name, `${name}.name`),
    img: text(o.img, `${name}.img`),
    side: o.side,
    vehicle,
    out: o.out === true,
  };
}

function readPair(raw: unknown, name: string, ids: Set<string>): Pair {
  const o = obj(raw, name);
  assertId(o.pursuerId, `${name}.pursuerId`);
  assertId(o.quarryId, `${name}.quarryId`);
  if (!ids.has(o.pursuerId) || !ids.has(o.quarryId))
    throw new RulesError(
      "HOLOCRON.Rules.Error.Chase.noParticipant",
      {},
      `${name} names no participant`,
    );
  assertIntegerAtLeast(o.gap, `${name}.gap`, 0);
  return { pursuerId: o.pursuerId, quarryId: o.quarryId, gap: o.gap, caught: o.caught === true };
}

function readRoll(raw: unknown, name: string): CheckRoll {
  const o = obj(raw, name);
  assertInteger(o.total, `${name}.total`);
  assertInteger(o.bonus, `${name}.bonus`);
  assertIntegerAtLeast(o.movement, `${name}.movement`, 0);
  const roll: CheckRoll = {
    total: o.total,
    bonus: o.bonus,
    movement: o.movement,
    dice: integers(o.dice, `${name}.dice`),
  };
  if (o.rerolls !== undefined) roll.rerolls = integers(o.rerolls, `${name}.rerolls`);
  return roll;
}

/** The GM's calls by participant id (absent in chases stored before calls existed: none). */
function readCalls(raw: unknown, name: string, ids?: Set<string>): Record<string, RoundCall> {
  const calls: Record<string, RoundCall> = {};
  for (const [id, c] of Object.entries(obj(raw ?? {}, name))) {
    if (ids && !ids.has(id))
      throw new RulesError(
        "HOLOCRON.Rules.Error.Chase.noParticipant",
        {},
        `${name} names no participant`,
      );
    const o = obj(c, `${name}.${id}`);
    assertIntegerInRange(
      o.modifier,
      `${name}.${id}.modifier`,
      -MAX_CHASE_MODIFIER,
      MAX_CHASE_MODIFIER,
    );
    assertBoolean(o.autoLoss, `${name}.${id}.autoLoss`);
    calls[id] = { modifier: o.modifier, autoLoss: o.autoLoss };
  }
  return calls;
}

/** `{ calls }` when there are any: a chase or round without calls reads back as it was stored. */
function withCalls(calls: Record<string, RoundCall>): { calls?: Record<string, RoundCall> } {
  return Object.keys(calls).length ? { calls } : {};
}

function readResult(raw: unknown, name: string): PairResult {
  const o = obj(raw, name);
  assertId(o.pursuerId, `${name}.pursuerId`);
  assertId(o.quarryId, `${name}.quarryId`);
  assertIntegerAtLeast(o.before, `${name}.before`, 0);
  assertIntegerAtLeast(o.after, `${name}.after`, 0);
  assertOneOf(o.winner, `${name}.winner`, ["pursuer", "quarry", "none"] as const);
  const result: PairResult = {
    pursuerId: o.pursuerId,
    quarryId: o.quarryId,
    before: o.before,
    after: o.after,
    winner: o.winner,
    pursuerTotals: integers(o.pursuerTotals, `${name}.pursuerTotals`),
    quarryTotals: integers(o.quarryTotals, `${name}.quarryTotals`),
    caught: o.caught === true,
  };
  // Rounds stored before Speed decided Star Worlds rounds have no speeds.
  if (o.speeds !== undefined) {
    const s = obj(o.speeds, `${name}.speeds`);
    assertInteger(s.pursuer, `${name}.speeds.pursuer`);
    assertInteger(s.quarry, `${name}.speeds.quarry`);
    result.speeds = { pursuer: s.pursuer, quarry: s.quarry };
  }
  return result;
}

function readEntry(raw: unknown, name: string): RoundEntry {
  const o = obj(raw, name);
  assertIntegerAtLeast(o.round, `${name}.round`, 1);
  const calls = readCalls(o.calls, `${name}.calls`);
  return {
    round: o.round,
    note: text(o.note, `${name}.note`),
    results: list(o.results, `${name}.results`).map((r, i) =>
      readResult(r, `${name}.results[${i}]`),
    ),
    ...withCalls(calls),
  };
}

export function readChase(raw: unknown, name = "chase"): Chase {
  const o = obj(raw, name);
  assertId(o.id, `${name}.id`);
  assertId(o.procedure, `${name}.procedure`);
  assertOneOf(o.ties, `${name}.ties`, TIE_RULES);
  assertOneOf(o.status, `${name}.status`, CHASE_STATUSES);
  assertIntegerAtLeast(o.round, `${name}.round`, 0);
  const participants = list(o.participants, `${name}.participants`).map((p, i) =>
    readParticipant(p, `${name}.participants[${i}]`),
  );
  const ids = new Set(participants.map((p) => p.id));
  const twice = participants.find((p, i) => participants.findIndex((q) => q.id === p.id) !== i);
  if (twice)
    throw new RulesError(
      "HOLOCRON.Rules.Error.twice",
      { name: `${name}.participants`, value: twice.id },
      `${name} lists a participant twice`,
    );
  const rollsIn = obj(o.rolls ?? {}, `${name}.rolls`);
  const rolls: Record<string, CheckRoll> = {};
  for (const [id, r] of Object.entries(rollsIn)) {
    if (!ids.has(id))
      throw new RulesError(
        "HOLOCRON.Rules.Error.Chase.noParticipant",
        {},
        `${name}.rolls names no participant`,
      );
    rolls[id] = readRoll(r, `${name}.rolls.${id}`);
  }
  return {
    id: o.id,
    name: text(o.name, `${name}.name`),
    procedure: o.procedure,
    ties: o.ties,
    status: o.status,
    round: o.round,
    participants,
    pairs: list(o.pairs, `${name}.pairs`).map((p, i) => readPair(p, `${name}.pairs[${i}]`, ids)),
    rolls,
    note: text(o.note ?? "", `${name}.note`),
    ...withCalls(readCalls(o.calls, `${name}.calls`, ids)),
    log: list(o.log ?? [], `${name}.log`).map((e, i) => readEntry(e, `${name}.log[${i}]`)),
    combatIds: list(o.combatIds ?? [], `${name}.combatIds`).map((c, i) =>
      text(c, `${name}.combatIds[${i}]`),
    ),
  };
}

/** The readable chases, and an error line for each stored chase that is not. */
export function readChaseBook(raw: unknown): { book: ChaseBook; errors: string[] } {
  const errors: string[] = [];
  const chases: Chase[] = [];
  const stored = typeof raw === "object" && raw !== null ? (raw as Obj).chases : undefined;
  if (stored === undefined || stored === null) return { book: { chases }, errors };
  if (!Array.isArray(stored))
    return { book: { chases }, errors: ["the stored chases are not a list"] };
  stored.forEach((c, i) => {
    try {
      chases.push(readChase(c, `chases[${i}]`));
    } catch (error) {
      errors.push(error instanceof Error ? error.message : String(error));
    }
  });
  return { book: { chases }, errors };
}
