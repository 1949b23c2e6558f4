// The ledger's recorder (CONTRIBUTING.md, "The ledger"), on the active GM's client only. Foundry
// runs an actor's lifecycle (`_onUpdate(changed, options, userId)`, `_on…DescendantDocuments`) on
// every client with the id of the user who wrote
// (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#_onupdate), so the GM's
// client sees every change and its true author, a player's hand edit included. It keeps each
// actor's play state as last recorded (the "before"), and turns the difference into a row:
// - the writes of a request the GM carries out (src/authority/observe.ts) name the request, its
//   card and its sender, and go in one batched write when the request ends;
// - any other write is coalesced for a moment and written with the others in one batch.
// A cause in a write's options (`holocronCause`) is believed from a GM; from a player it names only
// the place of their own hand edit (the sheet, a token bar, the HUD), never a rule's outcome or a
// label: a player's write is what the GM's client saw, their edit. The author is always Foundry's.
import { SYSTEM_ID, isHolocronActorType } from "../../config.js";
import { observeRequests, runQueued, type RequestContext } from "../../authority/index.js";
import * as is from "../../rules/shape.js";
import { parseOrNull, isRecord } from "../../rules/shape.js";
import {
  ledgerCause,
  type LedgerCause,
  type LedgerCauseKind,
  type LedgerRow,
} from "../../rules/ledger/row.js";
import { diffPlayState, mergeChanges, type PlayState } from "../../rules/ledger/changes.js";
import { ruleOfChanges, type RuleContext } from "../../rules/ledger/rules.js";
import { rulesetOf } from "../../rulesets/index.js";
import { playStateOf } from "./play-state.js";
import { lastRecorded, writeRows, type RowsToWrite } from "./write.js";
import { staleAccess } from "./page-access.js";
import { ledgerJournal } from "./store.js";
import { baseActorOf, ledgerName, tokenActors } from "./token-actors.js";

/** The option a write carries to name its cause (a sheet's form, a level-up, a GM tool…). */
export const CAUSE_OPTION = "holocronCause";
/** A write's options naming its cause (a level taken, a GM tool): `{ holocronCause: { kind } }`. */
export function causeOptions(kind: LedgerCauseKind, label?: string): Record<string, unknown> {
  return { [CAUSE_OPTION]: { kind, ...(label ? { label } : {}) } };
}

/** The option naming the rule that produced a write (an i18n key), set by the writer. */
export const RULE_OPTION = "holocronRule";

/**
 * What a player's client may claim for its own write: where their hand edit was made. The kinds the
 * system's tools name from a player's sheet (a level taken, a dying check rolled, an enricher
 * clicked) are outcomes only the GM's client can vouch for, so a player's claim of one is recorded
 * as what the GM's client saw: an edit from their sheet. Anything else is a hand edit.
 */
const PLAYER_PLACES: readonly LedgerCauseKind[] = ["sheet", "tokenBar", "hud", "hand"];
const SHEET_CLAIMS: readonly LedgerCauseKind[] = ["levelUp", "enricher", "dyingCheck"];
/** How long others' changes wait to be written together (a typed HP and the statuses it implies). */
const COALESCE_MS = 250;

interface Pending {
  row: LedgerRow;
  /** The actor's play state after the row, kept on its live page as `last`. */
  state: PlayState;
}

const snapshots = new Map<string, PlayState>();
const pending = new Map<string, Pending>();
let request: RequestContext | null = null;
/** The row a request reverses, when its own code names it (a card's Undo: revertingRow). */
let reverting: string | null = null;
/**
 * Who tells a card's cause beyond `card` (the enrichers' cards: src/applications/enrichers/
 * enricher-ledger.ts): the layer that reads cards and their trust names it, from the message id.
 */
export type CardCause = (messageId: string) => { kind: "enricher"; label: string } | null;
let cardCause: CardCause | null = null;
/** The GM's own writes to these actors while `run` runs name this cause (withCause). */
interface CauseScope {
  cause: LedgerCause;
  actors: ReadonlySet<string>;
}
const scopes: CauseScope[] = [];
let session = "";
let seq = 0;
let timer: ReturnType<typeof setTimeout> | null = null;

/** This GM client's session id (taken when it became the active GM), "" before. */
export function ledgerSession(): string {
  return session;
}

/**
 * The active GM's client starts recording: a session id, every actor's play state as it is now,
 * and the request wrapper. Returns the actors' states so the caller can compare them with what
 * was last recorded (offline.ts).
 */
export function startRecording(): void {
  session = foundry.utils.randomID(16);
  seq = 0;
  snapshots.clear();
  pending.clear();
  for (const actor of [...game.actors, ...tokenActors()] as Actor.Implementation[]) {
    snapshots.set(actor.uuid, playStateOf(actor));
  }
  observeRequests(aroundRequest);
}

/** Forgets every snapshot (a test's fresh world; a client that is no longer the active GM). */
export function stopRecording(): void {
  observeRequests(null);
  snapshots.clear();
  pending.clear();
  session = "";
  if (timer) clearTimeout(timer);
  timer = null;
}

async function aroundRequest<T>(context: RequestContext, run: () => Promise<T>): Promise<T> {
  request = context;
  reverting = null;
  try {
    return await run();
  } finally {
    request = null;
    reverting = null;
    // One batched ledger write for the whole request, whatever it wrote.
    await flushLedger();
  }
}

/** The request being carried out reverses this row (a card's Undo names the Apply's row). */
export function revertingRow(rowId: string): void {
  if (request) reverting = rowId;
}

/** The cause of a failed dying check's writes: the check, its roll against the DC as label. */
export function dyingCheckCause(check: { total: number; dc: number }): LedgerCause {
  const data = { total: String(check.total), dc: String(check.dc) };
  return { kind: "dyingCheck", label: game.i18n.format("HOLOCRON.Ledger.DyingCheckFailed", data) };
}

/** The enrichers' layer names the cause of their cards' Apply (null: forget). */
export function nameCardCauses(resolve: CardCause | null): void {
  cardCause = resolve;
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
  scopes.push(scope);
  try {
    return await run();
  } finally {
    scopes.splice(scopes.indexOf(scope), 1);
  }
}

/** The innermost scope's cause for this actor (its kind and label; messageId when it names one). */
function scopeOf(actorUuid: string): Partial<LedgerCause> | undefined {
  const scope = scopes.findLast((s) => s.actors.has(actorUuid));
  return scope ? (parseOrNull(ledgerCause, scope.cause) ?? undefined) : undefined;
}

/** An actor was made: its play state is the baseline of its first row. */
export function noteActorCreated(actor: Actor.Implementation): void {
  if (!session || !game.user.isActiveGM) return;
  snapshots.set(actor.uuid, playStateOf(actor));
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
  if (!session || !game.user.isActiveGM || !isHolocronActorType(actor.type)) return;
  const after = playStateOf(actor);
  const before = snapshots.get(actor.uuid) ?? lastRecorded(actor.uuid) ?? firstState(actor, after);
  snapshots.set(actor.uuid, after);
  const changes = diffPlayState(before, after);
  if (!changes.length) return;
  // The GM's own hand edit (the sheet, a token bar, the HUD name their place) made while one of
  // the GM's requests runs is the GM's, not the request's.
  const own = request !== null && userId === game.user.id && !handPlace(options);
  const who = own && request ? request.sender : senderOf(userId);
  const scoped = userId === game.user.id ? scopeOf(actor.uuid) : undefined;
  const base = own && request ? requestCause(request) : claimedCause(options, userId);
  const cause = scoped ? { ...base, ...scoped } : base;
  const from = own && request ? request.kind : scoped ? `scope:${cause.kind}` : "hand";
  const key = [actor.uuid, who.id, from].join("|");
  const earlier = pending.get(key);
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
      seq: seq++,
      session,
      userId: who.id,
      userName: who.name,
      cause,
      changes,
      ...(rule ? { rule } : {}),
      ...combatNow(),
    };
    pending.set(key, { row, state: after });
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
  if (!session || !game.user.isActiveGM || staleAccess(actor).length === 0) return;
  void runQueued("ledger", async () => {
    const stale = staleAccess(actor);
    // The levels are CONST.DOCUMENT_OWNERSHIP_LEVELS' numbers; the types brand them (as write.ts).
    if (stale.length) {
      await ledgerJournal()?.updateEmbeddedDocuments("JournalEntryPage", stale as never);
    }
  });
}

function schedule(): void {
  if (timer) return;
  timer = setTimeout(() => {
    timer = null;
    void flushLedger();
  }, COALESCE_MS);
}

/** Writes every pending row now, in one batch (the GM's client; others' wait for none). */
export function flushLedger(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  return runQueued("ledger", async () => {
    const batch = takePending();
    if (batch.length) await writeRows(batch);
  });
}

/** Every pending row with a change, taken (none on a client that is not the active GM). */
function takePending(): RowsToWrite[] {
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
      for (const entry of list) pending.set(`retry|${entry.row.id}`, entry);
      // Outside a request no flush at its end is coming: the rows wait as others' changes do.
      if (list.length && !request) schedule();
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
  for (const entry of rows) pending.set(`offline|${entry.row.id}`, entry);
}

/** A fresh row id, time and order, for rows made outside an actor's lifecycle. */
export function rowStamp(): Pick<LedgerRow, "id" | "time" | "seq" | "session"> {
  return { id: foundry.utils.randomID(16), time: Date.now(), seq: seq++, session };
}

function senderOf(userId: string): { id: string; name: string } {
  const user = game.users.get(userId);
  return { id: userId, name: user?.name ?? "" };
}

/** The cause of a request's writes: its kind, its card and whose card it is. */
export function requestCause(context: RequestContext): LedgerCause {
  const payload = isRecord(context.payload) ? context.payload : {};
  const messageId = typeof payload.messageId === "string" ? payload.messageId : undefined;
  const rowId = typeof payload.rowId === "string" ? payload.rowId : (reverting ?? undefined);
  // An Apply on a card an enricher posted, as its layer tells from the card the GM trusted.
  const fromCard = context.kind === "card.apply" || context.kind === "card.heal";
  const named = fromCard && messageId ? cardCause?.(messageId) : null;
  const kind = named?.kind ?? causeKindOf(context.kind, payload);
  const speaker = messageId ? game.messages.get(messageId)?.speaker : undefined;
  // The speaker's actor through its token: an unlinked token's actor is its own uuid, not `Actor.<id>`
  // (https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html#getspeakeractor).
  const source = speaker ? ChatMessage.getSpeakerActor(speaker)?.uuid : undefined;
  return {
    kind,
    ...(named ? { label: named.label } : {}),
    request: context.kind,
    ...(messageId ? { messageId } : {}),
    ...(source ? { sourceActorUuid: source } : {}),
    ...(kind === "revert" && rowId ? { revertOf: rowId } : {}),
  };
}

/** Which cause a request kind is (pinned by test/documents/ledger/record.test.ts). */
export function causeKindOf(kind: string, payload: Record<string, unknown> = {}): LedgerCauseKind {
  if (kind === "ledger.revert" || kind === "card.undo") return "revert";
  if (kind.startsWith("card.")) return "card";
  if (kind.startsWith("power.") || kind === "attack.deflect") return "power";
  if (kind === "actor.recover" && payload.kind !== "secondWind") return "rest";
  // A rest's clock advance: the healing the time handler writes while it runs is the rest's.
  if (kind === "rest.advance") return "rest";
  return "request";
}

/** The places of a hand edit that name themselves in a write's options (actor-sheet.ts, actor.ts). */
const HAND_PLACES: readonly LedgerCauseKind[] = ["sheet", "tokenBar", "hud"];

function handPlace(options: unknown): boolean {
  const claimed = isRecord(options) ? parseOrNull(ledgerCause, options[CAUSE_OPTION]) : null;
  return claimed !== null && HAND_PLACES.includes(claimed.kind);
}

function claimedCause(options: unknown, userId: string): LedgerCause {
  const claimed = isRecord(options) ? parseOrNull(ledgerCause, options[CAUSE_OPTION]) : null;
  if (!claimed) return { kind: "hand" };
  if (game.users.get(userId)?.isGM === true) return claimed;
  // A player's client names only where its own edit came from, with no label of its own; never a
  // card, a revert, a GM tool or an outcome.
  if (PLAYER_PLACES.includes(claimed.kind)) return { kind: claimed.kind };
  return { kind: SHEET_CLAIMS.includes(claimed.kind) ? "sheet" : "hand" };
}

/** A rule named in a write's options: believed from a GM only (a player's claim is input). */
function ruleOption(options: unknown, userId: string): string | undefined {
  if (game.users.get(userId)?.isGM !== true) return undefined;
  const rule = isRecord(options) ? options[RULE_OPTION] : undefined;
  return typeof rule === "string" && rule.startsWith("HOLOCRON.") ? rule : undefined;
}

/**
 * What the rules of a row need beyond its fields: the actor's ruleset, whether it is a mook and
 * the Armor it wears, the cause, and of a request its kind, the recovery taken and whether the card
 * applied rolled a natural 20 (read only from a request the GM carries out, on a card it trusted).
 */
function ruleContext(
  actor: Actor.Implementation,
  cause: LedgerCause,
  context: RequestContext | null,
): RuleContext {
  const system: unknown = actor.system;
  const own = isRecord(system) ? system : {};
  const payload = context && isRecord(context.payload) ? context.payload : {};
  const recovery = typeof payload.kind === "string" ? payload.kind : undefined;
  return {
    ruleset: rulesetOf(actor).id,
    cause: cause.kind,
    ...(context ? { request: context.kind } : {}),
    ...(recovery && context?.kind === "actor.recover" ? { recovery } : {}),
    ...(cardCritical(payload.messageId) ? { critical: true } : {}),
    ...(own.mook === true ? { mook: true } : {}),
    ...(typeof own.armor === "number" ? { armor: own.armor } : {}),
  };
}

/** What the rule named needs of a card: a damage card whose natural 20 doubled it (shape.ts). */
const criticalCard = is.object({
  type: is.literal("damage"),
  critical: is.refine(is.boolean, "a natural 20", (critical) => critical),
});

/** Whether the card of `messageId` rolled a natural 20 (its damage doubled). */
function cardCritical(messageId: unknown): boolean {
  if (typeof messageId !== "string") return false;
  const flags: unknown = game.messages.get(messageId)?.getFlag(SYSTEM_ID, "card");
  return parseOrNull(criticalCard, flags) !== null;
}

/** The started combat the change happened in: its id, round and turn. */
function combatNow(): Pick<LedgerRow, "combat"> {
  const combat = game.combat;
  if (!combat?.started || !combat.id) return {};
  return { combat: { id: combat.id, round: combat.round, turn: combat.turn ?? null } };
}
