/**
 * Holocron's Add effect form (a DialogV2, so an ApplicationV2 of core's own): a name, one of the
 * keys the actor's ruleset reads (data/effect-keys.ts, the list the Effects tab names changes by
 * and the effect bounds hold), a mode and a value, and a duration. Its answer is the data of one
 * Active Effect with one change; the change is held to its field's bounds when it applies, as every
 * effect's is (data/ranges.ts).
 */
import { SYSTEM_ID, type RulesetId } from "../../config.js";
import { EFFECT_KEYS } from "../../data/effect-keys.js";
import { changesData, EFFECT_MODES, modeChange, type EffectMode } from "../../compat/generation.js";
import { DURATION_UNITS, durationData, type DurationUnit } from "../../compat/effect-duration.js";
import type { DialogOpener } from "../../compat/dialog-window.js";
import { actionAndCancel, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";
import { openFormDialog } from "../dialogs/form-dialog.js";
import { readForm } from "../dialogs/form-data.js";
import { notify } from "../../compat/notify.js";

export const EFFECT_FORM_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/effect-form.hbs`;

/** The form's footer: add the effect (default), cancel. */
export const EFFECT_FORM_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel({
  action: "create",
  label: "HOLOCRON.Effects.Create",
  icon: "fa-solid fa-plus",
});

/** What the form asks. */
export interface EffectChoice {
  name: string;
  key: string;
  mode: EffectMode;
  value: number;
  count: number;
  unit: DurationUnit;
}

/** A new effect's first guess: the ruleset's first key, +1, permanent. */
export function initialChoice(ruleset: RulesetId, name: string): EffectChoice {
  return {
    name,
    key: EFFECT_KEYS[ruleset][0]?.key ?? "",
    mode: "add",
    value: 1,
    count: 0,
    unit: "none",
  };
}

/** Pure: the form's context: the ruleset's keys by their sheet names, the modes, the units. */
export function effectFormContext(ruleset: RulesetId, choice: EffectChoice) {
  return {
    name: choice.name,
    value: choice.value,
    count: choice.count,
    keys: EFFECT_KEYS[ruleset].map((k) => ({
      value: k.key,
      name: k.name,
      // "Strength (STR)"; a key whose short name is its name ("AC") says it once.
      abbr: k.label === k.name ? null : k.label,
      selected: k.key === choice.key,
    })),
    modes: EFFECT_MODES.map((m) => ({
      value: m,
      label: `HOLOCRON.Effects.Mode.${m}`,
      selected: m === choice.mode,
    })),
    units: DURATION_UNITS.map((u) => ({
      value: u,
      label: `HOLOCRON.Effects.Unit.${u}`,
      selected: u === choice.unit,
    })),
  };
}

const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === "string" && (list as readonly string[]).includes(v);

/**
 * Pure: the choice in the form's data; null when a field is not one the form offers (a key the
 * ruleset does not read, a mode or unit it does not know, a value that is no whole number).
 */
export function readEffectChoice(
  data: Record<string, unknown>,
  ruleset: RulesetId,
  fallbackName: string,
): EffectChoice | null {
  const { key, mode, unit, value, count } = data;
  const keys = EFFECT_KEYS[ruleset].map((k) => k.key);
  if (!oneOf(keys, key) || !oneOf(EFFECT_MODES, mode) || !oneOf(DURATION_UNITS, unit)) return null;
  if (typeof value !== "number" || !Number.isInteger(value)) return null;
  const name = typeof data.name === "string" && data.name.trim() ? data.name.trim() : fallbackName;
  const lasting = typeof count === "number" && Number.isInteger(count) && count > 0 ? count : 0;
  return { name, key, mode, value, count: lasting, unit: lasting ? unit : "none" };
}

/** The Active Effect data of a choice, its change and duration in this generation's shape. */
export function effectDataOf(choice: EffectChoice) {
  return {
    name: choice.name,
    img: "icons/svg/aura.svg",
    ...changesData([modeChange(choice.key, choice.value, choice.mode)]),
    duration: durationData(choice.unit, choice.count),
  };
}

/** Asks for a new effect of `ruleset`'s keys; its data, or null when cancelled. */
export async function promptEffect(
  ruleset: RulesetId,
  opener?: DialogOpener | null,
): Promise<ReturnType<typeof effectDataOf> | null> {
  const name = game.i18n.localize("HOLOCRON.Effects.New");
  const result = await openFormDialog(
    {
      template: EFFECT_FORM_TEMPLATE,
      window: { title: "HOLOCRON.Effects.Form.Title", icon: "fa-solid fa-bolt" },
      className: "holocron-effect-form-window",
      buttons: EFFECT_FORM_BUTTONS,
    },
    effectFormContext(ruleset, initialChoice(ruleset, name)),
    {
      create: async (_event, button) => {
        const choice = readEffectChoice(readForm(button.form), ruleset, name);
        if (!choice) notify("warn", "HOLOCRON.Effects.Form.Invalid");
        return choice;
      },
    },
    opener,
  );
  return isChoice(result) ? effectDataOf(result) : null;
}

function isChoice(value: unknown): value is EffectChoice {
  return typeof value === "object" && value !== null && "key" in value && "mode" in value;
}
