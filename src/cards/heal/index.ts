// The healing card (`[[/heal …]]`): its own kind, not a damage card healed with the GM's −1 (its
// shape: healCard in ../data.ts, which reads older damage-shaped heal cards as this kind; its
// view: healContext in ../views.ts; its Heal and GM request: actions.ts).
//
// Trust rule. Its Heal restores the card's total, once per actor, to its stored targets: the GM
// heals any of them (or the GM's selected tokens), a target's owner heals that target; no one else,
// and no mode or multiplier: a healing card never harms. A card made from a player's text heals only
// when a GM confirms (../apply.ts). A player's own heal card is never checked, so the GM acts
// only on a GM's. The GM recomputes the amount from the stored card, never from the click.
import { enricherHealCause } from "../../applications/enrichers/enricher-ledger.js";
import { cardKind } from "../kind.js";
import { healFromCard, onHeal } from "./actions.js";

export const healKind = cardKind("heal", {
  actions: { applyHeal: onHeal },
  requests: [healFromCard.name],
  playerCard: "gmOnly",
  ledgerCause: enricherHealCause,
});
