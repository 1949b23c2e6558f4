// One row of the ledger: a change to an actor's play state, who made it, when, why and by which
// rule. Rows are written only by the active GM's client into a GM-owned journal
// (src/documents/ledger/, CONTRIBUTING.md "The ledger") and read back through this shape, so
// every view, revert and summary works on one declaration. Pure: no Foundry, no globals.
import * as is from "../validate.js";

/** The longest text a row keeps of a value, a field's path, and a name or label. */
export const VALUE_MAX = 500;
export const FIELD_MAX = 200;
const NAME_MAX = 200;

/** What a field held before and after the change (null: absent, e.g. a status not held). */
const value = is.nullable(
  is.anyOf<string | number | boolean>(is.number, is.string(VALUE_MAX), is.boolean),
);

/**
 * One field of the change. `field` is a path in the actor's `system` ("health.value",
 * "heroPoints.spent"), `status:<id>` for a status held or not (before/after true or false), or
 * `item:<id>` for an item gained or lost (before/after its name, or null when absent).
 */
export const ledgerChange = is.object({
  field: is.string(FIELD_MAX),
  before: value,
  after: value,
});
export type LedgerChange = is.Infer<typeof ledgerChange>;

/** What caused a change; `hand` is an edit typed or toggled by a user outside Holocron's buttons. */
export const LEDGER_CAUSES = [
  "card", // a chat card's button (apply, undo, resist, power…): `request` names the kind
  "request", // another GM authority request (a Hero Point given, a hazard, a career…)
  "power", // a Force power's HP cost paid by its user
  "rest",
  "levelUp",
  "enricher", // a card an enricher posted (its text the label), or its hazard's exposure count
  "dyingCheck", // a dying check's outcome (its roll the label)
  "gmTool",
  "revert", // a row reverted: `revertOf` names it
  "sheet", // a hand edit on the actor sheet
  "tokenBar", // a hand edit of a token's bar
  "hud", // a status toggled on the token HUD
  "hand", // a hand edit whose place is not known (a macro, another module)
  "offline", // found when a GM connected: made while none was, author unknown
] as const;
export type LedgerCauseKind = (typeof LEDGER_CAUSES)[number];

export const ledgerCause = is.object({
  kind: is.oneOf(LEDGER_CAUSES),
  /** The authority request kind ("card.apply"), when one made the change. */
  request: is.optional(is.string(100)),
  /** The chat message whose button made it (a card id). */
  messageId: is.optional(is.string(100)),
  /** Who dealt it, when a card of another actor did (damage dealt, for the combat summary). */
  sourceActorUuid: is.optional(is.string(300)),
  /** The row a revert reverses. */
  revertOf: is.optional(is.string(100)),
  /** A short label for the cause (a power's or an item's name, an enricher's text). */
  label: is.optional(is.string(NAME_MAX)),
});
export type LedgerCause = is.Infer<typeof ledgerCause>;

export const ledgerRow = is.object({
  /** A random id (16 characters, as Foundry's ids). */
  id: is.string(100),
  actorUuid: is.string(300),
  /** The actor's name when the row was written (an actor deleted later still reads). */
  actorName: is.string(NAME_MAX),
  /** Real time, ms since the epoch. */
  time: is.number,
  /** The writing GM client's count of rows, so rows of one millisecond keep their order. */
  seq: is.int(0),
  /** The GM's session the row belongs to (an id the active GM's client takes when it connects). */
  session: is.string(100),
  /** The combat, round and turn, when the change happened in a started combat. */
  combat: is.optional(
    is.object({ id: is.string(100), round: is.int(0), turn: is.nullable(is.int(0)) }),
  ),
  /** The user whose write it was (Foundry's author id), and their name then; "" when unknown. */
  userId: is.string(100),
  userName: is.string(NAME_MAX),
  cause: ledgerCause,
  changes: is.array(ledgerChange),
  /** The i18n key of the rule that produced the change, in the seed's words ("damage past 0 HP…"). */
  rule: is.optional(is.string(200)),
});
export type LedgerRow = is.Infer<typeof ledgerRow>;

/** Newest first; rows of the same millisecond in the reverse of the order they were written. */
export function newestFirst(a: LedgerRow, b: LedgerRow): number {
  return b.time - a.time || b.seq - a.seq;
}

/** The text cut to `max` characters, its last one an ellipsis when cut. */
export function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const fitValue = (v: LedgerChange["before"]) => (typeof v === "string" ? cut(v, VALUE_MAX) : v);

/**
 * The row with every text cut to what the shape reads back (names, the label, a field's path, a
 * value): a player's actor, item or status named past the limit would otherwise make the whole row
 * unreadable, and hide the other changes it holds.
 */
export function fitRow(row: LedgerRow): LedgerRow {
  const { label } = row.cause;
  return {
    ...row,
    actorName: cut(row.actorName, NAME_MAX),
    userName: cut(row.userName, NAME_MAX),
    cause: { ...row.cause, ...(label === undefined ? {} : { label: cut(label, NAME_MAX) }) },
    changes: row.changes.map((c) => ({
      field: cut(c.field, FIELD_MAX),
      before: fitValue(c.before),
      after: fitValue(c.after),
    })),
  };
}
