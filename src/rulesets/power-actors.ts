// Reads what the power rules need from an actor: the user's rank, level and class flags, and a
// target's resistance numbers. Field names are those of the d20 actor models (src/data/actors):
// stats, derived `bonuses` (STR bonus from effective STR), skills ranks, level and class flags.
import { isHolocronActorType, RULESET_OF_ACTOR_TYPE } from "../config.js";
import { d20 } from "../rules/index.js";
import type { Stat } from "../rules/d20/stats.js";
import { powerKit } from "./index.js";
import { type PowerKit, type ResisterStats } from "./power-kit.js";
import type { PowerTarget, PowerUser } from "./power-plan.js";

type Source = { system?: unknown; uuid?: string; name?: string | null };

function read(source: unknown, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function num(source: unknown, path: string, fallback = 0): number {
  const value = read(source, path);
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

function flag(source: unknown, path: string): boolean {
  return read(source, path) === true;
}

/** Stat bonuses: the derived ones when the model prepared them, else from the scores. */
export function statBonusesOf(actor: Source): Record<Stat, number> {
  const out = {} as Record<Stat, number>;
  for (const stat of d20.STATS) {
    const derived = read(actor.system, `bonuses.${stat}`);
    out[stat] =
      typeof derived === "number" ? derived : d20.statBonus(num(actor.system, `stats.${stat}`, 10));
  }
  return out;
}

export function isDroid(actor: Source): boolean {
  return flag(actor.system, "class.droid") || flag(actor.system, "droid");
}

export function isKnight(actor: Source): boolean {
  return flag(actor.system, "class.knight") || flag(actor.system, "knight");
}

export function powerUserOf(actor: Source, kit: PowerKit, stat: Stat = "mnd"): PowerUser {
  return {
    level: Math.max(1, num(actor.system, "level", 1)),
    rank: num(actor.system, `skills.${kit.skill}`),
    statBonus: statBonusesOf(actor)[stat],
    knight: isKnight(actor),
    droid: isDroid(actor),
    affinity: flag(actor.system, "class.affinity") || flag(actor.system, "affinity"),
  };
}

/** A resister's numbers; droids have no power-skill rank (rulings: the Force). */
export function resisterStatsOf(actor: Source, kit: PowerKit): ResisterStats {
  return {
    physical: num(actor.system, "skills.physical"),
    power: isDroid(actor) ? 0 : num(actor.system, `skills.${kit.skill}`),
    statBonuses: statBonusesOf(actor),
  };
}

export function powerTargetOf(actor: Source, kit: PowerKit): PowerTarget {
  return {
    id: actor.uuid ?? "",
    name: actor.name ?? "",
    droid: isDroid(actor),
    stats: resisterStatsOf(actor, kit),
  };
}

/** The power rules an actor plays by (its type decides), or null for Star Worlds and others. */
export function kitOfActor(actor: { type: string }): PowerKit | null {
  return isHolocronActorType(actor.type) ? powerKit(RULESET_OF_ACTOR_TYPE[actor.type]) : null;
}
