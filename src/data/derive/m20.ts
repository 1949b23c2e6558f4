// Derived data of m20 characters and NPCs: d20 block + max HP, effective STR and the Force.
import { m20 } from "../../rules/index.js";
import * as d20Block from "./d20.js";
import type {
  D20Inputs,
  D20Derived,
  D20HealthTraces,
  D20Modifiers,
  D20Traces,
  HealthMakers,
  StatBlock,
} from "./d20.js";
import type { ItemInputs } from "./shared.js";

// The value path's rules, read once: in an unbundled module graph (Vitest, the benches) each
// `m20.X` is a chain of module getters, and preparation would read them for every actor.
const { canUseForce, effectiveRanks, effectiveStr: strAfterDamage, FORCE_COST, MAX_HP } = m20;
const { d20Basis, deriveD20 } = d20Block;

export type M20Inputs = {
  stats: StatBlock;
  level: number;
  class: { knight: boolean; droid: boolean; affinity: boolean };
  /** An NPC marked as a mook: no hit points, so no powers (rulings: Mooks); absent: not a mook. */
  mook?: boolean | undefined;
  skills: Record<string, number>;
  attack: { melee: number | null; ranged: number | null };
  hitDice: number[];
  strDamage: number;
  items: ItemInputs;
  inCombat: boolean;
  modifiers: D20Modifiers;
  modifierTerms?: NonNullable<D20Inputs["modifierTerms"]>;
};

export type ForceView = {
  /** null when usable, else why not ("notKnight" | "droid" | "mook"). */
  blocked: m20.PowerRefusal | null;
  /** HP one use costs in combat with one target (4, or 2 with Affinity). */
  costInCombat: number;
  /** What one use costs right now (0 out of combat). */
  costNow: number;
};

export type M20Derived = D20Derived & {
  effectiveStr: number;
  maxHp: number;
  /** Levels without a recorded hit die (the sheet asks for them). */
  hitDiceMissing: number;
  /** Above the rules' cap of 10 (allowed, the sheet warns). */
  aboveLevelCap: boolean;
  force: ForceView;
  traces: D20Traces & D20HealthTraces;
};

type CostInputs = Parameters<typeof m20.FORCE_COST.value>[0];
/** One use's cost in combat with one target, with and without Affinity (the same for every actor). */
const COST_IN: CostInputs = { targets: 1, inCombat: true, affinity: false };
const AFFINITY_COST_IN: CostInputs = { targets: 1, inCombat: true, affinity: true };

/** The max HP and Force cost traces, from the inputs their values were evaluated on. */
class M20Health implements HealthMakers {
  readonly #hp: Parameters<typeof m20.MAX_HP.value>[0];
  readonly #cost: CostInputs;
  constructor(hp: Parameters<typeof m20.MAX_HP.value>[0], cost: CostInputs) {
    this.#hp = hp;
    this.#cost = cost;
  }
  maxHp() {
    return m20.MAX_HP.trace(this.#hp);
  }
  powerCost() {
    return m20.FORCE_COST.trace(this.#cost);
  }
}

/** STR after damage, which the STR bonus follows. */
const effectiveStrOf = (i: M20Inputs) =>
  strAfterDamage({ str: i.stats.str, strDamage: i.strDamage });
/** The d20 inputs of m20's: a droid's Force rank counts 0. */
const d20Inputs = (i: M20Inputs): D20Inputs => ({
  ...i,
  skills: effectiveRanks(i.skills, i.class.droid),
});

/** `again`: the actor's inputs read anew, which its traces are built from when first read. */
export function deriveM20(i: M20Inputs, again?: () => M20Inputs): M20Derived {
  const effectiveStr = effectiveStrOf(i);
  const costIn = i.class.affinity ? AFFINITY_COST_IN : COST_IN;
  const hpIn = { str: i.stats.str, hitDice: i.hitDice, level: i.level };
  const base = deriveD20(
    d20Inputs(i),
    effectiveStr,
    new M20Health(hpIn, costIn),
    again &&
      (() => {
        const inputs = again();
        return d20Basis(d20Inputs(inputs), effectiveStrOf(inputs));
      }),
  );
  const allowed = canUseForce({ knight: i.class.knight, droid: i.class.droid, mook: i.mook });
  const costInCombat = FORCE_COST.value(costIn);
  // Extends the d20 result in place: this runs for every actor on every preparation.
  return Object.assign(base, {
    effectiveStr,
    maxHp: MAX_HP.value(hpIn),
    hitDiceMissing: Math.max(0, i.level - i.hitDice.length),
    aboveLevelCap: i.level > m20.LEVEL_CAP,
    force: {
      blocked: allowed.ok ? null : allowed.reason,
      costInCombat,
      costNow: i.inCombat ? costInCombat : 0,
    },
  });
}
