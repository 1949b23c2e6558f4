// m20's combat rules: the d20 core's order (src/rulesets/combat-order.ts), with STR damage shown.
import { d20InitiativeRules } from "../combat-order.js";

export const m20Initiative = d20InitiativeRules("m20", { strDamage: true });
