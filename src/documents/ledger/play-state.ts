// What a ledger row is made of, read the same way on every client: the actor's play state (its
// before and after), the actor as the row names it (a token's actor by its token), and the cause
// of the write. The recorder (record.ts) asks.
//
// What of an actor the ledger records (its play state): the health fields its ruleset names, Hero
// Points held and spent, Heroism, level and hit dice, second wind, the exposure count, every status
// held, every item owned (careers and abilities are items) and every Active Effect that is no status
// (its name, changes and whether it is disabled). Read the same way on every client,
// so the active GM's snapshot and `flags.holocron.last` compare like with like.
import { SYSTEM_ID, isHolocronActorType } from "../../config.js";
import type { RequestContext } from "../../authority/index.js";
import { rulesetOf } from "../../rulesets/index.js";
import { rulesetSubject } from "../../data/typed-system.js";
import { effectChanges } from "../../compat/generation.js";
import * as is from "../../rules/validate.js";
import { parseOrNull, isRecord } from "../../rules/validate.js";
import {
  EFFECT_PREFIX,
  ITEM_PREFIX,
  STATUS_PREFIX,
  effectText,
  type PlayState,
  type PlayValue,
  FIELD_MAX,
  VALUE_MAX,
  cut,
  ledgerCause,
  type LedgerCause,
  type LedgerCauseKind,
} from "../../rules/ledger/row.js";
import type { RuleContext } from "../../rules/ledger/row.js";

/** The `system` paths recorded beyond the ruleset's health fields, with their labels. */
export const PLAY_FIELDS: Readonly<Record<string, string>> = {
  "heroPoints.value": "HOLOCRON.Ledger.Field.HeroPoints",
  "heroPoints.spent": "HOLOCRON.Ledger.Field.HeroPointsSpent",
  "heroism.value": "HOLOCRON.Health.Heroism",
  level: "HOLOCRON.Ledger.Field.Level",
  hitDice: "HOLOCRON.Ledger.Field.HitDice",
  secondWindUsed: "HOLOCRON.Health.SecondWind",
};
/** The exposure count a hazard keeps in the actor's flags (src/applications/gm/hazard-flow.ts). */
export const EXPOSURE_FIELD = "flags.exposureChecks";

function scalar(value: unknown): PlayValue | undefined {
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "string") {
    return value;
  }
  // Hit dice are a list of rolls: recorded as one text ("6,4,5"), compared and shown whole.
  if (Array.isArray(value) && value.every((v) => typeof v === "number")) return value.join(",");
  return undefined;
}

/** The actor's play state now (empty for an actor of another system's type). */
export function playStateOf(actor: Actor.Implementation): PlayState {
  if (!isHolocronActorType(actor.type)) return {};
  const ruleset = rulesetOf(actor);
  const state: Record<string, PlayValue> = { ...ruleset.readHealth(rulesetSubject(actor)).fields };
  for (const path of Object.keys(PLAY_FIELDS)) {
    const value = scalar(foundry.utils.getProperty(actor.system, path));
    if (value !== undefined) state[path] = value;
  }
  const exposure = actor.getFlag(SYSTEM_ID, "exposureChecks");
  if (typeof exposure === "number") state[EXPOSURE_FIELD] = exposure;
  // Cut as a row keeps them (row.ts), so a name typed at length weighs no more in `last`.
  for (const status of actor.statuses) state[cut(`${STATUS_PREFIX}${status}`, FIELD_MAX)] = true;
  for (const item of actor.items) {
    state[`${ITEM_PREFIX}${item.id ?? ""}`] = cut(item.name, VALUE_MAX);
  }
  for (const [field, effect] of effectsOf(actor)) {
    const text = effectText(effect.name, effectChanges(effect), effect.disabled);
    state[field] = cut(text, VALUE_MAX);
  }
  return state;
}

/**
 * The effects that apply to the actor and are no status (a status is recorded as held), each with
 * its field: the actor's own (`effect:<id>`) and those its items transfer (`effect:<item>.<id>`),
 * as Actor#allApplicableEffects lists them
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#allapplicableeffects).
 */
export function effectsOf(actor: Actor.Implementation): [string, ActiveEffect.Implementation][] {
  const found: [string, ActiveEffect.Implementation][] = [];
  for (const effect of actor.allApplicableEffects()) {
    if (effect.statuses.size > 0) continue;
    const item = effect.parent === actor ? null : effect.parent;
    const id = item ? `${item.id ?? ""}.${effect.id ?? ""}` : (effect.id ?? "");
    found.push([`${EFFECT_PREFIX}${id}`, effect]);
  }
  return found;
}

/** The i18n key (or the text) that labels a field of this actor's rows. */
export function fieldLabelKey(rulesetLabels: Readonly<Record<string, string>>, field: string) {
  if (field === EXPOSURE_FIELD) return "HOLOCRON.Ledger.Field.Exposure";
  return rulesetLabels[field] ?? PLAY_FIELDS[field] ?? field;
}

// ---- the actors: unlinked tokens' own -----------------------------------------------------------
// Unlinked tokens' actors in the ledger. An unlinked token's actor is a synthetic actor: not in
// `game.actors`, sharing its id with every other token of the same NPC, its uuid its own
// (`Scene.<s>.Token.<t>.Actor.<a>`: foundry-v13.md, "Unlinked tokens have synthetic actors";
// https://foundryvtt.com/article/v11-actor-delta). Every compendium NPC and every foe the encounter
// builder places is one, so the ledger keys it by that uuid and names it by its token.

/** The synthetic actors of every unlinked token on every scene. */
export function tokenActors(): Actor.Implementation[] {
  const found: Actor.Implementation[] = [];
  for (const scene of game.scenes ?? [])
    for (const token of scene.tokens) if (!token.actorLink && token.actor) found.push(token.actor);
  return found;
}

/** The name a row gives its actor: a token's actor is called by its token ("Thug (2)"). */
export function ledgerName(actor: Actor.Implementation): string {
  return actor.token?.name ?? actor.name;
}

/**
 * The actor a token's actor started from, when the ledger has not seen it yet (a token placed while
 * it recorded): its world actor, which a token made from it (Actor#getTokenDocument) overrides in
 * nothing; null for a world actor.
 */
export function baseActorOf(actor: Actor.Implementation): Actor.Implementation | null {
  if (!actor.isToken || !actor.id) return null;
  return (game.actors?.get(actor.id) as Actor.Implementation | undefined) ?? null;
}

// ---- the cause ----------------------------------------------------------------------------------
// A ledger row's cause (CONTRIBUTING.md, "The ledger"): what a write's options claim, believed from
// a GM only; what a request the GM carries out names (its kind, its card, whose card); and the
// context the rules of a row read (src/rules/ledger/row.ts). The recorder (record.ts) asks.

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

/** What the rule named needs of a card: a damage card whose natural 20 doubled it (src/rules/validate.ts). */
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
