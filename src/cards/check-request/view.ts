// Pure: a check request card's template context (src/cards/views.ts calls it for this kind): each
// row's check and chance before it rolls, its outcome after, and the group's exact odds
// (src/rules/group).
import { dice, group, trace } from "../../rules/index.js";
import { formatPercent } from "../../applications/format.js";
import { breakdownView, ratioView } from "../../applications/breakdown/breakdown-view.js";
import type { I18n } from "../../applications/chat/i18n.js";
import type { CheckRequestCard, CheckRequestOpponent, CheckRequestRow } from "./data.js";
import { checkOf, winners } from "./model.js";
import { checkDice, isD20Kind } from "../../config.js";

/** A breakdown id from what it shows (unique in the card; a second card showing the same shares it). */
const bdId = (...parts: (string | number)[]) =>
  `holocron-bd-request-${parts.join("-")}`.replace(/[^\w-]/g, "-");

/**
 * A chance as its breakdown: the exact count of equally likely ways the dice fall that succeed, over
 * every way they can fall (src/rules/group: every chance of the rules is such a ratio). Null for a
 * chance that is no such ratio (stored data the rules did not make), shown as it is.
 */
function chanceView(id: string, title: string, exact: group.Fraction | null, shown: string) {
  if (!exact) return null;
  return ratioView(
    id,
    title,
    {
      ofLabel: "HOLOCRON.CheckRequest.Breakdown.succeed",
      overLabel: "HOLOCRON.CheckRequest.Breakdown.every",
      of: Number(exact.n),
      over: Number(exact.d),
      format: "percent",
      resultLabel: "HOLOCRON.CheckRequest.Breakdown.share",
    },
    shown,
  );
}

function exactOrNull(p: number): group.Fraction | null {
  try {
    return group.fractionOf(p);
  } catch {
    return null;
  }
}

/** Each row's exact chance: highest wins is recomputed from the rows (its denominators grow fast). */
function exactChances(card: CheckRequestCard): (group.Fraction | null)[] {
  if (card.mode === "highest") return group.highestChancesExact(card.rows.map(checkOf));
  return card.rows.map((r) => exactOrNull(r.chance));
}

/** The rule a row's total follows: a d20 check, or Star Worlds' 2d6 roll. */
const rollRule = (row: Pick<CheckRequestRow, "ruleset" | "bonus" | "skilled">) =>
  isD20Kind(checkOf(row).kind) ? "checkRoll" : "worldsRoll";

/** A total as its breakdown: the dice's faces and the formula's bonus (trace.rolledTotalTrace). */
function totalView(
  row: Pick<CheckRequestRow, "ruleset" | "bonus" | "skilled" | "uuid">,
  formula: string,
  total: number,
  id: string,
) {
  const t = trace.rolledTotalTrace(rollRule(row), { formula, total, bonus: [] });
  return breakdownView(bdId(row.uuid, id, formula, total), t, row.ruleset, String(total));
}

/** The formula the NPC rolled each round (actions.ts: d20 + bonus or 2d6 + bonus). */
const npcFormula = (o: CheckRequestOpponent) =>
  dice.addModifier(checkDice(checkOf(o).kind), o.bonus);

/** Localizes a label whose data may hold i18n keys ("HOLOCRON.Sheet.Stat.str" → "STR"). */
function label(i18n: I18n, key: string, data: Record<string, string>): string {
  const localized = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, v.startsWith("HOLOCRON.") ? i18n.localize(v) : v]),
  );
  return i18n.format(key, localized);
}

/** A rolled row's outcome: its band (Star Worlds), success or failure, or the highest's win. */
function outcome(
  i18n: I18n,
  card: CheckRequestCard,
  row: CheckRequestRow,
  won: boolean | null,
  index: number,
) {
  const result = row.result;
  if (!result) return null;
  const last = result.rounds?.at(-1);
  const id = won === null ? (result.success ? "success" : "failure") : won ? "success" : "failure";
  const key =
    card.mode === "highest"
      ? `HOLOCRON.CheckRequest.Outcome.${won ? "highest" : "lower"}`
      : `HOLOCRON.CheckRequest.Outcome.${result.success ? "success" : "failure"}`;
  return {
    id,
    label: i18n.localize(key),
    band: result.band ? i18n.localize(`HOLOCRON.Roll.Band.${result.band}`) : null,
    totalBd: totalView(row, result.formula, result.total, `total-${index}`),
    formula: result.formula,
    npcBd:
      last && card.opponent
        ? totalView(card.opponent, npcFormula(card.opponent), last.npc, `npc-${index}-${row.uuid}`)
        : null,
    rerolled: (result.rounds?.length ?? 0) > 1,
  };
}

/** The three group odds as the card shows them (not for "highest wins": one row wins). */
function oddsView(i18n: I18n, card: CheckRequestCard, exact: (group.Fraction | null)[]) {
  if (card.mode === "highest") return null;
  const known = exact.filter((f): f is group.Fraction => f !== null);
  if (known.length !== exact.length) return null;
  const odds = group.groupOddsExact(known);
  const key = card.rows.map((r) => r.uuid).join("-");
  return (["all", "any", "majority"] as const).map((id) => {
    const shown = formatPercent(group.toNumber(odds[id]));
    return {
      id,
      label: i18n.localize(`HOLOCRON.CheckRequest.Odds.${id}`),
      bd: chanceView(
        bdId("odds", id, key, shown),
        "HOLOCRON.CheckRequest.Breakdown.odds",
        odds[id],
        shown,
      ),
    };
  });
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
  const exact = exactChances(card);
  const done = card.rows.every((r) => r.result);
  return {
    cardType: card.type,
    title: label(i18n, card.title, card.titleData),
    mode: card.mode,
    modeLabel:
      card.mode === "dc"
        ? i18n.localize("HOLOCRON.CheckRequest.Mode.dc")
        : i18n.localize(`HOLOCRON.CheckRequest.Mode.${card.mode}`),
    dc: card.mode === "dc" ? card.dc : null,
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
      chanceBd: chanceView(
        bdId(row.uuid, "chance", index, card.mode, formatPercent(row.chance)),
        "HOLOCRON.CheckRequest.Breakdown.chance",
        exact[index] ?? null,
        formatPercent(row.chance),
      ),
      open: row.result === null,
      outcome: outcome(
        i18n,
        card,
        row,
        card.mode === "highest" ? (done ? top.includes(index) : null) : null,
        index,
      ),
    })),
    odds: oddsView(i18n, card, exact),
    summary: summary(i18n, card, top),
    done,
  };
}
