// The system's status effects. Stable 16-character _ids keep the ActiveEffects they create stable
// across reloads; names are i18n keys (core localizes them); icons are Foundry core's.
import { m20 } from "../rules/index.js";
import { addChange, changesData } from "../compat/generation.js";
import {
  ACTOR_TYPES,
  RULESET_OF_ACTOR_TYPE,
  type HolocronActorType,
  type RulesetId,
} from "../config.js";
/** Statuses the rulesets set and clear themselves (damage, healing, rest). */
export const HEALTH_STATUS_IDS = [
  "unconscious",
  "dying",
  "dead",
  "wounded",
  "defeated",
  "exhausted",
  "outCold",
] as const;
export type HealthStatusId = (typeof HEALTH_STATUS_IDS)[number];

export const STATUS_IDS = [
  ...HEALTH_STATUS_IDS,
  "prone",
  "shutDown",
  "battlemind",
  "sick",
  "lostLimb",
] as const;
export type StatusId = (typeof STATUS_IDS)[number];

export interface HolocronStatusEffect {
  id: StatusId;
  _id: string;
  name: string;
  img: string;
}

export const STATUS_EFFECTS: readonly HolocronStatusEffect[] = [
  {
    id: "unconscious",
    _id: "holocronUncons00",
    name: "HOLOCRON.Status.unconscious",
    img: "icons/svg/unconscious.svg",
  },
  {
    id: "dying",
    _id: "holocronDying000",
    name: "HOLOCRON.Status.dying",
    img: "icons/svg/degen.svg",
  },
  { id: "dead", _id: "holocronDead0000", name: "HOLOCRON.Status.dead", img: "icons/svg/skull.svg" },
  {
    id: "wounded",
    _id: "holocronWounded0",
    name: "HOLOCRON.Status.wounded",
    img: "icons/svg/blood.svg",
  },
  {
    id: "defeated",
    _id: "holocronDefeated",
    name: "HOLOCRON.Status.defeated",
    img: "icons/svg/cancel.svg",
  },
  {
    id: "prone",
    _id: "holocronProne000",
    name: "HOLOCRON.Status.prone",
    img: "icons/svg/falling.svg",
  },
  {
    id: "shutDown",
    _id: "holocronShutDown",
    name: "HOLOCRON.Status.shutDown",
    img: "icons/svg/daze.svg",
  },
  {
    id: "battlemind",
    _id: "holocronBattlemi",
    name: "HOLOCRON.Status.battlemind",
    img: "icons/svg/aura.svg",
  },
  // Star Worlds' other conditions (seed 002 line 38; rulings.md).
  {
    id: "exhausted",
    _id: "holocronExhauste",
    name: "HOLOCRON.Status.exhausted",
    img: "icons/svg/downgrade.svg",
  },
  {
    id: "sick",
    _id: "holocronSick0000",
    name: "HOLOCRON.Status.sick",
    img: "icons/svg/poison.svg",
  },
  {
    id: "outCold",
    _id: "holocronOutCold0",
    name: "HOLOCRON.Status.outCold",
    img: "icons/svg/sleep.svg",
  },
  {
    id: "lostLimb",
    _id: "holocronLostLimb",
    name: "HOLOCRON.Status.lostLimb",
    img: "icons/svg/bones.svg",
  },
];

/** What a status changes while it lasts: prone is −4 AC (m20 Force Push) until the creature stands. */
export const STATUS_CHANGES: Readonly<Partial<Record<StatusId, { key: string; value: number }[]>>> =
  {
    prone: [{ key: "system.modifiers.ac", value: m20.PRONE_AC_PENALTY }],
  };

const D20: readonly RulesetId[] = ["m20", "spaceOpera"];
const ALL: readonly RulesetId[] = ["m20", "spaceOpera", "starWorlds"];

/**
 * The rulesets whose tokens offer each status in the token HUD: the states each ruleset's rules and
 * sheet know (m20 seed 000 lines 5, 31, 33, 37; Space Opera's dying, Battle Trance and Stun Droid;
 * Star Worlds' conditions, seed 002 lines 28, 38). Dead is on every ruleset's tokens. So is defeated:
 * it is the combat tracker's defeated mark (CONFIG.specialStatusEffects.DEFEATED, register-combat.ts),
 * which core and src/documents/state-writer.ts put on any combatant's token as an overlay, a Star
 * Worlds one gone out too, and the GM clears it from the HUD
 * (https://foundryvtt.com/api/v13/interfaces/CONFIG._StatusEffectConfig.html: the HUD offers a
 * status only on the actor types its `hud.actorTypes` names).
 */
export const RULESETS_OF_STATUS: Readonly<Record<StatusId, readonly RulesetId[]>> = {
  unconscious: D20,
  dying: ["spaceOpera", "starWorlds"],
  dead: ALL,
  wounded: ["starWorlds"],
  defeated: ALL,
  exhausted: ["starWorlds"],
  outCold: ["starWorlds"],
  prone: D20,
  shutDown: D20,
  battlemind: D20,
  sick: ["starWorlds"],
  lostLimb: ["starWorlds"],
};

/** The actor types whose token HUD offers `id`. */
export function hudActorTypes(id: StatusId): HolocronActorType[] {
  return ACTOR_TYPES.filter((type) => RULESETS_OF_STATUS[id].includes(RULESET_OF_ACTOR_TYPE[type]));
}

/**
 * CONFIG.statusEffects entries: their Active Effect changes in the running Foundry's shape,
 * `hud: { actorTypes }` so the token HUD offers a status only on its rulesets' actor types
 * (https://foundryvtt.com/api/v13/interfaces/CONFIG._StatusEffectConfig.html,
 * https://foundryvtt.com/api/v14/interfaces/CONFIG._StatusEffectConfig.html), and V14's `order`
 * (the HUD's order; V13 ignores it, dnd5e 5.3 sets it on both) as STATUS_EFFECTS lists them.
 */
export function statusEffectConfig() {
  return STATUS_EFFECTS.map((status, index) => {
    const effect = { ...status, order: index + 1 };
    const hud = { actorTypes: hudActorTypes(effect.id) };
    const changes = STATUS_CHANGES[effect.id];
    if (!changes) return { ...effect, hud };
    return {
      ...effect,
      hud,
      ...changesData(changes.map((c) => addChange(c.key, c.value))),
    };
  });
}

export function isStatusId(id: string): id is StatusId {
  return (STATUS_IDS as readonly string[]).includes(id);
}
