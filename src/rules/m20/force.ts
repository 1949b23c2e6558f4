// The Force in m20: the ten powers as data with the "force" skill, and its rules under their
// m20 names. Only Knights use powers; every non-droid has a Force rank to resist with.
import type { Stat } from "../d20/core.js";
import {
  battlemindBonus,
  canUsePowers,
  checkBonusOf,
  machineRanksOf,
  negateEnergy,
  powerCost,
  powerDamageFormula,
  powerPenalty,
  powerResistBonus,
  PRONE_AC_PENALTY,
  powerAffects,
  powerPayment,
} from "../powers/rules.js";
import { powerTable } from "../powers/table.js";
import type { Power, PowerId, PowerResistOption } from "../powers/types.js";
import { POWER_IDS } from "../powers/types.js";

export type ForcePowerId = PowerId;
export type ResistOption = PowerResistOption<"force">;
export type ForcePower = Power<"force">;

export const FORCE_POWER_IDS: readonly ForcePowerId[] = POWER_IDS;
export const FORCE_POWERS: Record<ForcePowerId, ForcePower> = powerTable("force");

export { battlemindBonus, negateEnergy, PRONE_AC_PENALTY, powerAffects, powerPayment };
export type { PowerPayment, PowerRefusal } from "../powers/rules.js";

/** HP cost of one Force use: 4 (2 with Affinity) + 1 per extra target, in combat only. */
export const forceCost = powerCost;
/** −2 per target beyond the first. */
export const forcePenalty = powerPenalty;
export const canUseForce = canUsePowers;

export const forceCheckBonus: (a: {
  forceRank: number;
  statBonus: number;
  targets: number;
  other?: number;
}) => number = checkBonusOf("forceRank");

export const resistBonus: (
  power: ForcePower,
  target: { skills: { physical: number; force: number }; statBonuses: Record<Stat, number> },
) => number = powerResistBonus;

export const forcePowerDamageFormula: (power: ForcePower, knightLevel: number) => string | null =
  powerDamageFormula;

/**
 * The skill ranks the rules read: a droid's stored Force rank counts 0 everywhere (seed 000 line 25,
 * "all characters have a Force skill rank (except droids)"; rulings: the Force). Stored ranks stay as
 * typed, so switching the droid flag off brings the rank back.
 */
export const effectiveRanks: (
  skills: Readonly<Record<string, number>>,
  droid: boolean,
) => Record<string, number> = machineRanksOf("force");
