// Star Worlds levels on the sheet: a level earned by spending Hero Points waits until it is taken.
import { starWorlds } from "../../rules/index.js";
import type { HealthSubject, LevelUp } from "../ruleset.js";

/** The next level and its gains when Hero Points spent have earned more than the current level. */
export function starWorldsLevelWaiting(actor: HealthSubject): LevelUp | null {
  // NPCs do not level.
  if (actor.type !== "worldsCharacter") return null;
  const { level } = actor.system;
  const { spent } = actor.system.heroPoints;
  // Stored data from before the schema's integer check may hold anything.
  if (!Number.isInteger(level) || !Number.isInteger(spent) || spent < 0) return null;
  // A GM may set a level beyond the table; nothing waits there.
  if (level < 1 || level >= starWorlds.MAX_LEVEL) return null;
  if (starWorlds.levelsWaiting({ level, spent }) < 1) return null;
  const gains = starWorlds.levelGains(level + 1);
  const ids = Object.keys(gains) as (keyof starWorlds.LevelGains)[];
  return {
    level: level + 1,
    gains: ids.filter((id) => gains[id] > 0).map((id) => ({ id, amount: gains[id] })),
  };
}
