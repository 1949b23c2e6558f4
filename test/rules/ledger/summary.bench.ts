import { bench, describe } from "vitest";
import {
  combatSummary,
  type RollFact,
  type SummaryCombatant,
} from "../../../src/rules/ledger/summary.js";
import type { LedgerRow } from "../../../src/rules/ledger/row.js";
import { field, hp, row, status, str } from "./fight-rows.js";

// Budget: the combat summary of a 20-round, 12-combatant fight builds in ≤ 50 ms. Each combatant,
// each round: an attack's damage on the next, a power paid, a Hero Point spent, a status, a heal;
// 12 × 20 × 5 = 1,200 rows of the combat among 10,000 rows of the ledger, and 480 d20 rolls.
const COMBATANTS: SummaryCombatant[] = Array.from({ length: 12 }, (_, i) => ({
  actorUuid: `Actor.c${i}`,
  name: `C${i}`,
  side: i < 6 ? "party" : "foes",
}));

function ledger(): { rows: LedgerRow[]; rolls: RollFact[] } {
  const rows: LedgerRow[] = [];
  const rolls: RollFact[] = [];
  for (let round = 1; round <= 20; round++) {
    for (let turn = 0; turn < 12; turn++) {
      const combat = { id: "c1", round, turn };
      const target = `c${(turn + 1) % 12}`;
      const source = { sourceActorUuid: `Actor.c${turn}` };
      rows.push(row({ actor: target, combat, cause: source, changes: [hp(20, 12), str(0, 1)] }));
      rows.push(
        row({
          actor: `c${turn}`,
          combat,
          cause: { kind: "power", label: "Push" },
          changes: [hp(12, 8)],
        }),
      );
      rows.push(
        row({
          actor: `c${turn}`,
          combat,
          changes: [field("heroPoints.value", 2, 1), field("heroPoints.spent", 0, 1)],
        }),
      );
      rows.push(row({ actor: target, combat, changes: [hp(12, 0), status("unconscious", true)] }));
      rows.push(row({ actor: target, combat, changes: [hp(0, 20), status("unconscious", false)] }));
      rolls.push({ actorUuid: `Actor.c${turn}`, natural: ((round * turn) % 20) + 1 });
      rolls.push({ actorUuid: `Actor.c${turn}`, natural: 20 });
    }
  }
  for (let i = rows.length; i < 10_000; i++)
    rows.push(row({ actor: `x${i % 50}`, combat: null, changes: [hp(5, 4)] }));
  return { rows: rows.reverse(), rolls };
}

const { rows, rolls } = ledger();

describe("ledger.combatSummary", () => {
  bench(
    "a 20-round, 12-combatant fight (1,200 rows of 10,000)",
    () => {
      combatSummary({ combatId: "c1", rows, combatants: COMBATANTS, rolls, rounds: 20 });
    },
    { iterations: 50, time: 0 },
  );
});
