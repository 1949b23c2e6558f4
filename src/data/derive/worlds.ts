// Derived data of Star Worlds characters: max Vitality, Armor and Speed from worn armor, levels.
import { starWorlds } from "../../rules/index.js";
import type { ItemInputs } from "./items.js";

export type WorldsInputs = {
  menace: number;
  level: number;
  heroPointsSpent: number;
  items: ItemInputs;
};

export type WorldsDerived = {
  maxVitality: number;
  armor: number;
  speed: number;
  /** The level the Hero Points spent have earned (1–10). */
  earnedLevel: number;
  /** Levels earned but not yet taken (taken after a rest). */
  levelsWaiting: number;
  /** Extra d6 of damage from the level table (+1 at 5, +2 at 10). */
  damageDice: number;
};

export function deriveWorlds(i: WorldsInputs): WorldsDerived {
  const worn = starWorlds.armorAndSpeed(
    i.items.armor.map(({ armor, speed }) => ({ armor, speed })),
  );
  return {
    maxVitality: starWorlds.maxVitality({ menace: i.menace, level: i.level }),
    armor: worn.armor,
    speed: worn.speed,
    earnedLevel: starWorlds.levelForHeroPointsSpent(i.heroPointsSpent),
    levelsWaiting: starWorlds.levelsWaiting({ level: i.level, spent: i.heroPointsSpent }),
    damageDice: starWorlds.damageDiceBonus(i.level),
  };
}
