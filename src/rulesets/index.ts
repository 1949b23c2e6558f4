// Which ruleset an actor plays by (its type decides, never the world setting), lookup by id, and the
// questions Foundry code asks of a check kind or an actor type (rollsD20, holdsHeroPoints…).
import {
  RULESET_IDS,
  RULESET_OF_ACTOR_TYPE,
  isHolocronActorType,
  type ActorTypeOf,
  type HolocronActorType,
  type PowerSkill,
  type RulesetId,
} from "../config.js";
import type { CheckRules, D20CheckRules, WorldsCheckRules } from "./checks.js";
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

/** A ruleset that rolls Star Worlds' 2d6 bands (attributes, skills as tags). */
export function rollsBands(checks: CheckRules): checks is WorldsCheckRules {
  return checks.kind === "worlds";
}

/** A ruleset that rolls a d20 against a DC or an AC (m20, Space Opera). */
export function rollsD20(checks: CheckRules): checks is D20CheckRules {
  return checks.kind === "d20";
}

/** Rulesets that roll a d20 (Star Worlds rolls 2d6). */
export type D20RulesetId = Exclude<RulesetId, "starWorlds">;

export function isD20Ruleset(ruleset: RulesetId): ruleset is D20RulesetId {
  return rollsD20(rulesetById(ruleset).checks);
}

// The questions Foundry code asks of an actor's type, answered once behind the seam: each narrows
// typed data (`actorData`) to the types that have what is asked (Hero Points, Heroism, careers, a
// d20 system). A fourth ruleset answers here, not in every caller.
type Typed = { type: string };

/** A Star Worlds character: holds Hero Points (spent, given, awarded, rerolled with). */
export function holdsHeroPoints<D extends Typed>(
  d: D | null | undefined,
): d is D & { type: "worldsCharacter" } {
  return d?.type === "worldsCharacter";
}

/** A Star Worlds character: levels by careers and their abilities, skills as tags, attributes generated. */
export function levelsByCareer<D extends Typed>(
  d: D | null | undefined,
): d is D & { type: "worldsCharacter" } {
  return holdsHeroPoints(d);
}

/** A Space Opera character: holds Heroism (awarded, spent on a rest). */
export function holdsHeroism<D extends Typed>(
  d: D | null | undefined,
): d is D & { type: "operaCharacter" } {
  return d?.type === "operaCharacter";
}

/** An actor whose ruleset rolls a d20 (m20, Space Opera): stats, ranks, AC, weapon lines. */
export function isD20Actor<D extends { type: HolocronActorType }>(
  d: D,
): d is D & { type: ActorTypeOf<"m20" | "spaceOpera"> } {
  return rollsD20(rulesetById(RULESET_OF_ACTOR_TYPE[d.type]).checks);
}

/** An actor whose ruleset rolls Star Worlds' 2d6 bands (attributes, Vitality). */
export function isBandsActor<D extends { type: HolocronActorType }>(
  d: D,
): d is D & { type: ActorTypeOf<"starWorlds"> } {
  return !isD20Actor(d);
}
