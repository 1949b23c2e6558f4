import type { StandInEnv } from "../index.js";
import { deprecated } from "./release.js";

/**
 * The few CONST values the system reads. V13's numeric change modes
 * (https://foundryvtt.com/api/v13/variables/CONST.ACTIVE_EFFECT_MODES.html) warn on V14, which
 * names change types instead (https://foundryvtt.com/api/variables/CONST.ACTIVE_EFFECT_CHANGE_TYPES.html).
 */
export function install(env: StandInEnv): void {
  let modes: unknown = Object.freeze({
    CUSTOM: 0,
    MULTIPLY: 1,
    ADD: 2,
    DOWNGRADE: 3,
    UPGRADE: 4,
    OVERRIDE: 5,
  });
  Object.defineProperty(env.CONST, "ACTIVE_EFFECT_MODES", {
    get() {
      deprecated("CONST.ACTIVE_EFFECT_MODES");
      return modes;
    },
    set(value: unknown) {
      modes = value;
    },
    enumerable: true,
    configurable: true,
  });
  env.CONST.ACTIVE_EFFECT_CHANGE_TYPES = Object.freeze({
    custom: 0,
    multiply: 10,
    add: 20,
    subtract: 20,
    downgrade: 30,
    upgrade: 40,
    override: 50,
  });
}
