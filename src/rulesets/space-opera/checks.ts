// Space Opera rolls: the d20 core; a natural 1 always misses an attack.
import { spaceOpera } from "../../rules/index.js";
import { d20CheckRules } from "../checks.js";

export const spaceOperaChecks = d20CheckRules({
  naturalOneMisses: true,
  outcome: spaceOpera.attackOutcome,
  hitChance: spaceOpera.hitChance,
});
