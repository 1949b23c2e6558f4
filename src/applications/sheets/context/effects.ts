/**
 * The Effects list of a sheet: the Active Effects that apply to an actor (its own and those its items
 * grant, as Foundry's `Actor#allApplicableEffects` yields them) or an item's own, each with what it
 * changes in the ruleset's words ("AC +2", "MEN +1": data/effect-keys.ts), how long it lasts and the
 * statuses it carries, in three sections as dnd5e's Effects tab has them: temporary (a duration or a
 * status), passive, inactive (turned off). Status effects are Active Effects too, so the ruleset's
 * statuses set from the token or the sheet show here as well.
 */
import type { RulesetId } from "../../../config.js";
import { effectKeyOf } from "../../../data/effect-keys.js";
import type { EffectMode } from "../../../compat/generation.js";
import type { EffectTimeLeft } from "../../../compat/effect-duration.js";
import { signed } from "../../format.js";
import { isStatusId } from "../../../rulesets/status-effects.js";

/** The part of an ActiveEffect a sheet reads (plain objects in the template tests and the gallery). */
export interface SheetEffectSource {
  id: string | null;
  name: string;
  img?: string | null;
  disabled: boolean;
  changes: readonly { key: string; value: string; mode?: EffectMode }[];
  statuses: Iterable<string>;
  /** The item that grants it; an effect of the document itself has none. */
  source?: { id: string | null; name: string } | null;
  /** Foundry's `ActiveEffect#active`: false for one turned off or suppressed (its item's rules). */
  active?: boolean;
  /** Foundry's `ActiveEffect#isTemporary`: a duration, or a status it carries. */
  temporary?: boolean;
  /** What is left of its duration (src/compat/effect-duration.ts); none: it lasts. */
  timeLeft?: EffectTimeLeft | null;
}

/** One part of a duration: an i18n key of a count ("{count} rounds") and the count. */
export interface DurationPart {
  key: string;
  count: number;
}

/** The Effects tab's sections, in order. */
const SECTIONS = ["temporary", "passive", "inactive"] as const;
export type EffectSectionId = (typeof SECTIONS)[number];

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
   * ("" for a path the ruleset does not name), the value (signed when a number), and the i18n key of
   * the change in words by its mode ("{key} {value}": "AC +2"; "{key} = {value}").
   */
  changes: { key: string; label: string; value: string; text: string }[];
  /** The statuses it carries, as i18n keys (or the raw id of a status another module added). */
  statuses: string[];
  /** What is left of it, largest unit first; empty when it has no duration. */
  duration: DurationPart[];
  /** The i18n key said when it has no duration: a status lasts until removed, anything else is permanent. */
  lasting: string;
  section: EffectSectionId;
}

export interface EffectSection {
  id: EffectSectionId;
  /** The section's heading (an i18n key). */
  label: string;
  effects: EffectView[];
}

/** The list as the partial draws it: its sections, and what to say when it has none. */
export interface EffectListView {
  sections: EffectSection[];
  count: number;
  /** The i18n key of the empty list's words: the ruleset's own (no "+2 AC" where there is no AC). */
  empty: string;
}

function changeValue(value: string, mode: EffectMode): string {
  const n = Number(value);
  const numeric = value.trim() !== "" && Number.isFinite(n);
  return numeric && mode === "add" ? signed(n) : value;
}

function statusLabel(id: string): string {
  return isStatusId(id) ? `HOLOCRON.Status.${id}` : id;
}

const part = (unit: string, count: number): DurationPart => ({
  key: `HOLOCRON.Effects.Duration.${unit}`,
  count,
});

/** Seconds shown in the largest unit that holds them whole (rounded up: never less than is left). */
function timeParts(seconds: number): DurationPart[] {
  if (seconds >= 3600) return [part("hours", Math.ceil(seconds / 3600))];
  if (seconds >= 60) return [part("minutes", Math.ceil(seconds / 60))];
  return [part("seconds", Math.max(0, Math.ceil(seconds)))];
}

/** Pure: what is left of a duration, in words' parts; empty when it has none. */
export function durationParts(left: EffectTimeLeft | null | undefined): DurationPart[] {
  if (!left) return [];
  if ("seconds" in left) return timeParts(left.seconds);
  const parts: DurationPart[] = [];
  if (left.rounds > 0) parts.push(part("rounds", left.rounds));
  if (left.turns > 0) parts.push(part("turns", left.turns));
  return parts.length ? parts : [part("rounds", 0)];
}

function sectionOf(e: SheetEffectSource, duration: readonly DurationPart[]): EffectSectionId {
  if (e.disabled || e.active === false) return "inactive";
  const temporary = e.temporary ?? (duration.length > 0 || [...e.statuses].length > 0);
  return temporary ? "temporary" : "passive";
}

/**
 * The rows of the Effects list, active ones first, each group in name order; each change named by
 * the key's label in `ruleset`'s list (any ruleset's when null: an item no actor owns).
 */
export function effectViews(
  effects: Iterable<SheetEffectSource> | undefined,
  ruleset: RulesetId | null = null,
): EffectView[] {
  const rows = [...(effects ?? [])].map((e): EffectView => {
    const duration = durationParts(e.timeLeft);
    return {
      id: e.id ?? "",
      name: e.name,
      img: e.img ?? "icons/svg/aura.svg",
      disabled: e.disabled,
      itemId: e.source?.id ?? "",
      sourceName: e.source?.name ?? "",
      changes: e.changes.map((c) => {
        const mode = c.mode ?? "add";
        return {
          key: c.key.replace(/^system\./, ""),
          label: effectKeyOf(c.key, ruleset)?.label ?? "",
          value: changeValue(String(c.value), mode),
          text: `HOLOCRON.Effects.ChangeText.${mode}`,
        };
      }),
      statuses: [...e.statuses].map(statusLabel),
      duration,
      lasting: `HOLOCRON.Effects.Duration.${[...e.statuses].length ? "UntilRemoved" : "Permanent"}`,
      section: sectionOf(e, duration),
    };
  });
  const off = (v: EffectView) => Number(v.section === "inactive");
  return rows.sort((a, b) => off(a) - off(b) || a.name.localeCompare(b.name));
}

/**
 * Pure: the list's sections (only those with effects, in dnd5e's order) and its empty words: an
 * actor's by its ruleset (`granted`), an item's its own.
 */
export function effectList(
  views: readonly EffectView[],
  ruleset: RulesetId | null,
  granted: boolean,
): EffectListView {
  const sections = SECTIONS.map((id) => ({
    id,
    label: `HOLOCRON.Effects.Section.${id}`,
    effects: views.filter((v) => v.section === id),
  })).filter((s) => s.effects.length > 0);
  const empty = granted
    ? `HOLOCRON.Effects.Empty.${ruleset ?? "any"}`
    : "HOLOCRON.Effects.EmptyItem";
  return { sections, count: views.length, empty };
}

/** A sheet context's two effect fields: the rows, and the list the partial draws. */
export function effectsOf(
  effects: Iterable<SheetEffectSource> | undefined,
  ruleset: RulesetId | null,
  granted = true,
): { effects: EffectView[]; effectList: EffectListView } {
  const views = effectViews(effects, ruleset);
  return { effects: views, effectList: effectList(views, ruleset, granted) };
}
