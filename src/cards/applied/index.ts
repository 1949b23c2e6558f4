// The applied card (the rows an Apply or a Heal wrote) and world time's recovery card (each
// character's recovery as applied rows): one control, Undo (actions.ts, and its request: undo.ts); their shapes are in
// ../data.ts and their views in ../views.ts.
//
// Trust rule. Only a GM posts these cards (the GM's client carries out every Apply and recovery),
// and only a GM presses Undo: the button shows to the GM alone, the click does nothing for a player,
// and the request "card.undo" is refused to anyone else and on a card a player posted. The GM
// reverses the row's ledger entry as a delta on today's values (or, for a row older than the
// ledger, its own before and after), asks again when the actor changed since, marks the row undone
// and takes back the "applied" mark on the source card, never from what a click sends.
import { cardKind, type CardKind } from "../kind.js";
import { onUndo } from "./actions.js";
import { undoApplied } from "./undo.js";

const appliedRowsKind = <T extends "applied" | "recovery">(type: T): CardKind<T> =>
  cardKind(type, {
    actions: { undoDamage: onUndo },
    requests: [undoApplied.name],
    playerCard: "gmOnly",
  });

export const appliedKind = appliedRowsKind("applied");
export const recoveryKind = appliedRowsKind("recovery");
