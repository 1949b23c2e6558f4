// m20 rolls: the d20 core; a natural 1 has no special rule on attacks.
import { m20 } from "../../rules/index.js";
import { d20CheckRules } from "../checks.js";

export const m20Checks = d20CheckRules({
  naturalOneMisses: false,
  outcome: m20.attackOutcome,
  hitChance: m20.hitChance,
});
