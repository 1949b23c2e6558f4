// Pure: a check request card's template context (card-context.ts calls it for this kind): each row's
// check and chance before it rolls, its outcome after, and the group's exact odds (src/rules/group).
import { group } from "../../rules/index.js";
import { formatPercent } from "../format.js";
import type { I18n } from "../chat/i18n.js";
import type { CheckRequestCard, CheckRequestRow } from "./request-data.js";
import { winners } from "./request-model.js";

/** Localizes a label whose data may hold i18n keys ("HOLOCRON.Sheet.Stat.str" → "STR"). */
function label(i18n: I18n, key: string, data: Record<string, string>): string {
  const localized = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, v.startsWith("HOLOCRON.") ? i18n.localize(v) : v]),
  );
  return i18n.format(key, localized);
}

/** A rolled row's outcome: its band (Star Worlds), success or failure, or the highest's win. */
function outcome(i18n: I18n, card: CheckRequestCard, row: CheckRequestRow, won: boolean | null) {
  const result = row.result;
  if (!result) return null;
  const id = won === null ? (result.success ? "success" : "failure") : won ? "success" : "failure";
  const key =
    card.mode === "highest"
      ? `HOLOCRON.CheckRequest.Outcome.${won ? "highest" : "lower"}`
      : `HOLOCRON.CheckRequest.Outcome.${result.success ? "success" : "failure"}`;
  return {
    id,
    label: i18n.localize(key),
    band: result.band ? i18n.localize(`HOLOCRON.Roll.Band.${result.band}`) : null,
    total: result.total,
    formula: result.formula,
    npc: (result.rounds ?? []).map((r) => r.npc).join(", "),
    rerolled: (result.rounds?.length ?? 0) > 1,
  };
}

/** The three group odds as the card shows them (not for "highest wins": one row wins). */
function oddsView(i18n: I18n, card: CheckRequestCard) {
  if (card.mode === "highest") return null;
  const odds = group.groupOddsNumbers(group.groupOdds(card.rows.map((r) => r.chance)));
  return (["all", "any", "majority"] as const).map((id) => ({
    id,
    label: i18n.localize(`HOLOCRON.CheckRequest.Odds.${id}`),
    percent: formatPercent(odds[id]),
  }));
}

/** What the card says once every row has rolled. */
function summary(i18n: I18n, card: CheckRequestCard, top: number[]): string | null {
  if (card.rows.some((r) => !r.result)) return null;
  if (card.mode === "highest") {
    const names = top.map((i) => card.rows[i]?.name ?? "").join(", ");
    const key =
      top.length > 1 ? "HOLOCRON.CheckRequest.Summary.Tie" : "HOLOCRON.CheckRequest.Summary.Winner";
    return i18n.format(key, { names });
  }
  const count = card.rows.filter((r) => r.result?.success).length;
  return i18n.format("HOLOCRON.CheckRequest.Summary.Succeeded", {
    count: String(count),
    total: String(card.rows.length),
  });
}

export function checkRequestContext(i18n: I18n, card: CheckRequestCard) {
  const top = winners(card);
  const done = card.rows.every((r) => r.result);
  return {
    cardType: card.type,
    title: label(i18n, card.title, card.titleData),
    mode: card.mode,
    modeLabel:
      card.mode === "dc"
        ? i18n.format("HOLOCRON.CheckRequest.Mode.dcValue", { dc: String(card.dc ?? 0) })
        : i18n.localize(`HOLOCRON.CheckRequest.Mode.${card.mode}`),
    secret: card.secret,
    opponent: card.opponent
      ? {
          name: card.opponent.name,
          img: card.opponent.img,
          check: label(i18n, card.opponent.label, card.opponent.labelData),
        }
      : null,
    rows: card.rows.map((row, index) => ({
      index,
      uuid: row.uuid,
      name: row.name,
      img: row.img,
      check: label(i18n, row.label, row.labelData),
      chance: formatPercent(row.chance),
      open: row.result === null,
      outcome: outcome(
        i18n,
        card,
        row,
        card.mode === "highest" ? (done ? top.includes(index) : null) : null,
      ),
    })),
    odds: oddsView(i18n, card),
    summary: summary(i18n, card, top),
    done,
  };
}
