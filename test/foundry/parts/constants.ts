import type { StandInEnv } from "../index.js";

/** The few CONST values the system reads. */
export function install(env: StandInEnv): void {
  env.CONST.ACTIVE_EFFECT_MODES = {
    CUSTOM: 0,
    MULTIPLY: 1,
    ADD: 2,
    DOWNGRADE: 3,
    UPGRADE: 4,
    OVERRIDE: 5,
  };
}
