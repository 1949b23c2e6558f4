// Chases as a state the GM runs: participants, pairs and gaps, rounds and their log (pure data).
export type {
  Side,
  ChaseStatus,
  TieRule,
  Vehicle,
  Participant,
  Pair,
  CheckRoll,
  PairWinner,
  PairResult,
  RoundEntry,
  RoundCall,
  Chase,
  ChaseBook,
} from "./types.js";
export {
  SIDES,
  CHASE_STATUSES,
  TIE_RULES,
  DEFAULT_GAP,
  MAX_TEXT,
  MAX_CHASE_MODIFIER,
} from "./types.js";
export type { NewParticipant } from "./setup.js";
export {
  newChase,
  pairKey,
  addParticipants,
  removeParticipant,
  setSide,
  setVehicle,
  setGap,
  setNote,
  begin,
} from "./setup.js";
export type { TieBreaks, Movements } from "./round.js";
export {
  activePairs,
  rollersNeeded,
  missingRolls,
  recordRoll,
  rerollCheck,
  tiedPairs,
  resolveRound,
  setRoundCall,
  roundTotal,
  roundTotalTrace,
  forcedWinner,
  roundSpeed,
  tieBreakFormula,
  pairDecidedBy,
  decidedWithoutDice,
} from "./round.js";
export type { CaughtGroup } from "./outcome.js";
export { caughtGroup, leaveForCombat, endChase } from "./outcome.js";
export type { PairOdds, PairCounts, OutcomeCount, RunnerCheck } from "./odds.js";
export {
  pairOdds,
  pairCounts,
  roundOdds,
  roundCounts,
  oddsOfCounts,
  pairRoundCounts,
} from "./odds.js";
export { readChase, readChaseBook } from "./read.js";
export { checkTotal } from "./check.js";
