// The table of card kinds (issue #41): one entry per card type, each the kind's whole behaviour
// (CardKind, kind.ts), and the dispatch through it: each kind's controls, its decoration of a
// rendered card, its trust rule and its ledger cause are found by the card's type here and nowhere
// else. A kind's template and context are also in the views table below it (views.ts), which
// posting reads. A new card kind is its folder and its line in each table.
import type { CardData, CardType } from "../applications/chat/card-data.js";
import { registerCardAction, type CardActionContext } from "./card.js";
import { registerCardRenderer } from "../applications/chat/card-render.js";
import { cardOf } from "./card.js";
import { isTrusted } from "./card.js";
import { nameCardCauses } from "../documents/ledger/record.js";
import type { CardCause } from "../documents/ledger/causes.js";
import { cardKind, type CardKind, type CardKindTable } from "./kind.js";
import { onAskResist } from "../applications/chat/ask-resist.js";
import { onHeroReroll, onRollDamage } from "../applications/rolls/roll-card-actions.js";
import { apply, evade, onHeroDie, pressRowMultiplier } from "./damage/actions.js";
import { healKind } from "./heal/index.js";
import { opposedKind } from "./opposed/index.js";
import { hazardKind } from "./hazard/index.js";
import { checkRequestKind } from "./check-request/index.js";
import { applyCard } from "../applications/chat/apply-requests.js";
import { appliedKind, recoveryKind } from "./applied/index.js";
import { evadeDamage, heroDie } from "../applications/chat/damage-requests.js";
import { decorateRows } from "./damage/actions.js";
import { enricherDamageCause } from "../applications/enrichers/enricher-ledger.js";

export const CARD_KINDS: CardKindTable = {
  check: cardKind("check", {
    actions: { askResist: onAskResist },
    requests: [],
    playerCard: "checked",
  }),
  worlds: cardKind("worlds", {
    actions: { askResist: onAskResist, heroReroll: onHeroReroll, rollDamage: onRollDamage },
    requests: [],
    playerCard: "checked",
  }),
  attack: cardKind("attack", {
    actions: { rollDamage: onRollDamage },
    requests: [],
    playerCard: "checked",
  }),
  damage: cardKind("damage", {
    actions: {
      applyDamage: apply,
      applyMultiplier: pressRowMultiplier,
      heroDie: onHeroDie,
      evadeDamage: evade,
    },
    requests: [applyCard.name, heroDie.name, evadeDamage.name],
    playerCard: "checked",
    decorate: (message, html, card) => decorateRows(html, card, message.id ?? "card"),
    ledgerCause: enricherDamageCause,
  }),
  heal: healKind,
  applied: appliedKind,
  recovery: recoveryKind,
  opposed: opposedKind,
  hazard: hazardKind,
  checkRequest: checkRequestKind,
};

/** The kind of a card's own type (the table is keyed by type, so the card fits the kind). */
export function kindOf<T extends CardType>(card: CardData & { type: T }): CardKind<T> {
  return CARD_KINDS[card.type] as CardKind<T>;
}

/** Runs the action `name` of the card's kind; on a card of another kind (or none) it does nothing. */
function runAction(name: string, context: CardActionContext): unknown {
  const card = context.card;
  if (!card) return null;
  const kind = kindOf(card);
  const action = Object.hasOwn(kind.actions, name) ? kind.actions[name] : undefined;
  return action ? action({ ...context, card }) : null;
}

/** Runs the decoration of a rendered card's kind (after visibility and breakdowns). */
async function decorate(message: ChatMessage.Implementation, html: HTMLElement, card: CardData) {
  await kindOf(card).decorate?.(message, html, card);
}

let decorating = false;

/**
 * Registers every kind's controls (one handler per action name, which picks the clicked card's
 * kind) and the kinds' decorations (once: renderers add up, unlike actions).
 */
export function registerCardKinds(): void {
  const names = new Set(Object.values(CARD_KINDS).flatMap((kind) => Object.keys(kind.actions)));
  for (const name of names) registerCardAction(name, (context) => runAction(name, context));
  if (decorating) return;
  decorating = true;
  registerCardRenderer(decorate);
}

/**
 * The ledger's cause of an Apply on a card (an enricher's text), asked of the card's kind. Told
 * only from a card the GM may act on (src/cards/trust.ts), and from its checked data.
 */
export const cardLedgerCause: CardCause = (messageId) => {
  const message = game.messages.get(messageId);
  const card = message ? cardOf(message) : null;
  if (!message || !card || !isTrusted(message)) return null;
  return kindOf(card).ledgerCause?.(card) ?? null;
};

/** From init: the ledger's recorder asks the card kinds which cause a card names. */
export function registerCardLedgerCauses(): void {
  nameCardCauses(cardLedgerCause);
}
