// The ledger's cause of an Apply on a card an enricher posted (`[[/damage …]]`, `[[/heal …]]`): the
// rows say "enricher" with the enricher's text as label. Told only from a card the GM may act on
// (card-trust.ts: the GM's own, or a player's checked when it was made), and the label is built from
// the card's checked data (its rolled formula and damage type), never from its title's free text.
// A player's enricher card names no weapon, so it is never verified (card-verify.ts: NoSource) and
// never applied; a player's checked weapon card carrying an enricher's title would make its rows say
// "enricher" instead of "card", around the same true formula: nothing else a row says can be false.
import { nameCardCauses } from "../../documents/ledger/record.js";
import { type CardCause } from "../../documents/ledger/causes.js";
import { isTrusted } from "../chat/card-trust.js";
import { cardOf } from "../chat/post-card.js";

/** The titles of the cards the damage and heal enrichers post (enricher-actions.ts). */
export const ENRICHER_TITLES = {
  damage: "HOLOCRON.Enricher.Title.Damage",
  heal: "HOLOCRON.Enricher.Title.Heal",
} as const;

/** An enricher's text as a journal writes it: `[[/damage 2d6 energy]]`, `[[/heal 1d8]]`. */
export function enricherText(command: string, args: string): string {
  return `[[/${command} ${args}]]`;
}

export const enricherCardCause: CardCause = (messageId) => {
  const message = game.messages.get(messageId);
  const card = message ? cardOf(message) : null;
  if (!message || !card || !isTrusted(message)) return null;
  if (card.type === "heal") return { kind: "enricher", label: enricherText("heal", card.formula) };
  if (card.type !== "damage") return null;
  if (card.title !== ENRICHER_TITLES.damage) return null;
  // The enricher's grammar leaves out the damage type when it is kinetic (src/rules/enrichers).
  const type = card.damageType === "kinetic" ? "" : ` ${card.damageType}`;
  return { kind: "enricher", label: enricherText("damage", `${card.formula}${type}`) };
};

/** From init: the recorder asks here which cards are an enricher's. */
export function registerEnricherLedger(): void {
  nameCardCauses(enricherCardCause);
}
