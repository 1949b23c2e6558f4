// What one kind of chat card is, in one place (issue #41): how it looks, what its buttons do, what
// it asks the GM, whom the GM trusts with it, how it decorates itself and what the ledger calls it.
// A card's data stays in `flags.holocron.card`, read through its shape (data.ts), rather than
// in a ChatMessage subtype: the messages already in worlds keep reading as they are, with no
// migration of the chat log, and a player's flags are read through the same checked shape.
import type { CardType } from "./data.js";
import type { CardActionContext } from "./card.js";
import { CARD_VIEWS, type CardOf, type CardView } from "./views.js";

export type { CardOf, CardView };

/** A click on one of the kind's controls: the card is already of the kind (dispatch checked it). */
export type KindActionContext<T extends CardType> = Omit<CardActionContext, "card"> & {
  card: CardOf<T>;
};
export type KindAction<T extends CardType> = (context: KindActionContext<T>) => unknown;

/**
 * Who the GM trusts with a card of the kind (kinds.ts, card.ts). `checked`: a player
 * may post one; the active GM checks it as it is created and acts on it only while it is unchanged.
 * `gmOnly`: only a card a GM wrote is acted on (a player's is marked unverified).
 */
export type PlayerCardRule = "checked" | "gmOnly";

/** A ledger row's cause named by the card the change came from (an enricher's text). */
export type KindLedgerCause<T extends CardType> = (
  card: CardOf<T>,
) => { kind: "enricher"; label: string } | null;

export interface CardKind<T extends CardType> {
  type: T;
  view: CardView<T>;
  /** The card's `data-action` controls, by name (names are global: card.ts). */
  actions: Readonly<Record<string, KindAction<T>>>;
  /** The names of the GM requests its controls send (authority/registry.ts). */
  requests: readonly string[];
  playerCard: PlayerCardRule;
  /** What the kind adds to its rendered card after visibility and breakdowns (render.ts). */
  decorate?(message: ChatMessage.Implementation, html: HTMLElement, card: CardOf<T>): unknown;
  ledgerCause?: KindLedgerCause<T>;
}

/** The table's type: one kind per card type, each typed by its own card. */
export type CardKindTable = { readonly [T in CardType]: CardKind<T> };

/** A kind of type `type`, drawn by its view in the views table (views.ts). */
export function cardKind<T extends CardType>(
  type: T,
  parts: Omit<CardKind<T>, "type" | "view">,
): CardKind<T> {
  const view: CardView<T> = CARD_VIEWS[type];
  return { type, view, ...parts };
}
