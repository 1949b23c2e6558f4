// Shared setup of the combat glue tests: the stand-in, raw actor models carrying the figures each
// test gives, Holocron's combat registered, and small actor/combat builders.
import { installFoundry } from "../foundry/index.js";
import { createCombat, RawSystemModel } from "../foundry/parts/combat.js";
import type { StandInCombatDoc } from "../foundry/parts/combat.js";
import type { StandInActor } from "../foundry/parts/documents.js";
import { ACTOR_TYPES } from "../../src/config.js";
import type { HolocronCombat } from "../../src/documents/combat.js";
import type { HolocronCombatant } from "../../src/documents/combatant.js";

type Obj = Record<string, unknown>;

export async function setupCombatWorld(ruleset: "m20" | "spaceOpera" | "starWorlds" = "m20") {
  const env = installFoundry();
  const models = (env.CONFIG.Actor as { dataModels: Obj }).dataModels;
  for (const type of ACTOR_TYPES) models[type] = RawSystemModel;
  // The system's statuses, which toggleStatusEffect builds its Active Effects from.
  const { statusEffectConfig } = await import("../../src/rulesets/status-effects.js");
  const { registerSettings } = await import("../../src/settings.js");
  registerSettings();
  env.CONFIG.statusEffects = statusEffectConfig();
  await (env.game.settings as { set(ns: string, k: string, v: unknown): Promise<unknown> }).set(
    "holocron",
    "ruleset",
    ruleset,
  );
  const { registerCombat, applyWorldInitiative } =
    await import("../../src/documents/register-combat.js");
  registerCombat();
  // Holocron's Actor class, as Foundry would use it: its lifecycle keeps statuses and combatants in step.
  const { HolocronActor } = await import("../../src/documents/actor.js");
  (env.CONFIG.Actor as { documentClass: unknown }).documentClass = HolocronActor;
  const { registerCombatHooks } = await import("../../src/hooks/combat.js");
  registerCombatHooks();
  applyWorldInitiative();
  const { HolocronCombat } = await import("../../src/documents/combat.js");
  return { env, HolocronCombat };
}

export function d20System(
  o: {
    dex?: number;
    dexBonus?: number;
    hp?: number;
    mook?: boolean;
    level?: number;
    strBonus?: number;
  } = {},
) {
  return {
    stats: { str: 12, dex: o.dex ?? 10, mnd: 10 },
    bonuses: { str: o.strBonus ?? 1, dex: o.dexBonus ?? 0, mnd: 0 },
    level: o.level ?? 1,
    health: { value: o.hp ?? 10, max: 20 },
    strDamage: { value: 0, max: 12 },
    heroism: { value: 0, max: 3 },
    secondWindUsed: false,
    mook: o.mook ?? false,
    class: { knight: false, droid: false, affinity: false },
  };
}

export function worldsSystem(o: { speed?: number; daring?: number; dying?: boolean } = {}) {
  return {
    attributes: { menace: 0, daring: o.daring ?? 0, guile: 0, acuity: 0, presence: 0, spirit: 0 },
    health: { value: 12, max: 12 },
    armor: 0,
    speed: o.speed ?? 4,
    wounded: false,
    dying: o.dying ?? false,
  };
}

/** An actor of raw figures; `effects` are its Active Effects' data (statuses derive from them). */
export function makeActor(
  name: string,
  type: string,
  system: Obj,
  effects: Obj[] = [],
): StandInActor {
  const Actor = (
    Reflect.get(globalThis, "CONFIG") as { Actor: { documentClass: new (d: Obj) => StandInActor } }
  ).Actor.documentClass;
  const actor = new Actor({ name, type, system, effects });
  (Reflect.get(globalThis, "game") as { actors: Map<string, StandInActor> }).actors.set(
    actor.id,
    actor,
  );
  return actor;
}

/** A HolocronCombat (on the stand-in) with one combatant per actor. */
export function makeCombat(actors: StandInActor[], data: Obj[] = []) {
  const combat = createCombat() as StandInCombatDoc & HolocronCombat;
  // The stand-in combatant is the registered HolocronCombatant at runtime; its static type is not.
  const combatants = actors.map(
    (actor, i) =>
      combat.addCombatant({ actor, ...(data[i] ?? {}) }) as unknown as HolocronCombatant,
  );
  return { combat, combatants };
}

/**
 * The facts the GM's automation keeps about each combatant (a tie-break rank, Holocron's own
 * defeated status), written into the combat's flags as the GM's client writes them
 * (src/documents/combat-facts.ts); `facts[i]` is the i-th combatant's.
 */
export function setFacts(
  made: { combat: { flags: Record<string, unknown> }; combatants: { id: string | null }[] },
  facts: Record<string, unknown>[],
): void {
  const byId = Object.fromEntries(made.combatants.map((c, i) => [c.id, facts[i] ?? {}]));
  made.combat.flags = { ...made.combat.flags, holocron: { facts: byId } };
}

export const flush = () => new Promise((r) => setTimeout(r, 0));
