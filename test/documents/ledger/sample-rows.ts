// Ledger rows for the gallery and the bench: a long fight's worth of changes of one actor, oldest
// first, with every cause and kind of field (numbers, statuses, items, a rule).
import type { LedgerCauseKind, LedgerRow } from "../../../src/rules/ledger/row.js";

const CAUSES: LedgerCauseKind[] = ["card", "sheet", "hud", "rest", "tokenBar", "revert", "offline"];
const START = Date.UTC(2026, 10, 28, 19, 30);

export function sampleRows(actorUuid: string, count: number): LedgerRow[] {
  return Array.from({ length: count }, (_, i): LedgerRow => {
    const kind = CAUSES[i % CAUSES.length]!;
    const hp = 20 - (i % 12);
    return {
      id: `row${String(i).padStart(13, "0")}`,
      actorUuid,
      actorName: "Kara Venn",
      time: START + i * 60_000,
      seq: i,
      session: "session000000001",
      ...(i % 3 === 0
        ? { combat: { id: "combat0000000001", round: 1 + (i % 20), turn: i % 4 } }
        : {}),
      userId: kind === "offline" ? "" : i % 2 ? "player1000000000" : "gm00000000000000",
      userName: kind === "offline" ? "" : i % 2 ? "Player One" : "Gamemaster",
      cause:
        kind === "card"
          ? { kind, request: "card.apply", messageId: "message000000001" }
          : kind === "revert"
            ? { kind, request: "ledger.revert", revertOf: `row${String(i - 1).padStart(13, "0")}` }
            : { kind },
      changes:
        kind === "hud"
          ? [{ field: "status:prone", before: false, after: true }]
          : kind === "rest"
            ? [
                { field: "health.value", before: hp - 4, after: hp },
                { field: "item:item000000000001", before: null, after: "Medpac" },
              ]
            : [
                { field: "health.value", before: hp, after: Math.max(0, hp - 5) },
                ...(hp - 5 < 0 ? [{ field: "strDamage.value", before: 0, after: 5 - hp }] : []),
              ],
      ...(hp - 5 < 0 ? { rule: "HOLOCRON.Ledger.Rule.StrDamage" } : {}),
    };
  });
}
