// Which ruleset an actor plays by (its type decides, never the world setting), and lookup by id.
import {
  RULESET_IDS,
  RULESET_OF_ACTOR_TYPE,
  isHolocronActorType,
  type PowerSkill,
  type RulesetId,
} from "../config.js";
import { m20Ruleset } from "./m20/index.js";
import type { PowerKit } from "./power-kit.js";
import type { Ruleset } from "./ruleset.js";
import { spaceOperaRuleset } from "./space-opera/index.js";
import { starWorldsRuleset } from "./star-worlds/index.js";

export type { Ruleset } from "./ruleset.js";

export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  m20: m20Ruleset,
  spaceOpera: spaceOperaRuleset,
  starWorlds: starWorldsRuleset,
};

/** Whether a stored value (card data, roll options) names a ruleset. */
export function isRulesetId(value: unknown): value is RulesetId {
  return typeof value === "string" && Object.hasOwn(RULESETS, value);
}

export function rulesetById(id: RulesetId): Ruleset {
  return RULESETS[id];
}

/** The ruleset of an actor (or actor type); throws for a type Holocron does not define. */
export function rulesetOf(actor: { type: string } | string): Ruleset {
  const type = typeof actor === "string" ? actor : actor.type;
  if (!isHolocronActorType(type))
    throw new Error(`Holocron has no ruleset for actor type "${type}"`);
  return RULESETS[RULESET_OF_ACTOR_TYPE[type]];
}

/** The power rules of a ruleset (an id, as stored on cards), or null when it has no powers. */
export function powerKit(ruleset: string): PowerKit | null {
  return isRulesetId(ruleset) ? rulesetById(ruleset).powers : null;
}

/** The power rules rolled with a power skill (the Force: m20's; Psionics: Space Opera's). */
export function powerKitOfSkill(skill: PowerSkill): PowerKit {
  const kit = RULESET_IDS.map((id) => RULESETS[id].powers).find((k) => k?.skill === skill);
  if (!kit) throw new Error(`No ruleset's powers are rolled with "${skill}"`);
  return kit;
}
