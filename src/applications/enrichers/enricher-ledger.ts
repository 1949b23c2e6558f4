// The ledger's cause of an Apply on a card an enricher posted (`[[/damage …]]`, `[[/heal …]]`): the
// rows say "enricher" with the enricher's text as label. Told only from a card the GM may act on
// (src/cards/kinds.ts; src/cards/card.ts: the GM's own, or a player's checked when it was made), and
// the label is built from the card's checked data (its rolled formula and damage type), never from its title's free text.
// A player's enricher card names no weapon, so it is never verified (src/cards/kinds.ts: NoSource) and
// never applied; a player's checked weapon card carrying an enricher's title would make its rows say
// "enricher" instead of "card", around the same true formula: nothing else a row says can be false.
import type { DamageCard, HealCard } from "../../cards/data.js";

type EnricherCause = { kind: "enricher"; label: string };

/** The titles of the cards the damage and heal enrichers post (enricher-actions.ts). */
export const ENRICHER_TITLES = {
  damage: "HOLOCRON.Enricher.Title.Damage",
  heal: "HOLOCRON.Enricher.Title.Heal",
} as const;

/** An enricher's text as a journal writes it: `[[/damage 2d6 energy]]`, `[[/heal 1d8]]`. */
export function enricherText(command: string, args: string): string {
  return `[[/${command} ${args}]]`;
}

/** A heal card's cause: the heal enricher and its formula (every heal card is an enricher's). */
export function enricherHealCause(card: HealCard): EnricherCause {
  return { kind: "enricher", label: enricherText("heal", card.formula) };
}

/** A damage card's cause when the damage enricher posted it (by its title), else none. */
export function enricherDamageCause(card: DamageCard): EnricherCause | null {
  if (card.title !== ENRICHER_TITLES.damage) return null;
  // The enricher's grammar leaves out the damage type when it is kinetic (src/rules/enrichers).
  const type = card.damageType === "kinetic" ? "" : ` ${card.damageType}`;
  return { kind: "enricher", label: enricherText("damage", `${card.formula}${type}`) };
}
