// The roll cards: a d20 check, a Star Worlds check and a d20 attack (their shapes: checkCard,
// worldsCard and attackCard in ../data.ts; their data and breakdowns: data.ts; their views:
// ../views.ts; rolling from a sheet and their buttons: actions.ts; Ask targets to resist: resist.ts).
// One folder for the three: they are made by one roll flow and share their builders and buttons.
//
// Trust rule. A player may post one for their own actor: the active GM checks it as it is created
// (../kinds.ts, checkPlayerCard: the author owns the actor, the total is the one roll's dice under its
// formula, the bonus is at most what the actor's sheet gives plus the dialog's modifier, an attack's
// weapon is the actor's as a GM approved it and each row's AC and outcome are its target's now, the
// targets are the author's, and no reroll or deflect is there yet). Its buttons ask the GM nothing:
// Roll Damage posts a damage card the GM checks in turn (a hit's damage only from a trusted attack
// card), Ask targets to resist posts an opposed card (src/cards/opposed), and a Star Worlds Hero
// Point reroll is for the card's author or a GM (the message's owners), who spends the actor's point
// and rewrites the card; from a player's card the GM then acts on nothing in it (its data no longer
// matches the digest the GM recorded: card.ts).
import { cardKind } from "../kind.js";
import { onHeroReroll, onRollDamage } from "./actions.js";
import { onAskResist } from "./resist.js";

export const checkKind = cardKind("check", {
  actions: { askResist: onAskResist },
  requests: [],
  playerCard: "checked",
});

export const worldsKind = cardKind("worlds", {
  actions: { askResist: onAskResist, heroReroll: onHeroReroll, rollDamage: onRollDamage },
  requests: [],
  playerCard: "checked",
});

export const attackKind = cardKind("attack", {
  actions: { rollDamage: onRollDamage },
  requests: [],
  playerCard: "checked",
});
