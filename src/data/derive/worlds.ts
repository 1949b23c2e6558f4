// Derived data of Star Worlds characters: max Vitality, Armor and Speed from worn armor, levels.
import { starWorlds, type trace } from "../../rules/index.js";
import type { ItemInputs } from "./items.js";

export type WorldsInputs = {
  menace: number;
  level: number;
  heroPointsSpent: number;
  heroPointsSpentAtRest: number;
  skills: readonly string[];
  items: ItemInputs;
  /** The skill each species item names (seed 002 line 66: "Species +1"). */
  speciesSkills: readonly string[];
};

export type WorldsDerived = {
  maxVitality: number;
  armor: number;
  speed: number;
  /** The level the Hero Points spent have earned (1–10). */
  earnedLevel: number;
  /** Levels earned but not yet taken (taken after a rest). */
  levelsWaiting: number;
  /** Of those, the levels earned before the last rest: they may be taken now. */
  levelsReady: number;
  /** The species' skills (level 1: "Species +1"), and every skill the character knows. */
  speciesSkills: string[];
  knownSkills: string[];
  /** Extra d6 of damage from the level table (+1 at 5, +2 at 10). */
  damageDice: number;
  traces: {
    vitality: trace.Trace;
    speed: trace.Trace;
    armor: trace.Trace;
    levelsWaiting: trace.Trace;
    damageDice: trace.Trace;
  };
};

export function deriveWorlds(i: WorldsInputs): WorldsDerived {
  const pieces = i.items.armor.map(({ name, armor, speed }) => ({
    name: name ?? "",
    armor,
    speed,
  }));
  const vitality = starWorlds.maxVitalityTrace({ menace: i.menace, level: i.level });
  const speed = starWorlds.speedTrace(pieces);
  const armor = starWorlds.armorTrace(pieces);
  const waiting = starWorlds.levelsWaitingTrace({ level: i.level, spent: i.heroPointsSpent });
  const damageDice = starWorlds.damageDiceTrace(i.level);
  return {
    maxVitality: vitality.value,
    armor: armor.value,
    speed: speed.value,
    earnedLevel: starWorlds.levelForHeroPointsSpent(i.heroPointsSpent),
    levelsWaiting: waiting.value,
    levelsReady: starWorlds.levelsReady({
      level: i.level,
      spent: i.heroPointsSpent,
      spentAtRest: i.heroPointsSpentAtRest,
    }),
    speciesSkills: [...i.speciesSkills],
    knownSkills: starWorlds.knownSkills(i.skills, i.speciesSkills),
    damageDice: damageDice.value,
    traces: { vitality, speed, armor, levelsWaiting: waiting, damageDice },
  };
}

/** The skill each owned species names (blank ones left out). */
export function speciesSkillsOf(items: Iterable<{ type: string; system: unknown }>): string[] {
  const skills: string[] = [];
  for (const item of items) {
    if (item.type !== "species") continue;
    const skill = (item.system as { skillBonus?: unknown }).skillBonus;
    if (typeof skill === "string" && skill.trim()) skills.push(skill.trim());
  }
  return skills;
}
