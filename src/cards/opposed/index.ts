// The opposed check card: the actor has rolled; each resister rolls against it from the card
// (check.ts: the card posted through requestOpposedCheck, its Resist and GM request; reroll.ts:
// the Star Worlds Hero Point reroll of either side; its shape: ../data.ts; its view: ../views.ts).
//
// Trust rule. A player may post one for their own actor: the active GM checks it as it is created
// (../kinds.ts: the author owns the actor, the dice make the total, no row is resolved yet).
// Resist: the resister's owner asks the GM ("card.resist"), whose client rolls the resistance
// itself, works out the winner and writes the row once. Reroll: the owner of the side that pays
// asks ("card.opposedReroll"); the GM spends that actor's Hero Point, rolls and keeps the better.
// So no client chooses a die or a winner, and only the GM's client writes a result.
import { cardKind } from "../kind.js";
import { onResist, resistOpposed } from "./check.js";
import { onOpposedReroll, opposedReroll } from "./reroll.js";

export const opposedKind = cardKind("opposed", {
  actions: { resistCheck: onResist, opposedReroll: onOpposedReroll },
  requests: [resistOpposed.name, opposedReroll.name],
  playerCard: "checked",
});
