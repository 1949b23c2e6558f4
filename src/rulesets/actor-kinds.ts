// The questions Foundry code asks of an actor's type, answered once behind the seam: each narrows
// typed data (`actorData`) to the types that have what is asked (Hero Points, Heroism, careers, a
// d20 system). A fourth ruleset answers here, not in every caller.
import { RULESET_OF_ACTOR_TYPE, type ActorTypeOf, type HolocronActorType } from "../config.js";
import { rulesetById } from "./index.js";

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
  return rulesetById(RULESET_OF_ACTOR_TYPE[d.type]).checks.kind === "d20";
}

/** An actor whose ruleset rolls Star Worlds' 2d6 bands (attributes, Vitality). */
export function isBandsActor<D extends { type: HolocronActorType }>(
  d: D,
): d is D & { type: ActorTypeOf<"starWorlds"> } {
  return !isD20Actor(d);
}
