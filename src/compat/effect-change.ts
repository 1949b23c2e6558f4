// Where an Active Effect keeps its changes, and the shape of one. V13 keeps them in `changes`
// (https://foundryvtt.com/api/v13/interfaces/foundry.documents.types.ActiveEffectData.html); V14 in
// `system.changes` (core issue 13740, labelled breaking; V14's ActiveEffectData and its
// StatusEffectConfig, "_StatusEffectConfig & Partial<ActiveEffectData>"), where reading or writing
// the V13 name throws or warns. Everything Holocron reads or writes goes through here.
// The shape of an Active Effect change. V13: `{key, mode, value, priority}` with a numeric mode
// from CONST.ACTIVE_EFFECT_MODES (ADD = 2; https://foundryvtt.com/api/v13/variables/CONST.ACTIVE_EFFECT_MODES.html).
// V14: `{key, type, phase, value, priority}` with a string type from CONST.ACTIVE_EFFECT_CHANGE_TYPES
// ("add", default priority 20) and a phase ("initial" applies before derived data;
// https://foundryvtt.com/api/interfaces/foundry.documents.types.ActiveEffectChangeData.html);
// a numeric mode and CONST.ACTIVE_EFFECT_MODES still work there but warn. dnd5e 5.3 fills
// `phase ??= "initial"` on V13 only (module/documents/actor/actor.mjs).
import { isV14 } from "./generation.js";

/**
 * V13's ADD mode (CONST.ACTIVE_EFFECT_MODES.ADD = 2), written out so V14 never reads the constant;
 * typed with the types' branded mode.
 */
const V13_ADD_MODE = 2 as CONST.ACTIVE_EFFECT_MODES;

/**
 * The modes Holocron's Add effect form offers, by V14's type names
 * (https://foundryvtt.com/api/variables/CONST.ACTIVE_EFFECT_CHANGE_TYPES.html).
 */
export const EFFECT_MODES = ["add", "override", "upgrade", "downgrade", "multiply"] as const;
export type EffectMode = (typeof EFFECT_MODES)[number];

/**
 * V13's numbers for the same modes (CONST.ACTIVE_EFFECT_MODES: MULTIPLY 1, ADD 2, DOWNGRADE 3,
 * UPGRADE 4, OVERRIDE 5), written out so V14 never reads the constant.
 */
const V13_MODES: Readonly<Record<EffectMode, CONST.ACTIVE_EFFECT_MODES>> = {
  add: V13_ADD_MODE,
  multiply: 1 as CONST.ACTIVE_EFFECT_MODES,
  downgrade: 3 as CONST.ACTIVE_EFFECT_MODES,
  upgrade: 4 as CONST.ACTIVE_EFFECT_MODES,
  override: 5 as CONST.ACTIVE_EFFECT_MODES,
};

export type EffectChange = { key: string; value: string; priority?: number } & (
  { mode: CONST.ACTIVE_EFFECT_MODES } | { type: EffectMode; phase: "initial" }
);

/** A change of `key` by `value` in `mode`, in the running generation's shape. */
export function modeChange(
  key: string,
  value: number | string,
  mode: EffectMode,
  priority?: number,
): EffectChange {
  const base =
    priority === undefined
      ? { key, value: String(value) }
      : { key, value: String(value), priority };
  return isV14() ? { ...base, type: mode, phase: "initial" } : { ...base, mode: V13_MODES[mode] };
}

/** A change that adds `value` to `key`, in the running generation's shape. */
export function addChange(key: string, value: number | string, priority?: number): EffectChange {
  return modeChange(key, value, "add", priority);
}

/**
 * A change as Holocron reads it: its key and value (V13 and V14 alike), and its mode when it is one
 * of EFFECT_MODES other than add (an add, the usual change, carries none).
 */
export interface ReadChange {
  key: string;
  value: string;
  mode?: Exclude<EffectMode, "add">;
}

/** The mode a stored change names (V13's number, V14's type); null for any other. */
function modeOf(change: Record<string, unknown>): EffectMode | null {
  const named = isV14() ? change.type : change.mode;
  const found = EFFECT_MODES.find((m) => (isV14() ? m === named : V13_MODES[m] === named));
  return found ?? null;
}

/** A change read as text (a module may store a number), or null when it has no key and value. */
function readChange(change: unknown): ReadChange | null {
  if (typeof change !== "object" || change === null) return null;
  const record = change as Record<string, unknown>;
  const { key, value } = record;
  if (typeof key !== "string") return null;
  const text =
    typeof value === "string"
      ? value
      : typeof value === "number" || typeof value === "boolean"
        ? String(value)
        : null;
  if (text === null) return null;
  const mode = modeOf(record);
  return mode && mode !== "add" ? { key, value: text, mode } : { key, value: text };
}

/**
 * An Active Effect's changes, wherever the running generation keeps them: V13 `effect.changes`,
 * V14 `effect.system.changes` (never the V13 name there). A change with no key or value (a module's
 * malformed data) is left out.
 */
export function effectChanges(effect: { readonly system?: unknown }): ReadChange[] {
  const list: unknown = isV14()
    ? (effect.system as { changes?: unknown } | null | undefined)?.changes
    : Reflect.get(effect, "changes");
  return Array.isArray(list) ? list.flatMap((change) => readChange(change) ?? []) : [];
}

/** Effect data holding `changes` where the running generation keeps them. */
export type EffectChangesData =
  { changes: EffectChange[] } | { system: { changes: EffectChange[] } };

/** The part of an effect's (or a status's) data that carries `changes`, in this generation's place. */
export function changesData(changes: EffectChange[]): EffectChangesData {
  return isV14() ? { system: { changes } } : { changes };
}
