// What the power rules need from an actor, read through the shapes the rulesets declare (the data
// models' system types satisfy them where callers pass `actorData(actor)`): the user's rank, level
// and class flags, and a target's resistance numbers. A Star Worlds actor (no powers, no d20
// stats) or an actor of another system resists with nothing: bonuses and ranks read 0.
import { isHolocronActorType, RULESET_OF_ACTOR_TYPE } from "../config.js";
import type { Stat } from "../rules/d20/core.js";
import { isD20Actor, type D20Shape, type RulesetActor } from "./actor-shapes.js";
import { powerKit } from "./index.js";
import { type PowerKit, type ResisterStats } from "./power-kit.js";
import type { PowerTarget, PowerUser } from "./power-plan.js";

/** An actor's typed data as the power rules read it; null for an actor of another system. */
export type PowerActor = RulesetActor | null;

type D20Class = D20Shape & {
  class: { knight: boolean; droid?: boolean; robot?: boolean; affinity?: boolean };
};

function d20Of(actor: PowerActor): D20Class | null {
  return actor && isD20Actor(actor) ? actor.system : null;
}

/** The derived stat bonuses (from effective STR in m20); 0 for an actor without d20 stats. */
export function statBonusesOf(actor: PowerActor): Record<Stat, number> {
  const s = d20Of(actor);
  return s ? { ...s.bonuses } : { str: 0, dex: 0, mnd: 0 };
}

/** A machine: an m20 droid or a Space Opera robot (rulings: Robots, "as m20's Droid"). */
export function isDroid(actor: PowerActor): boolean {
  const cls = d20Of(actor)?.class;
  return cls?.droid === true || cls?.robot === true;
}

export function isKnight(actor: PowerActor): boolean {
  return d20Of(actor)?.class.knight === true;
}

/** The rank of a skill (the kit's Force or psionics skill, or physical); 0 when there is none. */
function skillRank(actor: PowerActor, skill: string): number {
  return d20Of(actor)?.ranks[skill] ?? 0;
}

export function powerUserOf(actor: PowerActor, kit: PowerKit, stat: Stat = "mnd"): PowerUser {
  return {
    level: Math.max(1, d20Of(actor)?.level ?? 1),
    rank: skillRank(actor, kit.skill),
    statBonus: statBonusesOf(actor)[stat],
    knight: isKnight(actor),
    droid: isDroid(actor),
    affinity: d20Of(actor)?.class.affinity === true,
    hp: d20Of(actor)?.health.value ?? 0,
    mook: d20Of(actor)?.mook === true,
  };
}

/** A resister's numbers; droids have no power-skill rank (rulings: the Force). */
export function resisterStatsOf(actor: PowerActor, kit: PowerKit): ResisterStats {
  return {
    physical: skillRank(actor, "physical"),
    power: skillRank(actor, kit.skill),
    statBonuses: statBonusesOf(actor),
  };
}

export function powerTargetOf(
  actor: PowerActor,
  ref: { uuid: string; name: string | null },
  kit: PowerKit,
): PowerTarget {
  return {
    id: ref.uuid,
    name: ref.name ?? "",
    droid: isDroid(actor),
    stats: resisterStatsOf(actor, kit),
  };
}

/** The power rules an actor plays by (its type decides), or null for Star Worlds and others. */
export function kitOfActor(actor: { type: string }): PowerKit | null {
  return isHolocronActorType(actor.type) ? powerKit(RULESET_OF_ACTOR_TYPE[actor.type]) : null;
}
