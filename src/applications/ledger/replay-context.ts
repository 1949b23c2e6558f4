// The combat replay's context (replay-window.ts): the ledger's rows of one combat by round and
// turn, in words. Pure, so the window, its tests and the gallery share it.
import { replay } from "../../rules/ledger/replay.js";
import type { LedgerRow } from "../../rules/ledger/row.js";
import type { I18n } from "../chat/i18n.js";
import { NO_LOOKUP, rowLine, type RowLine, type RowLookup, type TimeFormat } from "./row-text.js";
import type { SummaryCard } from "./summary-context.js";

/**
 * Whom a row happened to and who caused it, the target first: "Thug — hit by Kara Voss (applied by
 * Gamemaster)"; a row no actor caused names the user who applied it ("Kara Voss, applied by Ana").
 */
function replayWho(i18n: I18n, line: RowLine, request: string | undefined): string {
  const { actor, source, user } = line;
  if (!source) return i18n.format("HOLOCRON.CombatReplay.Who", { actor, user });
  // A heal card's source healed; any other card's dealt damage (record.ts `requestCause`).
  const key = request === "card.heal" ? "HealedBy" : "WhoFrom";
  return i18n.format(`HOLOCRON.CombatReplay.${key}`, { actor, source, user });
}

/** Pure: the replay's context, from the rows of the ledger (any: the combat's are picked). */
export function replayContext(
  i18n: I18n,
  rows: readonly LedgerRow[],
  card: Pick<SummaryCard, "summary" | "turnNames" | "title">,
  time: TimeFormat,
  lookup: RowLookup = NO_LOOKUP,
) {
  const rounds = replay(rows, card.summary.combatId, card.turnNames).map((r) => ({
    round: r.round,
    heading:
      r.round === 0
        ? i18n.localize("HOLOCRON.CombatReplay.BeforeStart")
        : i18n.format("HOLOCRON.CombatReplay.Round", { round: String(r.round) }),
    turns: r.turns.map((t) => ({
      heading:
        t.name === null
          ? i18n.localize("HOLOCRON.CombatReplay.BetweenTurns")
          : i18n.format("HOLOCRON.CombatReplay.Turn", { name: t.name }),
      rows: t.rows.map((row) => {
        const line = rowLine(i18n, row, time, lookup, rows);
        return { ...line, who: replayWho(i18n, line, row.cause.request) };
      }),
    })),
  }));
  return {
    title: card.title || i18n.localize("HOLOCRON.CombatSummary.Untitled"),
    rounds,
    empty: rounds.length === 0,
  };
}
export type ReplayContext = ReturnType<typeof replayContext>;
