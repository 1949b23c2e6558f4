// The check request card: the GM asks several characters for one check (data.ts: its shape;
// view.ts: its context; model.ts: its rows and odds; actions.ts: Roll and its GM request; the
// dialog that builds and posts it: src/applications/check-request/open.ts).
//
// Trust rule. The card is the GM's: only a GM's client posts it (the dialog), and Foundry lets only
// a message's author and GMs update it, so its rows, bonuses and chances are the GM's own numbers.
// A player's Roll asks the GM ("card.checkRoll", actions.ts); the GM's client checks that the
// sender owns the row's character, that the row is still open and that the card is a GM's card, then
// rolls the dice itself and writes the row. So no client chooses a total, nobody can alter or re-roll
// another's row (a rolled row is closed), and the stored state is written by the GM's client only.
// The GM rolls on request, as for a dying check in combat or a Resist on an opposed card, rather than
// verifying a player's own check card: the dice are then the GM's from the start, with no window in
// which a player's message holds a total the GM has not checked.
import { activateBreakdowns } from "../../applications/breakdown/breakdown-popover.js";
import { cardKind } from "../kind.js";
import { onCheckRequestRoll, rollCheckRequest } from "./actions.js";

export const checkRequestKind = cardKind("checkRequest", {
  actions: { checkRequestRoll: onCheckRequestRoll },
  requests: [rollCheckRequest.name],
  playerCard: "gmOnly",
  // The card's chances, odds and totals explain themselves (its HTML is the GM's: ../render.ts).
  decorate: (_message, html) => activateBreakdowns(html),
});
