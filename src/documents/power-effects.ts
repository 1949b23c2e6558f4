// Carrying out a power's effects: Battlemind's Active Effect on the Knight, statuses on targets
// (written by the GM authority that carries the power out).
import { SYSTEM_ID } from "../config.js";
import { actorByUuid } from "./actor-by-uuid.js";
import { addChange, changesData, type EffectChangesData } from "../compat/generation.js";
import { notify } from "../compat/notify.js";

/**
 * The actor fields Battlemind adds to. The d20 models add `system.modifiers.{attack,damage,ac}`
 * into the attack totals, weapon damage and AC they derive.
 */
export const BATTLEMIND_CHANGE_KEYS = [
  "system.modifiers.attack",
  "system.modifiers.damage",
  "system.modifiers.ac",
] as const;

/** Its changes where the running generation keeps them (src/compat/generation.ts). */
export type BattlemindEffectData = {
  name: string;
  img: string;
  origin: string;
  statuses: string[];
  flags: { holocron: { untilCombatEnd: true; battlemind: number } };
} & EffectChangesData;

/** The Active Effect Battlemind gives: +bonus to attack, damage and AC until the combat ends. */
export function battlemindEffectData(a: {
  name: string;
  img: string;
  origin: string;
  bonus: number;
}): BattlemindEffectData {
  return {
    name: a.name,
    img: a.img,
    origin: a.origin,
    statuses: ["battlemind"],
    ...changesData(BATTLEMIND_CHANGE_KEYS.map((key) => addChange(key, a.bonus, 20))),
    flags: { holocron: { untilCombatEnd: true, battlemind: a.bonus } },
  };
}

type EffectLike = { id: string | null; flags: unknown };

/** Earlier Battlemind effects (a new one replaces them: the bonuses do not stack). */
export function battlemindEffectIds(effects: Iterable<EffectLike>): string[] {
  const ids: string[] = [];
  for (const e of effects) {
    const flags = e.flags as Record<string, Record<string, unknown> | undefined> | undefined;
    if (e.id && typeof flags?.[SYSTEM_ID]?.battlemind === "number") ids.push(e.id);
  }
  return ids;
}

export async function applyBattlemind(
  actor: Actor.Implementation,
  a: { name: string; img: string; origin: string; bonus: number },
): Promise<void> {
  if (a.bonus <= 0) return;
  const old = battlemindEffectIds(actor.effects);
  if (old.length) await actor.deleteEmbeddedDocuments("ActiveEffect", old);
  const data = battlemindEffectData(a);
  await actor.createEmbeddedDocuments("ActiveEffect", [data]);
}

/**
 * Turns a status on: the resolved outcome of a power row, carried out by the GM authority; `origin`
 * is the power's item (its name and its user's show where the status's modifiers are explained).
 */
export async function setStatus(
  actorUuid: string,
  status: "prone" | "shutDown",
  origin?: string,
): Promise<void> {
  const actor = await actorByUuid(actorUuid);
  if (!actor) {
    notify("warn", "HOLOCRON.Power.Notify.TargetGone", { name: actorUuid });
    return;
  }
  await actor.carryOutCondition(status, true, origin);
}
