// Ledger rows for the fight tests and the bench: a builder with defaults, so a test states only
// what its row is about.
import type { LedgerChange, LedgerRow } from "../../../src/rules/ledger/row.js";

let seq = 0;

export interface RowSpec {
  id?: string;
  actor?: string;
  time?: number;
  session?: string;
  combat?: { id: string; round: number; turn: number | null } | null;
  user?: string;
  cause?: Partial<LedgerRow["cause"]>;
  changes?: LedgerChange[];
  rule?: string;
}

/** A row of actor `actor` ("Actor.a" names "A"), in combat c1 round 1 turn 0 unless told. */
export function row(spec: RowSpec = {}): LedgerRow {
  seq += 1;
  const actor = spec.actor ?? "a";
  const combat =
    spec.combat === null ? undefined : (spec.combat ?? { id: "c1", round: 1, turn: 0 });
  return {
    id: spec.id ?? `r${seq}`,
    actorUuid: `Actor.${actor}`,
    actorName: actor.toUpperCase(),
    time: spec.time ?? 1_000 + seq,
    seq,
    session: spec.session ?? "s1",
    ...(combat ? { combat } : {}),
    userId: spec.user ?? "gm",
    userName: spec.user === undefined ? "Gamemaster" : spec.user.toUpperCase(),
    cause: { kind: "card", ...spec.cause },
    changes: spec.changes ?? [],
    ...(spec.rule ? { rule: spec.rule } : {}),
  };
}

export const hp = (before: number, after: number): LedgerChange => ({
  field: "health.value",
  before,
  after,
});
export const str = (before: number, after: number): LedgerChange => ({
  field: "strDamage.value",
  before,
  after,
});
export const status = (id: string, gained: boolean): LedgerChange => ({
  field: `status:${id}`,
  before: !gained,
  after: gained,
});
export const field = (
  name: string,
  before: LedgerChange["before"],
  after: LedgerChange["after"],
): LedgerChange => ({ field: name, before, after });

/** A round of combat c1 at a turn. */
export const at = (round: number, turn: number | null = 0) => ({ id: "c1", round, turn });
