// Derived data of Space Opera characters and NPCs: d20 block + max HP, psionics, chase and dying.
import { spaceOpera } from "../../rules/index.js";
import {
  deriveD20,
  type D20Inputs,
  type D20Derived,
  type D20HealthTraces,
  type D20Modifiers,
  type D20Traces,
  type StatBlock,
} from "./d20.js";
import type { ItemInputs } from "./items.js";

export type OperaInputs = {
  stats: StatBlock;
  level: number;
  knight: boolean;
  robot: boolean;
  /** An NPC marked as a mook: no hit points, so no powers (rulings: Mooks); absent: not a mook. */
  mook?: boolean | undefined;
  skills: Record<string, number>;
  attack: { melee: number | null; ranged: number | null };
  movement: number;
  items: ItemInputs;
  inCombat: boolean;
  modifiers: D20Modifiers;
  modifierTerms?: NonNullable<D20Inputs["modifierTerms"]>;
};

export type OperaDerived = D20Derived & {
  maxHp: number;
  psionics: { blocked: spaceOpera.PowerRefusal | null; costInCombat: number; costNow: number };
  /** Bonus on chase checks from movement over 30 ft. */
  chaseBonus: number;
  /** d20 + this vs DC 20 while dying. */
  dyingCheckBonus: number;
  traces: D20Traces & D20HealthTraces;
};

export function deriveOpera(i: OperaInputs): OperaDerived {
  const costIn = { targets: 1, inCombat: true, affinity: false };
  const hpIn = { str: i.stats.str, level: i.level };
  // A robot's stored Psionics rank counts 0 (rulings: Robots).
  const base = deriveD20(
    { ...i, skills: spaceOpera.effectiveRanks(i.skills, i.robot) },
    i.stats.str,
    {
      maxHp: () => spaceOpera.MAX_HP.trace(hpIn),
      powerCost: () => spaceOpera.PSIONIC_COST.trace(costIn),
    },
  );
  const allowed = spaceOpera.canUsePsionics({ knight: i.knight, droid: i.robot, mook: i.mook });
  const costInCombat = spaceOpera.PSIONIC_COST.value(costIn);
  // Extends the d20 result in place: this runs for every actor on every preparation.
  return Object.assign(base, {
    maxHp: spaceOpera.MAX_HP.value(hpIn),
    psionics: {
      blocked: allowed.ok ? null : allowed.reason,
      costInCombat,
      costNow: i.inCombat ? costInCombat : 0,
    },
    chaseBonus: spaceOpera.chaseBonus(i.movement),
    dyingCheckBonus: spaceOpera.dyingCheckBonus({ strBonus: base.bonuses.str, level: i.level }),
  });
}
