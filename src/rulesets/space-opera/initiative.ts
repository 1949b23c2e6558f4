// Space Opera's combat rules: the d20 core's order, no STR damage, and the dying check at turn start.
import { d20InitiativeRules } from "../combat-order.js";
import { runDyingCheck } from "./dying-check.js";

export const spaceOperaInitiative = d20InitiativeRules("spaceOpera", {
  strDamage: false,
  turnStart: runDyingCheck,
});
