// When a combat ends, the active GM's client adds it up from the ledger and whispers the GMs a card
// (summary-context.ts): per combatant what the fight came to, and buttons opening the summary and
// the round-by-round replay. The card is the GM's own message; its data is read through its shape.
import {
  isHolocronActorType,
  RULESET_OF_ACTOR_TYPE,
  SYSTEM_ID,
  type RulesetId,
} from "../../config.js";
import { allLedgerRows } from "../../documents/ledger/home.js";
import { flushLedger } from "../../documents/ledger/record.js";
import { rowsOfCombat } from "../../rules/ledger/filter.js";
import {
  combatSummary,
  predictionShape,
  type SummaryCombatant,
} from "../../rules/ledger/summary.js";
import { parseOrNull } from "../../rules/validate.js";
import type { LedgerRow } from "../../rules/ledger/row.js";
import { registerCardAction, type CardActionContext, gameI18n } from "../../cards/card.js";
import { wireCard } from "../../cards/render.js";
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import { BREAKDOWN_TEMPLATE } from "../breakdown/breakdown-view.js";
import { rollFactsOf, trustedCards, type TimedCard } from "./roll-facts.js";
import {
  FIGHT_SENTENCE_TEMPLATE,
  readSummaryCard,
  summaryContext,
  type SummaryCard,
} from "./summary-context.js";

declare global {
  interface HolocronMessageFlags {
    /** A combat's summary card (src/applications/ledger/summary-context.ts). */
    combatSummary?: unknown;
  }
}

export const SUMMARY_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/combat-summary-card.hbs`;

/** What the card needs of the combat that ended (the stand-in and Foundry's Combat both fit). */
export interface EndedCombat {
  id: string | null;
  round: number;
  turns: readonly {
    name?: string | undefined;
    actor: {
      uuid: string;
      name: string;
      hasPlayerOwner: boolean;
      type?: string;
      /** An unlinked token's actor's token (Actor#token), null for a world actor. */
      token?: { name: string } | null;
    } | null;
  }[];
  scene?: { name: string } | null;
}

/** The ruleset the combat's actors play by (the first Holocron actor's; a world plays one). */
function rulesetOfCombat(combat: EndedCombat): RulesetId | null {
  for (const { actor } of combat.turns)
    if (actor?.type && isHolocronActorType(actor.type)) return RULESET_OF_ACTOR_TYPE[actor.type];
  return null;
}

/** Pure: the card of a combat that ended, from the ledger's rows and the chat log's cards. */
export function summaryCardOf(
  combat: EndedCombat,
  rows: readonly LedgerRow[],
  cards: readonly TimedCard[],
  o: { now: number; since: number | null; prediction: unknown },
): SummaryCard | null {
  const combatId = combat.id ?? "";
  const own = rowsOfCombat(rows, combatId);
  if (combat.round === 0 && own.length === 0) return null;
  const seen = new Set<string>();
  const combatants: SummaryCombatant[] = [];
  for (const { actor } of combat.turns) {
    if (!actor || seen.has(actor.uuid)) continue;
    seen.add(actor.uuid);
    combatants.push({
      actorUuid: actor.uuid,
      // Two tokens of one NPC are two combatants: each is called by its token, as its rows are.
      name: actor.token?.name ?? actor.name,
      side: actor.hasPlayerOwner ? "party" : "foes",
    });
  }
  // The combat's rolls: the cards posted since it was made (or since its first row).
  const since = o.since ?? Math.min(o.now, ...own.map((r) => r.time));
  const summary = combatSummary({
    combatId,
    rows,
    combatants,
    rolls: rollFactsOf(cards, since, o.now),
    rounds: combat.round,
  });
  return {
    title: combat.scene?.name ?? "",
    summary,
    turnNames: combat.turns.map((t) => t.name ?? t.actor?.name ?? ""),
    // Set by the encounter builder; anyone who may update the combat may write it, so read by shape.
    prediction: parseOrNull(predictionShape, o.prediction),
    ruleset: rulesetOfCombat(combat),
  };
}

export async function renderSummaryCard(card: SummaryCard): Promise<string> {
  // The figures' breakdown partial, registered by its path (core caches a template once loaded).
  await foundry.applications.handlebars.loadTemplates([
    BREAKDOWN_TEMPLATE,
    FIGHT_SENTENCE_TEMPLATE,
  ]);
  return foundry.applications.handlebars.renderTemplate(
    SUMMARY_CARD_TEMPLATE,
    summaryContext(gameI18n(), card),
  );
}

/** The active GM's client, when a combat ends: the summary card, whispered to the GMs. */
export async function onCombatEnded(
  combat: EndedCombat,
): Promise<ChatMessage.Implementation | null> {
  if (!game.user.isActiveGM) return null;
  try {
    return await postSummary(combat);
  } catch (error) {
    // Ending the combat goes on whatever the ledger holds; the GM's console says why no card came.
    console.warn("Holocron | no combat summary:", error);
    return null;
  }
}

async function postSummary(combat: EndedCombat): Promise<ChatMessage.Implementation | null> {
  // The fight's last changes may still wait in the ledger's batch (others' edits are coalesced).
  await flushLedger();
  const created = foundry.utils.getProperty(combat, "_stats.createdTime");
  const card = summaryCardOf(combat, allLedgerRows(), trustedCards(), {
    now: Date.now(),
    since: typeof created === "number" ? created : null,
    prediction: foundry.utils.getProperty(combat, `flags.${SYSTEM_ID}.prediction`),
  });
  if (!card) return null;
  const whisper = game.users.filter((user) => user.isGM).flatMap((user) => user.id ?? []);
  const message = await ChatMessage.create({
    content: await renderSummaryCard(card),
    whisper,
    flags: { [SYSTEM_ID]: { combatSummary: card } },
  });
  return message ?? null;
}

/** The card a clicked button belongs to (null: unreadable). */
const cardOfMessage = (message: ChatMessage.Implementation): SummaryCard | null =>
  readSummaryCard(message.flags[SYSTEM_ID]?.combatSummary);

type Opener = (card: SummaryCard) => Promise<unknown>;

/** The card's buttons; the windows are passed in (they import this file's card). */
export function registerSummaryCard(open: { summary: Opener; replay: Opener }): void {
  const action =
    (opener: Opener) =>
    async ({ message }: CardActionContext) => {
      const card = cardOfMessage(message);
      if (card && game.user.isGM) await opener(card);
    };
  registerCardAction("ledgerOpenSummary", action(open.summary));
  registerCardAction("ledgerOpenReplay", action(open.replay));
}

/** A combat summary card drawn: its buttons wired, its prediction's figures opening their counts. */
export function onRenderSummaryCard(message: ChatMessage.Implementation, html: HTMLElement): void {
  if (message.flags[SYSTEM_ID]?.combatSummary === undefined) return;
  wireCard(message, html, null);
  // The prediction's figures open their counts (a breakdown as the builder's window shows it).
  activateBreakdowns(html);
}
