// Psionics replaces the Force in Space Opera: the same ten powers and rules, with "psionics" as
// the power skill a resister may use.
import type { Stat } from "../d20/core.js";
import {
  canUsePowers,
  checkBonusOf,
  machineRanksOf,
  powerCost,
  powerDamageFormula,
  powerPenalty,
  powerResistBonus,
} from "../powers/rules.js";
import { powerTable } from "../powers/table.js";
import { type Power, type PowerId, type PowerResistOption, POWER_IDS } from "../powers/types.js";

export type PsionicPowerId = PowerId;
export type PsionicResistOption = PowerResistOption<"psionics">;
export type PsionicPower = Power<"psionics">;

export const PSIONIC_POWER_IDS: readonly PsionicPowerId[] = POWER_IDS;
export const PSIONIC_POWERS: Record<PsionicPowerId, PsionicPower> = powerTable("psionics");

export const psionicCost = powerCost;
export const psionicPenalty = powerPenalty;
export const canUsePsionics = canUsePowers;

export const psionicCheckBonus: (a: {
  psionicsRank: number;
  statBonus: number;
  targets: number;
  other?: number;
}) => number = checkBonusOf("psionicsRank");

export const resistBonus: (
  power: PsionicPower,
  target: { skills: { physical: number; psionics: number }; statBonuses: Record<Stat, number> },
) => number = powerResistBonus;

export const psionicDamageFormula: (power: PsionicPower, level: number) => string | null =
  powerDamageFormula;

/**
 * The skill ranks the rules read: a robot has no Psionics rank, so its stored one counts 0
 * (rulings: Robots, "a robot has no Psionics rank"). Stored ranks stay as typed.
 */
export const effectiveRanks: (
  skills: Readonly<Record<string, number>>,
  robot: boolean,
) => Record<string, number> = machineRanksOf("psionics");
