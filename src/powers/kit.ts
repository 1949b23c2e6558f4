// The power rules of one ruleset, under one name: m20's Force or Space Opera's psionics. Nothing
// here decides anything; it only picks which src/rules functions apply (rulings: "Psionics replaces
// the Force").
import { m20, spaceOpera } from "../rules/index.js";
import type { Stat } from "../rules/d20/stats.js";
import type { Power, PowerId } from "../rules/powers/types.js";

export type PowerRuleset = "m20" | "spaceOpera";

/** A resister's numbers, with its power skill (Force or Psionics) under one key. */
export interface ResisterStats {
  physical: number;
  /** Force rank (m20) or Psionics rank (Space Opera); droids have 0. */
  power: number;
  statBonuses: Record<Stat, number>;
}

export interface PowerKit {
  ruleset: PowerRuleset;
  /** The power skill's key on actors ("force" / "psionics"). */
  skill: "force" | "psionics";
  /** The item type that holds these powers. */
  itemType: "forcePower" | "psionicPower";
  power(id: PowerId): Power<string>;
  cost(a: { targets: number; inCombat: boolean; affinity?: boolean }): number;
  penalty(targets: number): number;
  checkBonus(a: { rank: number; statBonus: number; targets: number; other?: number }): number;
  resistBonus(power: Power<string>, target: ResisterStats): number;
  damageFormula(power: Power<string>, level: number): string | null;
  canUse(a: { knight: boolean; droid: boolean }): { ok: true } | { ok: false; reason: string };
}

const m20Kit: PowerKit = {
  ruleset: "m20",
  skill: "force",
  itemType: "forcePower",
  power: (id) => m20.FORCE_POWERS[id],
  cost: (a) => m20.forceCost(a),
  penalty: (targets) => m20.forcePenalty(targets),
  checkBonus: ({ rank, ...rest }) => m20.forceCheckBonus({ forceRank: rank, ...rest }),
  resistBonus: (power, t) =>
    m20.resistBonus(power as m20.ForcePower, {
      skills: { physical: t.physical, force: t.power },
      statBonuses: t.statBonuses,
    }),
  damageFormula: (power, level) => m20.forcePowerDamageFormula(power as m20.ForcePower, level),
  canUse: (a) => m20.canUseForce(a),
};

const operaKit: PowerKit = {
  ruleset: "spaceOpera",
  skill: "psionics",
  itemType: "psionicPower",
  power: (id) => spaceOpera.PSIONIC_POWERS[id],
  cost: (a) => spaceOpera.psionicCost(a),
  penalty: (targets) => spaceOpera.psionicPenalty(targets),
  checkBonus: ({ rank, ...rest }) => spaceOpera.psionicCheckBonus({ psionicsRank: rank, ...rest }),
  resistBonus: (power, t) =>
    spaceOpera.resistBonus(power as spaceOpera.PsionicPower, {
      skills: { physical: t.physical, psionics: t.power },
      statBonuses: t.statBonuses,
    }),
  damageFormula: (power, level) =>
    spaceOpera.psionicDamageFormula(power as spaceOpera.PsionicPower, level),
  canUse: (a) => spaceOpera.canUsePsionics(a),
};

/** The power rules of a ruleset, or null for Star Worlds (it has no powers). */
export function powerKit(ruleset: string): PowerKit | null {
  if (ruleset === "m20") return m20Kit;
  if (ruleset === "spaceOpera") return operaKit;
  return null;
}

export function isPowerId(value: unknown): value is PowerId {
  return typeof value === "string" && (m20.FORCE_POWER_IDS as readonly string[]).includes(value);
}
