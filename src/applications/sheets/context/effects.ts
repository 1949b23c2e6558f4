/**
 * The Effects list of a sheet: the Active Effects that apply to an actor (its own and those its items
 * grant, as Foundry's `Actor#allApplicableEffects` yields them) or an item's own, each with the
 * modifiers it changes and the statuses it carries. Status effects are Active Effects too, so the
 * ruleset's statuses set from the token or the sheet show here as well.
 */
import { signed } from "../../format.js";
import { isStatusId } from "../../../rulesets/status-effects.js";

/** The part of an ActiveEffect a sheet reads (plain objects in the template tests and the gallery). */
export interface SheetEffectSource {
  id: string | null;
  name: string;
  img?: string | null;
  disabled: boolean;
  changes: readonly { key: string; value: string }[];
  statuses: Iterable<string>;
  /** The item that grants it; an effect of the document itself has none. */
  source?: { id: string | null; name: string } | null;
}

export interface EffectView {
  id: string;
  name: string;
  img: string;
  disabled: boolean;
  /** The granting item's id and name ("" for the document's own effect). */
  itemId: string;
  sourceName: string;
  /**
   * What it changes: the data path (without `system.`), the i18n key naming the number it changes
   * ("" for a path the system does not name), and the value, signed when a number.
   */
  changes: { key: string; label: string; value: string }[];
  /** The statuses it carries, as i18n keys (or the raw id of a status another module added). */
  statuses: string[];
}

/** The modifiers the d20 models reset each preparation for effects to add to (d20-block.ts). */
const NAMED_KEYS: Readonly<Record<string, string>> = {
  "system.modifiers.ac": "HOLOCRON.Effects.Key.ac",
  "system.modifiers.attack": "HOLOCRON.Effects.Key.attack",
  "system.modifiers.damage": "HOLOCRON.Effects.Key.damage",
};

function changeValue(value: string): string {
  const n = Number(value);
  return value.trim() !== "" && Number.isFinite(n) ? signed(n) : value;
}

function statusLabel(id: string): string {
  return isStatusId(id) ? `HOLOCRON.Status.${id}` : id;
}

/** The rows of the Effects list, enabled ones first, each group in name order. */
export function effectViews(effects: Iterable<SheetEffectSource> | undefined): EffectView[] {
  const rows = [...(effects ?? [])].map((e): EffectView => ({
    id: e.id ?? "",
    name: e.name,
    img: e.img ?? "icons/svg/aura.svg",
    disabled: e.disabled,
    itemId: e.source?.id ?? "",
    sourceName: e.source?.name ?? "",
    changes: e.changes.map((c) => ({
      key: c.key.replace(/^system\./, ""),
      label: NAMED_KEYS[c.key] ?? "",
      value: changeValue(String(c.value)),
    })),
    statuses: [...e.statuses].map(statusLabel),
  }));
  return rows.sort(
    (a, b) => Number(a.disabled) - Number(b.disabled) || a.name.localeCompare(b.name),
  );
}
