// Gathered into play-state.ts (what a ledger row is made of: its cause among it).
export {
  CAUSE_OPTION,
  causeKindOf,
  causeOptions,
  claimedCause,
  handPlace,
  requestCause,
  RULE_OPTION,
  ruleContext,
  ruleOption,
  type CardCause,
  type RequestNaming,
} from "./play-state.js";
export { dyingCheckCause } from "./record.js";
