// Pure: a check request card from its rows (the GM's numbers), each row's chance by the mode, and a
// rolled row's outcome. Each row's kind of check is its ruleset adapter's (`checks.kind`).
import { group } from "../../rules/index.js";
import { rollsD20, rulesetById } from "../../rulesets/index.js";
import type {
  CheckRequestCard,
  CheckRequestOpponent,
  CheckRequestResult,
  CheckRequestRow,
} from "./data.js";

/** A character's check as the GM read it from the actor (request-rows.ts), before any chance. */
export type RowInput = Omit<CheckRequestRow, "chance" | "result">;

export interface RequestInput {
  mode: group.RequestMode;
  dc: number | null;
  title: string;
  titleData: Record<string, string>;
  opponent: CheckRequestOpponent | null;
  secret: boolean;
  rows: RowInput[];
}

/** The rules' view of a row's check: d20 + bonus, or 2d6 + attribute with or without a skill. */
export function checkOf(row: Pick<RowInput, "ruleset" | "bonus" | "skilled">): group.RowCheck {
  return rollsD20(rulesetById(row.ruleset).checks)
    ? { kind: "d20", bonus: row.bonus }
    : { kind: "worlds", bonus: row.bonus, skilled: row.skilled };
}

/** Why a request cannot be made (an i18n key), or null. */
export function requestProblem(input: RequestInput): string | null {
  if (input.rows.length === 0) return "HOLOCRON.CheckRequest.Error.NoCharacters";
  if (input.mode === "dc" && input.dc === null) return "HOLOCRON.CheckRequest.Error.NoDc";
  if (input.mode === "opposed" && input.opponent === null)
    return "HOLOCRON.CheckRequest.Error.NoOpponent";
  if (input.mode === "highest" && input.rows.length < 2)
    return "HOLOCRON.CheckRequest.Error.TooFew";
  return null;
}

/**
 * Opposed: only characters whose check is of the NPC's kind can withstand it (a d20 total against
 * 2d6 + attribute is no opposed check of either ruleset); the others are left out, and named.
 */
export function opposable(rows: RowInput[], opponent: CheckRequestOpponent | null) {
  if (!opponent) return { kept: rows, left: [] as RowInput[] };
  const kind = checkOf(opponent).kind;
  return {
    kept: rows.filter((r) => checkOf(r).kind === kind),
    left: rows.filter((r) => checkOf(r).kind !== kind),
  };
}

/** Each row's chance before it rolls, by the request's mode. */
function chances(input: RequestInput): number[] {
  const checks = input.rows.map(checkOf);
  switch (input.mode) {
    case "dc":
      return checks.map((c) => group.dcChance(c, input.dc ?? 0));
    case "opposed":
      return checks.map((c) => group.opposedChanceOf(c, input.opponent?.bonus ?? 0));
    case "highest":
      return group.highestChances(checks);
  }
}

/** The card the GM posts; throws an Error with the i18n key of a request that cannot be made. */
export function buildRequest(input: RequestInput): CheckRequestCard {
  const problem = requestProblem(input);
  if (problem) throw new Error(problem);
  const odds = chances(input);
  return {
    type: "checkRequest",
    mode: input.mode,
    dc: input.mode === "dc" ? input.dc : null,
    title: input.title,
    titleData: { ...input.titleData },
    opponent: input.mode === "opposed" ? input.opponent : null,
    secret: input.secret,
    rows: input.rows.map((row, i) => ({ ...row, chance: odds[i] ?? 0, result: null })),
  };
}

/** What the GM's client rolled for a row: its total, and for an opposed row every round. */
export interface RolledRow {
  total: number;
  formula: string;
  rounds?: { npc: number; total: number }[];
  by: string;
}

/** Pure: the row's result from what the GM rolled (success by the mode; Star Worlds' band). */
export function resultOf(card: CheckRequestCard, row: CheckRequestRow, rolled: RolledRow) {
  const check = checkOf(row);
  const last = rolled.rounds?.at(-1);
  let success = false;
  if (card.mode === "dc") success = group.dcSuccess(check, rolled.total, card.dc ?? 0);
  if (card.mode === "opposed") {
    if (!last) throw new Error("an opposed row needs the NPC's roll");
    success = group.opposedSuccess(check.kind, last.npc, last.total);
  }
  // A band reads a roll against the table; an opposed roll is read against the NPC's alone.
  const band = card.mode === "opposed" ? null : group.bandOf(check, rolled.total);
  const result: CheckRequestResult = {
    total: rolled.total,
    formula: rolled.formula,
    success,
    by: rolled.by,
    ...(rolled.rounds ? { rounds: rolled.rounds.map((r) => ({ ...r })) } : {}),
    ...(band ? { band } : {}),
  };
  return result;
}

/** Pure: the card with one row rolled; a row already rolled is never rolled again. */
export function withResult(card: CheckRequestCard, index: number, rolled: RolledRow) {
  const row = card.rows[index];
  if (!row) throw new Error("HOLOCRON.Authority.Refused.Malformed");
  if (row.result) throw new Error("HOLOCRON.Chat.Error.RowResolved");
  const result = resultOf(card, row, rolled);
  return { ...card, rows: card.rows.map((r, i) => (i === index ? { ...r, result } : r)) };
}

/** Highest wins, once every row has rolled: the rows with the highest total (several: a tie). */
export function winners(card: CheckRequestCard): number[] {
  if (card.mode !== "highest" || card.rows.some((r) => !r.result)) return [];
  return group.highestRows(card.rows.map((r) => r.result?.total ?? 0));
}
