// Token bar attributes per actor type (paths inside `system`; each bar is a {value, max} object).
import type { HolocronActorType, PartyActorType } from "../config.js";

/** The party has no bars of its own: its members' health is on their own tokens. */
export const TRACKABLE_ATTRIBUTES: Record<
  HolocronActorType | PartyActorType,
  { bar: string[]; value: string[] }
> = {
  m20Character: { bar: ["health", "strDamage"], value: ["level"] },
  m20Npc: { bar: ["health", "strDamage"], value: ["level"] },
  operaCharacter: { bar: ["health", "heroism"], value: ["level", "movement"] },
  operaNpc: { bar: ["health", "heroism"], value: ["level", "movement"] },
  worldsCharacter: { bar: ["health", "heroPoints"], value: ["level"] },
  worldsNpc: { bar: ["health"], value: ["armor", "speed"] },
  party: { bar: [], value: [] },
};

/**
 * Bars only the GM sets from a token: Hero Points are awarded by the GM and spent from cards (seed
 * 002 line 41; rulings), so a player's edit of the bar is refused. Spends, gifts and attribute
 * generation write through their own flows, not through the bar.
 */
export const GM_ONLY_BARS: readonly string[] = ["heroPoints"];
