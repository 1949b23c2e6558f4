// The rule a change follows, in the seed's words, read from the change itself: the writer knows the
// numbers, the ledger names why they moved. Pure. The keys' texts quote the seeds (lang/en.json,
// HOLOCRON.Ledger.Rule.*): m20 seed 000 line 5, Star Worlds seed 002 line 28.
import type { LedgerChange } from "./row.js";

function rose(changes: readonly LedgerChange[], field: string): boolean {
  const change = changes.find((c) => c.field === field);
  return typeof change?.before === "number" && typeof change.after === "number"
    ? change.after > change.before
    : false;
}

function turnedOn(changes: readonly LedgerChange[], field: string): boolean {
  return changes.some((c) => c.field === field && c.before !== true && c.after === true);
}

/** The i18n key of the rule that produced these changes, or undefined when none stands out. */
export function ruleOfChanges(changes: readonly LedgerChange[]): string | undefined {
  // "When HP reaches 0 … any additional damage directly reduces STR."
  if (rose(changes, "strDamage.value")) return "HOLOCRON.Ledger.Rule.StrDamage";
  // "Any further damage while Wounded results in your character getting the Dying Condition."
  if (turnedOn(changes, "status:dying")) return "HOLOCRON.Ledger.Rule.Dying";
  // "When your Vitality hits zero (it doesn't go negative), your character gets the Wounded Condition."
  if (turnedOn(changes, "status:wounded")) return "HOLOCRON.Ledger.Rule.Wounded";
  // "When HP reaches 0, the character is unconscious and near death."
  if (turnedOn(changes, "status:unconscious")) return "HOLOCRON.Ledger.Rule.Unconscious";
  return undefined;
}
