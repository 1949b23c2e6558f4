// The GM's damage and hazard card: one row per creature, with the check it rolled (landing lightly,
// Force Surge, a poison or exposure save), the damage rolled and what it takes. Pure: data → context.
import type { DamageType, RulesetId } from "../../config.js";
import { formatPercent } from "../../dice/odds.js";
import type { d20 } from "../../rules/index.js";

export interface HazardCheck {
  /** i18n key of what was rolled ("DEX + Physical"). */
  label: string;
  formula: string;
  total: number;
  dc: number;
  /** The chance the check had, for the row's tooltip. */
  chance: number;
}

export interface HazardRow {
  uuid: string;
  name: string;
  /** The damage (or healing) rolled for this creature, before its check. */
  rolled: number;
  check: HazardCheck | null;
  /** A Knight's (psion's) Force Surge on a fall rather than landing lightly. */
  surge: boolean;
  /** HP the surge cost (seed 000 line 25: every power in combat costs 4 HP); absent: none. */
  paid?: number;
  resisted: boolean;
  /** What the creature takes (or heals). */
  amount: number;
  /** Heat or cold: the creature's count of previous checks when this one was made. */
  previousChecks: number | null;
  /** Applied from this card (once per creature, whoever clicks). */
  applied: boolean;
  /** A Knight's Negate Energy negated this row's energy damage (its amount is then 0). */
  negated?: boolean;
}

export interface HazardCard {
  type: "hazard";
  ruleset: RulesetId;
  hazard: d20.HazardKind | "heal";
  /** Hazard details for the title line: "40 ft", "3d6 · DC 14 · avoids", "DC 17". */
  detail: string;
  formula: string;
  damageType: DamageType;
  rows: HazardRow[];
}

/** What the context needs of game.i18n (card-context.ts passes its I18n). */
interface Localize {
  localize(key: string): string;
}

export function hazardContext(i18n: Localize, card: HazardCard) {
  const heal = card.hazard === "heal";
  return {
    cardType: card.type,
    title: i18n.localize(`HOLOCRON.Hazard.Title.${card.hazard}`),
    detail: card.detail,
    formula: card.formula,
    heal,
    damageType: heal
      ? null
      : {
          id: card.damageType,
          label: i18n.localize(`HOLOCRON.Weapon.DamageType.${card.damageType}`),
        },
    rows: card.rows.map((row, index) => ({
      index,
      uuid: row.uuid,
      name: row.name,
      rolled: row.rolled,
      amount: row.amount,
      check: row.check
        ? {
            label: i18n.localize(row.check.label),
            total: row.check.total,
            dc: row.check.dc,
            chance: formatPercent(row.check.chance),
            outcome: i18n.localize(
              row.resisted ? "HOLOCRON.Hazard.Resisted" : "HOLOCRON.Hazard.NotResisted",
            ),
          }
        : null,
      resisted: row.resisted,
      surge: row.surge,
      paid: row.paid ?? 0,
      previousChecks: row.previousChecks,
      applied: row.applied,
      negated: row.negated === true,
    })),
    canApply: card.rows.some((row) => !row.applied),
    empty: card.rows.length === 0,
  };
}
