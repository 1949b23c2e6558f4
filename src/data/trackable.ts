// Token bar attributes per actor type (paths inside `system`; each bar is a {value, max} object).
import type { HolocronActorType } from "../config.js";

export const TRACKABLE_ATTRIBUTES: Record<HolocronActorType, { bar: string[]; value: string[] }> = {
  m20Character: { bar: ["health", "strDamage"], value: ["level"] },
  m20Npc: { bar: ["health", "strDamage"], value: ["level"] },
  operaCharacter: { bar: ["health", "heroism"], value: ["level", "movement"] },
  operaNpc: { bar: ["health", "heroism"], value: ["level", "movement"] },
  worldsCharacter: { bar: ["health", "heroPoints"], value: ["level"] },
  worldsNpc: { bar: ["health"], value: ["armor", "speed"] },
};
