// Checks the GM asks of a group: exact group odds (Poisson-binomial) and each row's chance and outcome.
export {
  type Fraction,
  fraction,
  fractionOf,
  equals,
  toNumber,
  add,
  mul,
  sub,
  ZERO,
  ONE,
} from "./fraction.js";
export { type GroupOdds, groupOdds, groupOddsExact, groupOddsNumbers } from "./odds.js";
export {
  REQUEST_MODES,
  WORLDS_SUCCESS_BANDS,
  type RequestMode,
  type RowCheck,
  bandOf,
  dcChance,
  dcSuccess,
  opposedChanceOf,
  opposedSuccess,
  highestChances,
  highestChancesExact,
  highestRows,
} from "./request.js";
