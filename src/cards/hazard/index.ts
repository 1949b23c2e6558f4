// The GM's damage and hazard card: one row per creature, with the check it rolled, the damage
// rolled and what it takes (its shape: hazardCard in ../data.ts; its view: view.ts; Apply and
// the row controls: actions.ts; the tool that rolls and posts it: src/applications/gm/).
//
// Trust rule. The card is the GM's alone: the GM's tool posts it, its controls show to the GM only,
// and Apply writes from the GM's own client (applyHazard refuses any other user), never through a
// request a player could send. Each row's amount is the one the GM's client rolled and stored;
// a player's card of this shape is never checked, so the GM acts on none.
import { activateBreakdowns } from "../../applications/breakdown/breakdown-popover.js";
import { cardKind } from "../kind.js";
import { onApplyHazard, onHazardRow } from "./actions.js";

export const hazardKind = cardKind("hazard", {
  actions: { applyHazard: onApplyHazard, hazardRow: onHazardRow },
  requests: [],
  playerCard: "gmOnly",
  // A hazard card's rows are breakdowns of what each creature takes (hazard-card.hbs).
  decorate: (_message, html) => {
    for (const el of html.querySelectorAll<HTMLElement>(".holocron-card--hazard"))
      activateBreakdowns(el);
  },
});
