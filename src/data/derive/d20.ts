// Derived numbers of the shared d20 block (m20 and Space Opera), all computed by src/rules.
import type { trace } from "../../rules/index.js";
import { d20 } from "../../rules/index.js";
import { LazySet, made, ownGetters, type Source } from "./shared.js";
import * as inputs from "./d20-inputs.js";
import type { D20Basis, Other } from "./d20-inputs.js";

// The inputs' helpers, read once, as the rules below: in an unbundled module graph (Vitest, the
// benches) each imported name is a module getter, and preparation calls these for every actor.
const {
  acValue,
  attackValue,
  byKind,
  damageValue,
  fillArmor,
  fillAttack,
  fillDamage,
  fillSkill,
  fillStat,
  fillWeapon,
  kinds,
  newArmor,
  newAttack,
  newDamage,
  newSkill,
  newStat,
  newWeapon,
  otherOf,
  REUSED,
  valueAddend,
} = inputs;

import type { D20Inputs, StatBlock, WeaponLine } from "./d20-types.js";
export type { D20Inputs, D20Modifiers, StatBlock, WeaponLine } from "./d20-types.js";

// The value path's rules, read once: in an unbundled module graph (Vitest, the benches) each
// `d20.X` is a chain of module getters, and preparation would read them for every actor.
const { SKILL_TOTAL, STAT_BONUS, WEAPON_ATTACK } = d20;

/** The traces of a d20 ruleset's max HP and the HP one power use costs in combat. */
export type D20HealthTraces = { maxHp: trace.Trace; powerCost: trace.Trace };

/** How each derived number was made: the traces the numbers are the values of (src/rules/trace). */
export type D20Traces = {
  /** Each stat's bonus (m20's STR after STR damage). */
  stats: Record<"str" | "dex" | "mnd", trace.Trace>;
  ac: trace.Trace;
  initiative: trace.Trace;
  attack: Record<d20.AttackKind, trace.Trace>;
  skills: Record<string, trace.Trace>;
  /** Per owned weapon id: its attack bonus and the flat part of its damage. */
  weapons: Record<string, { attack: trace.Trace; damage: trace.Trace; base: string }>;
};

export type D20Derived = {
  bonuses: StatBlock;
  armorBonus: number;
  ac: number;
  /** The attack bonus in use: the stored override, or the level. */
  attackBonus: { melee: number; ranged: number };
  attackTotals: { melee: number; ranged: number };
  /** The ranks every check reads (m20: a droid's Force rank is 0); `skills` keeps what was typed. */
  ranks: Record<string, number>;
  skillTotals: Record<string, number>;
  /** Per owned weapon id: attack bonus and damage formula with this actor's stats. */
  weapons: Record<string, WeaponLine>;
  traces: D20Traces;
};

// The damage formula parses the base formula; many actors share a few weapons, so remember results by
// base formula, then by the flat modifier the rules add (STR bonus for melee, plus other bonuses).
const damageCache = new Map<string, Map<number, string>>();
function weaponDamage(
  base: string,
  flat: number,
  kind: d20.AttackKind,
  strBonus: number,
  other: number,
): string {
  let byFlat = damageCache.get(base);
  if (byFlat === undefined) {
    if (damageCache.size > 2000) damageCache.clear();
    byFlat = new Map();
    damageCache.set(base, byFlat);
  }
  let formula = byFlat.get(flat);
  if (formula === undefined) {
    // The rules' own formula; its flat part is `flat` (DAMAGE_FLAT's value of the same inputs).
    formula = d20.damageFormula({ base, kind, strBonus, other });
    byFlat.set(flat, formula);
  }
  return formula;
}

/**
 * The traces of a d20 actor's derived numbers, each built from the same rule and inputs as its
 * number the first time it is read (a breakdown opened, a roll's dialog, a test), never in
 * preparation (architecture.md, "Explanations on demand").
 */
class D20TraceSet extends LazySet implements D20Traces {
  #source: BasisSource;
  constructor(source: BasisSource) {
    super();
    this.#source = source;
  }
  /** The basis, made by its maker the first time a trace asks (then kept). */
  #basis(): D20Basis {
    const basis = made(this.#source);
    this.#source = basis;
    return basis;
  }
  #other(): Other {
    return this.once("#other", () => otherOf(this.#basis().i));
  }
  get stats() {
    return this.once("stats", () => ({
      str: d20.STAT_BONUS.trace(fillStat(newStat(), this.#basis(), "str")),
      dex: d20.STAT_BONUS.trace(fillStat(newStat(), this.#basis(), "dex")),
      mnd: d20.STAT_BONUS.trace(fillStat(newStat(), this.#basis(), "mnd")),
    }));
  }
  get ac() {
    return this.once("ac", () =>
      d20.ARMOR_CLASS.trace({
        dexBonus: this.#basis().bonuses.dex,
        armor: this.#basis().i.items.armor.map((a) => fillArmor(newArmor(), a)),
        other: this.#other().ac,
      }),
    );
  }
  get initiative() {
    const b = this.#basis();
    return this.once("initiative", () =>
      d20.INITIATIVE.trace({ dexScore: b.i.stats.dex, dexBonus: b.bonuses.dex }),
    );
  }
  get attack() {
    return this.once("attack", () =>
      kinds((k) =>
        d20.ATTACK_TOTAL.trace(fillAttack(newAttack(), this.#basis(), k, this.#other().attack)),
      ),
    );
  }
  get skills() {
    return this.once("skills", () => {
      const out: Record<string, trace.Trace> = {};
      for (const skill in this.#basis().i.skills)
        out[skill] = d20.SKILL_TOTAL.trace(fillSkill(newSkill(), this.#basis(), skill));
      return out;
    });
  }
  get weapons() {
    return this.once("weapons", () => {
      const b = this.#basis();
      const other = this.#other();
      const damage = kinds((k) =>
        d20.DAMAGE_FLAT.trace(fillDamage(newDamage(), b, k, other.damage)),
      );
      const totals = kinds((k) =>
        d20.attackTotalAddends(fillAttack(newAttack(), b, k, other.attack)),
      );
      const out: D20Traces["weapons"] = {};
      for (const w of b.i.items.weapons) {
        const attack = d20.WEAPON_ATTACK.trace(fillWeapon(newWeapon(), w, totals[w.kind]));
        out[w.id] = { attack, damage: damage[w.kind], base: w.damage };
      }
      return out;
    });
  }
}

const D20_KEYS = ["stats", "ac", "initiative", "attack", "skills", "weapons"] as const;
const D20_HEALTH_KEYS = [...D20_KEYS, "maxHp", "powerCost"] as const;

/**
 * What a trace set is built from: the basis preparation evaluated, or a maker that evaluates it again
 * from the actor when a trace is first read. Preparation passes a maker, so the inputs (the items
 * read, the spread inputs) die young instead of living until the next preparation; an actor or item
 * change prepares the actor again and replaces the set, so the two evaluations read the same numbers.
 */
export type BasisSource = Source<D20Basis>;

/** How a d20 ruleset builds its max HP and power cost traces (from its rules' same inputs). */
export interface HealthMakers {
  maxHp(): trace.Trace;
  powerCost(): trace.Trace;
}

/** With a d20 ruleset's max HP and power cost (m20.ts, opera.ts), from its rules' same inputs. */
class D20HealthTraceSet extends D20TraceSet implements D20HealthTraces {
  #health: HealthMakers;
  constructor(basis: BasisSource, health: HealthMakers) {
    super(basis);
    this.#health = health;
  }
  get maxHp() {
    return this.once("maxHp", () => this.#health.maxHp());
  }
  get powerCost() {
    return this.once("powerCost", () => this.#health.powerCost());
  }
}

function d20Traces(basis: BasisSource, health?: HealthMakers): D20Traces {
  return health
    ? ownGetters(new D20HealthTraceSet(basis, health), D20_HEALTH_KEYS)
    : ownGetters(new D20TraceSet(basis), D20_KEYS);
}

/** The basis of an actor's d20 numbers: its inputs, the STR the STR bonus follows, the stat bonuses. */
export function d20Basis(i: D20Inputs, effectiveStr: number): D20Basis {
  const bonuses = { str: 0, dex: 0, mnd: 0 };
  const b: D20Basis = { i, effectiveStr, bonuses };
  const stat = REUSED.stat;
  bonuses.str = STAT_BONUS.value(fillStat(stat, b, "str"));
  bonuses.dex = STAT_BONUS.value(fillStat(stat, b, "dex"));
  bonuses.mnd = STAT_BONUS.value(fillStat(stat, b, "mnd"));
  return b;
}

/**
 * `effectiveStr`: STR after damage (m20), which the STR bonus follows; Space Opera passes the score.
 * `i.skills` are the ranks the rules read (m20 passes a droid's with Force 0). Numbers only: each is
 * its rule's value, and `traces` builds the same rule's trace when read.
 */
export function deriveD20(i: D20Inputs, effectiveStr: number): D20Derived;
/**
 * With `health`, the traces have the ruleset's max HP and power cost too; with `again`, they are
 * built from the basis it makes when first read (see BasisSource), not from this preparation's.
 */
export function deriveD20(
  i: D20Inputs,
  effectiveStr: number,
  health: HealthMakers,
  again?: () => D20Basis,
): D20Derived & { traces: D20Traces & D20HealthTraces };
export function deriveD20(
  i: D20Inputs,
  effectiveStr: number,
  health?: HealthMakers,
  again?: () => D20Basis,
): D20Derived {
  const b = d20Basis(i, effectiveStr);
  const { bonuses } = b;
  let armorBonus = 0;
  for (const a of i.items.armor) armorBonus += a.acBonus;
  const attackBonus = { melee: i.attack.melee ?? i.level, ranged: i.attack.ranged ?? i.level };
  const skillTotals: Record<string, number> = {};
  for (const skill in i.skills)
    skillTotals[skill] = SKILL_TOTAL.value(fillSkill(REUSED.skill, b, skill));
  // Each kind's total once; a weapon adds its own bonus to its kind's (WEAPON_ATTACK).
  const melee = attackValue(b, "melee");
  const ranged = attackValue(b, "ranged");
  const thrown = attackValue(b, "thrown");
  const flatMelee = damageValue(b, "melee");
  const flatRanged = damageValue(b, "ranged");
  const flatThrown = damageValue(b, "thrown");
  const weapons: Record<string, WeaponLine> = {};
  for (const w of i.items.weapons) {
    const total = valueAddend(byKind(w.kind, melee, ranged, thrown), REUSED.total);
    const flat = byKind(w.kind, flatMelee, flatRanged, flatThrown);
    weapons[w.id] = {
      attack: WEAPON_ATTACK.value(fillWeapon(REUSED.weapon, w, total)),
      damage: weaponDamage(w.damage, flat, w.kind, bonuses.str, i.modifiers.damage),
      damageType: w.damageType,
    };
  }
  return {
    bonuses,
    armorBonus,
    ac: acValue(b),
    attackBonus,
    attackTotals: { melee, ranged },
    ranks: i.skills,
    skillTotals,
    weapons,
    traces: d20Traces(again ?? b, health),
  };
}
