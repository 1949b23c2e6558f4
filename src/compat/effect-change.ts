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

export type EffectChange = { key: string; value: string; priority?: number } & (
  { mode: CONST.ACTIVE_EFFECT_MODES } | { type: "add"; phase: "initial" }
);

/** A change that adds `value` to `key`, in the running generation's shape. */
export function addChange(key: string, value: number | string, priority?: number): EffectChange {
  const base =
    priority === undefined
      ? { key, value: String(value) }
      : { key, value: String(value), priority };
  return isV14() ? { ...base, type: "add", phase: "initial" } : { ...base, mode: V13_ADD_MODE };
}
