// A ledger row's cause (CONTRIBUTING.md, "The ledger"): what a write's options claim, believed from
// a GM only; what a request the GM carries out names (its kind, its card, whose card); and the
// context the rules of a row read (src/rules/ledger/rules.ts). The recorder (record.ts) asks.
import { SYSTEM_ID } from "../../config.js";
import type { RequestContext } from "../../authority/index.js";
import * as is from "../../rules/shape.js";
import { parseOrNull, isRecord } from "../../rules/shape.js";
import { ledgerCause, type LedgerCause, type LedgerCauseKind } from "../../rules/ledger/row.js";
import type { RuleContext } from "../../rules/ledger/rules.js";
import { rulesetOf } from "../../rulesets/index.js";

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

/** The cause of a failed dying check's writes: the check, its roll against the DC as label. */
export function dyingCheckCause(check: { total: number; dc: number }): LedgerCause {
  const data = { total: String(check.total), dc: String(check.dc) };
  return { kind: "dyingCheck", label: game.i18n.format("HOLOCRON.Ledger.DyingCheckFailed", data) };
}

/**
 * Who tells a card's cause beyond `card` (the enrichers' cards: src/applications/enrichers/
 * enricher-ledger.ts): the layer that reads cards and their trust names it, from the message id.
 */
export type CardCause = (messageId: string) => { kind: "enricher"; label: string } | null;

/** What a request's cause needs beyond the request: the row it reverts, who names card causes. */
export interface RequestNaming {
  reverting: string | null;
  cardCause: CardCause | null;
}

/** The cause of a request's writes: its kind, its card and whose card it is. */
export function requestCause(context: RequestContext, naming: RequestNaming): LedgerCause {
  const payload = isRecord(context.payload) ? context.payload : {};
  const messageId = typeof payload.messageId === "string" ? payload.messageId : undefined;
  const rowId = typeof payload.rowId === "string" ? payload.rowId : (naming.reverting ?? undefined);
  // An Apply on a card an enricher posted, as its layer tells from the card the GM trusted.
  const fromCard = context.kind === "card.apply" || context.kind === "card.heal";
  const named = fromCard && messageId ? naming.cardCause?.(messageId) : null;
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

export function handPlace(options: unknown): boolean {
  const claimed = isRecord(options) ? parseOrNull(ledgerCause, options[CAUSE_OPTION]) : null;
  return claimed !== null && HAND_PLACES.includes(claimed.kind);
}

export function claimedCause(options: unknown, userId: string): LedgerCause {
  const claimed = isRecord(options) ? parseOrNull(ledgerCause, options[CAUSE_OPTION]) : null;
  if (!claimed) return { kind: "hand" };
  if (game.users.get(userId)?.isGM === true) return claimed;
  // A player's client names only where its own edit came from, with no label of its own; never a
  // card, a revert, a GM tool or an outcome.
  if (PLAYER_PLACES.includes(claimed.kind)) return { kind: claimed.kind };
  return { kind: SHEET_CLAIMS.includes(claimed.kind) ? "sheet" : "hand" };
}

/** A rule named in a write's options: believed from a GM only (a player's claim is input). */
export function ruleOption(options: unknown, userId: string): string | undefined {
  if (game.users.get(userId)?.isGM !== true) return undefined;
  const rule = isRecord(options) ? options[RULE_OPTION] : undefined;
  return typeof rule === "string" && rule.startsWith("HOLOCRON.") ? rule : undefined;
}

/**
 * What the rules of a row need beyond its fields: the actor's ruleset, whether it is a mook and
 * the Armor it wears, the cause, and of a request its kind, the recovery taken and whether the card
 * applied rolled a natural 20 (read only from a request the GM carries out, on a card it trusted).
 */
export function ruleContext(
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
