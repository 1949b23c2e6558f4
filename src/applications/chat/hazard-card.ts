// The GM's damage and hazard card: one row per creature, with the check it rolled (landing lightly,
// Force Surge, a poison or exposure save), the damage rolled and what it takes. Pure: data → context.
import { formatPercent } from "../../dice/odds.js";
import type { HazardCard } from "./card-data.js";

// The card's data and its shape live with the other cards' (card-data.ts).
export type { HazardCard, HazardCheck, HazardRow } from "./card-data.js";

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
