// The system's status effects. Stable 16-character _ids keep the ActiveEffects they create stable
// across reloads; names are i18n keys (core localizes them); icons are Foundry core's.
import { m20 } from "../rules/index.js";
import { addChange } from "../compat/effect-change.js";
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

/** CONFIG.statusEffects entries, their Active Effect changes in the running Foundry's shape. */
export function statusEffectConfig() {
  return STATUS_EFFECTS.map((effect) => {
    const changes = STATUS_CHANGES[effect.id];
    if (!changes) return { ...effect };
    return {
      ...effect,
      changes: changes.map((c) => addChange(c.key, c.value)),
    };
  });
}

/** Statuses drawn as a large overlay on the token (out of the fight). */
export const OVERLAY_STATUSES: ReadonlySet<string> = new Set(["dead", "defeated"]);

export function isStatusId(id: string): id is StatusId {
  return (STATUS_IDS as readonly string[]).includes(id);
}
