// The damage card: a rolled total for its stored targets (or the selected tokens), each row with its
// multiplier and a preview of what it does (its shape: damageCard in ../data.ts; its view:
// damageContext in ../views.ts; its buttons and the rows' previews: actions.ts; its Star Worlds Hero
// Point requests: requests.ts; Apply's request: src/applications/chat/apply-requests.ts; what Apply
// reaches and the rows a click checked: ../apply.ts).
//
// Trust rule. A player may post one from their own weapon: the active GM checks it as it is created
// (../kinds.ts, checkPlayerCard: the formula is the weapon's on that actor as a GM approved it, a hit's
// damage comes from a trusted attack card of the same actor and weapon, a critical from a natural 20,
// no mark is there yet). Apply ("card.apply"): the GM any mode and multiplier, to any stored target or
// the GM's selected tokens; a player only the card as rolled (×1), to the stored targets they own,
// every stored target when the card is theirs, their own selected tokens on their card or a GM's; a
// card made from a player's text only by a GM who confirms (../apply.ts). The GM recomputes every
// step from the stored card (a click sends only multipliers), marks the card before writing and
// applies it once per actor. Hero Point die and Evade (Star Worlds: "card.heroDie", "card.evade"):
// the owner of the actor who pays asks; the GM spends the point, rolls the die and writes the result.
import { applyCard } from "../../applications/chat/apply-requests.js";
import { enricherDamageCause } from "../../applications/enrichers/enricher-ledger.js";
import { cardKind } from "../kind.js";
import { apply, decorateDamageCard, evade, onHeroDie, pressRowMultiplier } from "./actions.js";
import { evadeDamage, heroDie } from "./requests.js";

export const damageKind = cardKind("damage", {
  actions: {
    applyDamage: apply,
    applyMultiplier: pressRowMultiplier,
    heroDie: onHeroDie,
    evadeDamage: evade,
  },
  requests: [applyCard.name, heroDie.name, evadeDamage.name],
  playerCard: "checked",
  decorate: decorateDamageCard,
  ledgerCause: enricherDamageCause,
});
