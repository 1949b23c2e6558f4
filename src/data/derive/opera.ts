// Derived data of Space Opera characters and NPCs: d20 block + max HP, psionics, chase and dying.
import { spaceOpera } from "../../rules/index.js";
import * as d20Block from "./d20.js";
import type { ItemInputs } from "./shared.js";

// The value path's rules, read once: in an unbundled module graph (Vitest, the benches) each
// `spaceOpera.X` is a chain of module getters, and preparation would read them for every actor.
const { canUsePsionics, chaseBonus, dyingCheckBonus, effectiveRanks, MAX_HP, PSIONIC_COST } =
  spaceOpera;
const { d20Basis, deriveD20 } = d20Block;

export type OperaInputs = {
  stats: d20Block.StatBlock;
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
  modifiers: d20Block.D20Modifiers;
  modifierTerms?: NonNullable<d20Block.D20Inputs["modifierTerms"]>;
};

export type OperaDerived = d20Block.D20Derived & {
  maxHp: number;
  psionics: { blocked: spaceOpera.PowerRefusal | null; costInCombat: number; costNow: number };
  /** Bonus on chase checks from movement over 30 ft. */
  chaseBonus: number;
  /** d20 + this vs DC 20 while dying. */
  dyingCheckBonus: number;
  traces: d20Block.D20Traces & d20Block.D20HealthTraces;
};

/** One use's cost in combat with one target (the same for every actor: no Affinity in Space Opera). */
const COST_IN = { targets: 1, inCombat: true, affinity: false };

/** The max HP and psionic cost traces, from the inputs their values were evaluated on. */
class OperaHealth implements d20Block.HealthMakers {
  readonly #hp: Parameters<typeof spaceOpera.MAX_HP.value>[0];
  constructor(hp: Parameters<typeof spaceOpera.MAX_HP.value>[0]) {
    this.#hp = hp;
  }
  maxHp() {
    return spaceOpera.MAX_HP.trace(this.#hp);
  }
  powerCost() {
    return spaceOpera.PSIONIC_COST.trace(COST_IN);
  }
}

/** The d20 inputs of Space Opera's: a robot's stored Psionics rank counts 0 (rulings: Robots). */
function d20Inputs(i: OperaInputs): d20Block.D20Inputs {
  return { ...i, skills: effectiveRanks(i.skills, i.robot) };
}

/** `again`: the actor's inputs read anew, which its traces are built from when first read. */
export function deriveOpera(i: OperaInputs, again?: () => OperaInputs): OperaDerived {
  const hpIn = { str: i.stats.str, level: i.level };
  const base = deriveD20(
    d20Inputs(i),
    i.stats.str,
    new OperaHealth(hpIn),
    again &&
      (() => {
        const inputs = again();
        return d20Basis(d20Inputs(inputs), inputs.stats.str);
      }),
  );
  const allowed = canUsePsionics({ knight: i.knight, droid: i.robot, mook: i.mook });
  const costInCombat = PSIONIC_COST.value(COST_IN);
  // Extends the d20 result in place: this runs for every actor on every preparation.
  return Object.assign(base, {
    maxHp: MAX_HP.value(hpIn),
    psionics: {
      blocked: allowed.ok ? null : allowed.reason,
      costInCombat,
      costNow: i.inCombat ? costInCombat : 0,
    },
    chaseBonus: chaseBonus(i.movement),
    dyingCheckBonus: dyingCheckBonus({ strBonus: base.bonuses.str, level: i.level }),
  });
}
