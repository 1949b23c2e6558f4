// The ledger's recorder (CONTRIBUTING.md, "The ledger"), on the active GM's client only. Foundry
// runs an actor's lifecycle (`_onUpdate(changed, options, userId)`, `_on…DescendantDocuments`) on
// every client with the id of the user who wrote
// (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#_onupdate), so the GM's
// client sees every change and its true author, a player's hand edit included. It keeps each
// actor's play state as last recorded (the "before"), and turns the difference into a row:
// - the writes of a request the GM carries out (src/authority/channel.ts) name the request, its
//   card and its sender, and go in one batched write when the request ends;
// - any other write is coalesced for a moment and written with the others in one batch.
// A cause in a write's options (`holocronCause`) is believed from a GM; from a player it names only
// the place of their own hand edit (the sheet, a token bar, the HUD), never a rule's outcome or a
// label: a player's write is what the GM's client saw, their edit. The author is always Foundry's.
import { isHolocronActorType } from "../../config.js";
import { observeRequests, runQueued, type RequestContext } from "../../authority/index.js";
import { parseOrNull } from "../../rules/validate.js";
import {
  ledgerCause,
  type LedgerCause,
  type LedgerCauseKind,
  type LedgerRow,
  diffPlayState,
  mergeChanges,
  type PlayState,
  ruleOfChanges,
} from "../../rules/ledger/row.js";
import {
  baseActorOf,
  CAUSE_OPTION,
  claimedCause,
  handPlace,
  ledgerName,
  playStateOf,
  requestCause,
  ruleContext,
  ruleOption,
  tokenActors,
  type CardCause,
} from "./play-state.js";
import { lastRecorded, writeRows, type RowsToWrite } from "./write.js";
import { staleAccess } from "./page-access.js";
import { ledgerJournal } from "./home.js";

// ---- a recording session ------------------------------------------------------------------------
// The ledger recorder's state for one recording session: from the moment a client becomes the
// active GM and starts recording (record.ts `startRecording`) to `stopRecording`. Nothing of a
// session outlives it: ending it clears its timer and forgets its snapshots and pending rows, and
// the next session starts from an empty one (test/documents/ledger/recording-session.test.ts).

/** A row waiting to be written, with the actor's play state after it (its live page's `last`). */
export interface PendingRow {
  row: LedgerRow;
  state: PlayState;
}

export class RecordingSession {
  /** Each actor's play state as last recorded: the "before" of its next row. */
  readonly snapshots = new Map<string, PlayState>();
  /** Rows not yet written, by actor, author and source (a request's, a scope's, a hand edit's). */
  readonly pending = new Map<string, PendingRow>();
  /** The GM request being carried out, and the row it reverses when its own code names one. */
  request: RequestContext | null = null;
  reverting: string | null = null;
  /** The coalescing timer of others' changes, while one is waiting. */
  timer: ReturnType<typeof setTimeout> | null = null;
  /** The order of the next row in this session. */
  seq = 0;

  /** `id` is the session's random id; "" is the idle session of a client that is not recording. */
  constructor(readonly id: string) {}

  get recording(): boolean {
    return this.id !== "";
  }

  /** The session is over: its timer cleared, its snapshots and pending rows forgotten. */
  end(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.snapshots.clear();
    this.pending.clear();
  }
}

// ---- the recorder -------------------------------------------------------------------------------

/** How long others' changes wait to be written together (a typed HP and the statuses it implies). */
const COALESCE_MS = 250;

/** The GM's own writes to these actors while `run` runs name this cause (withCause). */
interface CauseScope {
  cause: LedgerCause;
  actors: ReadonlySet<string>;
}

/** The current session (a RecordingSession, above): the idle one until this client starts recording. */
let live = new RecordingSession("");
/**
 * What lives as long as the client, across sessions: who names card causes (registered once by the
 * enrichers' layer) and the cause scopes of `withCause`, each removed when its run ends.
 */
const naming: { cardCause: CardCause | null; scopes: CauseScope[] } = {
  cardCause: null,
  scopes: [],
};

/** This GM client's session id (taken when it became the active GM), "" before. */
export function ledgerSession(): string {
  return live.id;
}

/**
 * The active GM's client starts recording: a new session with every actor's play state as it is
 * now, and the request wrapper.
 */
export function startRecording(): void {
  live.end();
  live = new RecordingSession(foundry.utils.randomID(16));
  for (const actor of [...game.actors, ...tokenActors()] as Actor.Implementation[]) {
    live.snapshots.set(actor.uuid, playStateOf(actor));
  }
  observeRequests(aroundRequest);
}

/** Ends the session (a test's fresh world; a client that is no longer the active GM). */
export function stopRecording(): void {
  observeRequests(null);
  live.end();
  live = new RecordingSession("");
}

async function aroundRequest<T>(context: RequestContext, run: () => Promise<T>): Promise<T> {
  const session = live;
  session.request = context;
  session.reverting = null;
  try {
    return await run();
  } finally {
    session.request = null;
    session.reverting = null;
    // One batched ledger write for the whole request, whatever it wrote.
    await flushLedger();
  }
}

/** The request being carried out reverses this row (a card's Undo names the Apply's row). */
export function revertingRow(rowId: string): void {
  if (live.request) live.reverting = rowId;
}

/** The enrichers' layer names the cause of their cards' Apply (null: forget). */
export function nameCardCauses(resolve: CardCause | null): void {
  naming.cardCause = resolve;
}

/** The cause of a failed dying check's writes: the check, its roll against the DC as label. */
export function dyingCheckCause(check: { total: number; dc: number }): LedgerCause {
  const data = { total: String(check.total), dc: String(check.dc) };
  return { kind: "dyingCheck", label: game.i18n.format("HOLOCRON.Ledger.DyingCheckFailed", data) };
}

/**
 * The GM client's own writes to `actorUuids` while `run` runs are rows of `cause` (a dying check, a
 * hazard an enricher opened): for writes whose options the caller cannot name, as the one writer's
 * (src/documents/state-writer.ts writes with its own fixed options) or a request it asks of itself.
 * Only the active GM's client records, so a scope on another client names nothing.
 */
export async function withCause<T>(
  cause: LedgerCause,
  actorUuids: readonly string[],
  run: () => Promise<T>,
): Promise<T> {
  const scope: CauseScope = { cause, actors: new Set(actorUuids) };
  naming.scopes.push(scope);
  try {
    return await run();
  } finally {
    naming.scopes.splice(naming.scopes.indexOf(scope), 1);
  }
}

/** The innermost scope's cause for this actor (its kind and label; messageId when it names one). */
function scopeOf(actorUuid: string): Partial<LedgerCause> | undefined {
  const scope = naming.scopes.findLast((s) => s.actors.has(actorUuid));
  return scope ? (parseOrNull(ledgerCause, scope.cause) ?? undefined) : undefined;
}

/** An actor was made: its play state is the baseline of its first row. */
export function noteActorCreated(actor: Actor.Implementation): void {
  if (!live.recording || !game.user.isActiveGM) return;
  live.snapshots.set(actor.uuid, playStateOf(actor));
}

/**
 * Any write of an actor or of its items and effects, on every client (the actor's lifecycle):
 * on the active GM's, the difference from the last recorded state becomes (part of) a row.
 */
export function noteActorChange(
  actor: Actor.Implementation,
  options: unknown,
  userId: string,
): void {
  if (!live.recording || !game.user.isActiveGM || !isHolocronActorType(actor.type)) return;
  const session = live;
  const after = playStateOf(actor);
  const before =
    session.snapshots.get(actor.uuid) ?? lastRecorded(actor.uuid) ?? firstState(actor, after);
  session.snapshots.set(actor.uuid, after);
  const request = session.request;
  const changes = diffPlayState(before, after);
  if (!changes.length) return;
  // The GM's own hand edit (the sheet, a token bar, the HUD name their place) made while one of
  // the GM's requests runs is the GM's, not the request's.
  const own = request !== null && userId === game.user.id && !handPlace(options);
  const who = own && request ? request.sender : senderOf(userId);
  const scoped = userId === game.user.id ? scopeOf(actor.uuid) : undefined;
  const base =
    own && request
      ? requestCause(request, { reverting: session.reverting, cardCause: naming.cardCause })
      : claimedCause(options, userId);
  const cause = scoped ? { ...base, ...scoped } : base;
  const from = own && request ? request.kind : scoped ? `scope:${cause.kind}` : "hand";
  const key = [actor.uuid, who.id, from].join("|");
  const earlier = session.pending.get(key);
  const rule =
    ruleOption(options, userId) ??
    ruleOfChanges(changes, ruleContext(actor, cause, own ? request : null));
  if (earlier) {
    earlier.row.changes = mergeChanges(earlier.row.changes, changes);
    if (rule && !earlier.row.rule) earlier.row.rule = rule;
    earlier.state = after;
  } else {
    const row: LedgerRow = {
      id: foundry.utils.randomID(16),
      actorUuid: actor.uuid,
      actorName: ledgerName(actor),
      time: Date.now(),
      seq: session.seq++,
      session: session.id,
      userId: who.id,
      userName: who.name,
      cause,
      changes,
      ...(rule ? { rule } : {}),
      ...combatNow(),
    };
    session.pending.set(key, { row, state: after });
  }
  if (!own) schedule();
}

/** The state an actor never seen before started from: a token's actor, its world actor's. */
function firstState(actor: Actor.Implementation, now: PlayState): PlayState {
  const base = baseActorOf(actor);
  return base ? playStateOf(base) : now;
}

/**
 * An actor's owners changed (its update's data named `ownership`): on the active GM's client its
 * pages' readers follow, in the ledger's queue (page-access.ts). Other updates never look.
 */
export function noteOwnersChanged(actor: Actor.Implementation): void {
  if (!live.recording || !game.user.isActiveGM || staleAccess(actor).length === 0) return;
  void runQueued("ledger", async () => {
    const stale = staleAccess(actor);
    // The levels are CONST.DOCUMENT_OWNERSHIP_LEVELS' numbers; the types brand them (as write.ts).
    if (stale.length) {
      await ledgerJournal()?.updateEmbeddedDocuments("JournalEntryPage", stale as never);
    }
  });
}

function schedule(): void {
  const session = live;
  if (session.timer) return;
  session.timer = setTimeout(() => {
    session.timer = null;
    void flushLedger();
  }, COALESCE_MS);
}

/** Writes every pending row now, in one batch (the GM's client; others' wait for none). */
export function flushLedger(): Promise<void> {
  if (live.timer) clearTimeout(live.timer);
  live.timer = null;
  return runQueued("ledger", async () => {
    const batch = takePending();
    if (batch.length) await writeRows(batch);
  });
}

/** Every pending row with a change, taken (none on a client that is not the active GM). */
function takePending(): RowsToWrite[] {
  const { pending } = live;
  if (!pending.size || !game.user.isActiveGM) return [];
  const batch: RowsToWrite[] = [];
  for (const { row, state } of pending.values()) {
    if (row.changes.length) batch.push({ row, state });
  }
  pending.clear();
  return batch;
}

/**
 * Runs a GM write that takes the pending rows with it (on V14, a request's last write sends them in
 * its own batch: write.ts `rowOperations`), in the ledger's queue so no other row write plans
 * the same pages meanwhile. Rows that `write` did not write (it threw, or returns them) are put
 * back: the flush at the request's end writes them alone, so none is lost.
 */
export function withPendingRows<T>(
  write: (rows: RowsToWrite[]) => Promise<{ result: T; unwritten: readonly RowsToWrite[] }>,
): Promise<T> {
  return runQueued("ledger", async () => {
    const rows = takePending();
    const putBack = (list: readonly RowsToWrite[]) => {
      for (const entry of list) live.pending.set(`retry|${entry.row.id}`, entry);
      // Outside a request no flush at its end is coming: the rows wait as others' changes do.
      if (list.length && !live.request) schedule();
    };
    try {
      const { result, unwritten } = await write(rows);
      putBack(unwritten);
      return result;
    } catch (error) {
      putBack(rows);
      throw error;
    }
  });
}

/** Rows written straight away (a connecting GM's offline rows): through the same batch. */
export function queueRows(rows: readonly RowsToWrite[]): void {
  for (const entry of rows) live.pending.set(`offline|${entry.row.id}`, entry);
}

/** A fresh row id, time and order, for rows made outside an actor's lifecycle. */
export function rowStamp(): Pick<LedgerRow, "id" | "time" | "seq" | "session"> {
  return { id: foundry.utils.randomID(16), time: Date.now(), seq: live.seq++, session: live.id };
}

function senderOf(userId: string): { id: string; name: string } {
  const user = game.users.get(userId);
  return { id: userId, name: user?.name ?? "" };
}

/** The started combat the change happened in: its id, round and turn. */
function combatNow(): Pick<LedgerRow, "combat"> {
  const combat = game.combat;
  if (!combat?.started || !combat.id) return {};
  return { combat: { id: combat.id, round: combat.round, turn: combat.turn ?? null } };
}

/** A hand edit's place (token bar, HUD), put in its write's options unless it names a cause. */
export function markHandCause(actor: { handCause?: LedgerCauseKind | null }, options: unknown) {
  if (!actor.handCause || typeof options !== "object" || options === null) return;
  if (!(CAUSE_OPTION in options))
    Object.assign(options, { [CAUSE_OPTION]: { kind: actor.handCause } });
}
