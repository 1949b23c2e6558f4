// The power rules of one ruleset, under one name: m20's Force or Space Opera's psionics. Each
// ruleset adapter owns its kit (src/rulesets/<ruleset>/power-kit.ts); this only looks it up.
import { m20 } from "../rules/index.js";
import type { PowerId } from "../rules/powers/types.js";
import { isRulesetId, rulesetById } from "../rulesets/index.js";
import type { PowerKit } from "../rulesets/power-kit.js";

export type { PowerKit, PowerRuleset, ResisterStats } from "../rulesets/power-kit.js";

/** The power rules of a ruleset (an id, as stored on cards), or null when it has no powers. */
export function powerKit(ruleset: string): PowerKit | null {
  return isRulesetId(ruleset) ? rulesetById(ruleset).powers : null;
}

export function isPowerId(value: unknown): value is PowerId {
  return typeof value === "string" && (m20.FORCE_POWER_IDS as readonly string[]).includes(value);
}
