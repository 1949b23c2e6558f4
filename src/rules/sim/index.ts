// Encounter odds: whole fights played with the rulesets' own rules (rules-api.md, "sim").
export type {
  Side,
  SimPower,
  D20Fighter,
  WorldsFighter,
  Fighter,
  EncounterOptions,
  EncounterResult,
} from "./types.js";
export { SIDES, DEFAULT_MAX_ROUNDS } from "./types.js";
export { MAX_FIGHTS, MAX_ROUNDS_LIMIT } from "./check-input.js";
export { encounter, isWorlds } from "./encounter.js";
export { seededRng } from "./random.js";
export type {
  FoeKind,
  BuildTarget,
  BuildOptions,
  GroupOdds,
  BuildResult,
  Prediction,
} from "./builder.js";
export {
  buildEncounter,
  BUILD_DEFAULTS,
  REACH_TOLERANCE,
  DROP_LIKELY,
  MAX_GROUP,
} from "./builder.js";
export { winInterval } from "./interval.js";
export { playGroup, stepGroup } from "./play-group.js";
export { difficultyOf, DIFFICULTIES, DIFFICULTY_FLOORS } from "./difficulty.js";
export type { Difficulty } from "./difficulty.js";
