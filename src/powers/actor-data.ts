// What the power rules need from an actor, read through the models' types (src/data): the user's
// rank, level and class flags, and a target's resistance numbers. A Star Worlds actor (no powers,
// no d20 stats) resists with nothing: bonuses and ranks read 0.
import { isHolocronActorType, RULESET_OF_ACTOR_TYPE } from "../config.js";
import { actorData } from "../data/typed-system.js";
import type { Stat } from "../rules/d20/stats.js";
import { powerKit, type PowerKit, type ResisterStats } from "./kit.js";
import type { PowerTarget, PowerUser } from "./plan.js";

/** The typed data of a d20 actor (m20, Space Opera), or null for any other. */
function d20Data(actor: Actor.Implementation) {
  const data = actorData(actor);
  if (!data || data.type === "worldsCharacter" || data.type === "worldsNpc") return null;
  return data;
}

/** The derived stat bonuses (from effective STR in m20); 0 for an actor without d20 stats. */
export function statBonusesOf(actor: Actor.Implementation): Record<Stat, number> {
  const data = d20Data(actor);
  return data ? { ...data.system.bonuses } : { str: 0, dex: 0, mnd: 0 };
}

/** m20 droids (Space Opera has no droid class). */
export function isDroid(actor: Actor.Implementation): boolean {
  const data = d20Data(actor);
  return data !== null && "droid" in data.system.class && data.system.class.droid;
}

export function isKnight(actor: Actor.Implementation): boolean {
  return d20Data(actor)?.system.class.knight ?? false;
}

function hasAffinity(actor: Actor.Implementation): boolean {
  const data = d20Data(actor);
  return data !== null && "affinity" in data.system.class && data.system.class.affinity;
}

/** The rank of a skill (the kit's Force or psionics skill, or physical); 0 when the actor has none. */
function skillRank(actor: Actor.Implementation, skill: string): number {
  const skills: Readonly<Record<string, number>> = d20Data(actor)?.system.skills ?? {};
  return skills[skill] ?? 0;
}

export function powerUserOf(
  actor: Actor.Implementation,
  kit: PowerKit,
  stat: Stat = "mnd",
): PowerUser {
  return {
    level: Math.max(1, d20Data(actor)?.system.level ?? 1),
    rank: skillRank(actor, kit.skill),
    statBonus: statBonusesOf(actor)[stat],
    knight: isKnight(actor),
    droid: isDroid(actor),
    affinity: hasAffinity(actor),
  };
}

/** A resister's numbers; droids have no power-skill rank (rulings: the Force). */
export function resisterStatsOf(actor: Actor.Implementation, kit: PowerKit): ResisterStats {
  return {
    physical: skillRank(actor, "physical"),
    power: isDroid(actor) ? 0 : skillRank(actor, kit.skill),
    statBonuses: statBonusesOf(actor),
  };
}

export function powerTargetOf(actor: Actor.Implementation, kit: PowerKit): PowerTarget {
  return {
    id: actor.uuid,
    name: actor.name ?? "",
    droid: isDroid(actor),
    stats: resisterStatsOf(actor, kit),
  };
}

/** The power rules an actor plays by (its type decides), or null for Star Worlds and others. */
export function kitOfActor(actor: { type: string }): PowerKit | null {
  return isHolocronActorType(actor.type) ? powerKit(RULESET_OF_ACTOR_TYPE[actor.type]) : null;
}
