import type { StandInEnv } from "../index.js";

/**
 * `game.release` and the compatibility warnings of the API names V14 renamed. Foundry V14 keeps the
 * V13 names working but logs a deprecation through `foundry.utils.logCompatibilityWarning` for each
 * (dnd5e 5.3 lists them to silence them in `dnd5e.mjs`: numeric #mode, CONST.ACTIVE_EFFECT_MODES,
 * ForcedDeletion for "-=", core.rollMode, ChatMessage.applyRollMode, CONFIG.Dice.rollModes); the
 * stand-in records them so tests can require none, and `core.rollMode` reads back null on V14 as it
 * does there. Tests switch with `setGeneration(14)`; every install starts on 13.
 */
export type Generation = 13 | 14;

/** The deprecations the running code triggered (stand-in only), oldest first. */
export const deprecations: string[] = [];

/** V14's deletion operator (`_del`, foundry.data.operators.ForcedDeletion). */
export class ForcedDeletion {}

const release = { generation: 13 as Generation, build: 351 };

export function generation(): Generation {
  return release.generation;
}

/** Records a V14 compatibility warning when the stand-in runs as V14. */
export function deprecated(name: string): void {
  if (release.generation < 14) return;
  deprecations.push(name);
  // logCompatibilityWarning writes to the console as a warning (mode WARNING, the default:
  // https://foundryvtt.com/api/v13/functions/foundry.utils.logCompatibilityWarning.html).
  console.warn(`Deprecated since Version 14: ${name}`);
}

/** Runs the stand-in as Foundry `generation` (13: 13.351, 14: 14.360). */
export function setGeneration(next: Generation): void {
  release.generation = next;
  release.build = next === 14 ? 360 : 351;
  if (next >= 14) Reflect.set(globalThis, "_del", new ForcedDeletion());
  else Reflect.deleteProperty(globalThis, "_del");
}

export function install(env: StandInEnv): void {
  deprecations.length = 0;
  setGeneration(13);
  env.game.release = {
    get generation() {
      return release.generation;
    },
    get build() {
      return release.build;
    },
    get version() {
      return `${release.generation}.${release.build}`;
    },
  };
}

/** Before every other part. */
export const order = -10;
