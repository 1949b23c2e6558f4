// Derived numbers of the shared d20 block (m20 and Space Opera), all computed by src/rules.
import type { trace } from "../../rules/index.js";
import { d20 } from "../../rules/index.js";
import type { ItemInputs } from "./items.js";
import { reconcile, type ModifierKey, type ModifierTerms } from "./modifier-terms.js";
import { LazySet, ownGetters } from "./lazy.js";

export type StatBlock = { str: number; dex: number; mnd: number };
/** Situational bonuses that Active Effects add to (Battlemind +N, prone −4 AC). */
export type D20Modifiers = { attack: number; damage: number; ac: number };
export type WeaponLine = { attack: number; damage: string; damageType: string };

export type D20Inputs = {
  stats: StatBlock;
  level: number;
  attack: { melee: number | null; ranged: number | null };
  skills: Record<string, number>;
  items: ItemInputs;
  modifiers: D20Modifiers;
  /**
   * Which effects make up the modifiers (modifier-terms.ts), or how to find them when a trace asks;
   * without it they show as one term.
   */
  modifierTerms?: ModifierTerms | (() => ModifierTerms);
};

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

type Other = Record<ModifierKey, trace.Addends>;
type WeaponAttackInputs = Parameters<typeof d20.WEAPON_ATTACK.value>[0];
type DamageFlatInputs = Parameters<typeof d20.DAMAGE_FLAT.value>[0];

/** The inputs each traced rule was evaluated on for the value: a trace asked later reuses them. */
interface D20RuleInputs {
  stats: Record<d20.Stat, Parameters<typeof d20.STAT_BONUS.value>[0]>;
  attack: Record<d20.AttackKind, d20.AttackTotalInputs>;
  skills: Record<string, Parameters<typeof d20.SKILL_TOTAL.value>[0]>;
  damage: Record<d20.AttackKind, DamageFlatInputs>;
  ac: Parameters<typeof d20.ARMOR_CLASS.value>[0];
  initiative: Parameters<typeof d20.INITIATIVE.value>[0];
  weapons: { id: string; base: string; kind: d20.AttackKind; attack: WeaponAttackInputs }[];
}

function mapRecord<K extends string, A, T>(r: Record<K, A>, f: (a: A) => T): Record<K, T> {
  const out = {} as Record<K, T>;
  for (const key in r) out[key] = f(r[key]);
  return out;
}

/**
 * The traces of a d20 actor's derived numbers, each built from the same rule and inputs as its
 * number the first time it is read (a breakdown opened, a roll's dialog, a test), never in
 * preparation (architecture.md, "Explanations on demand").
 */
class D20TraceSet extends LazySet implements D20Traces {
  #in: D20RuleInputs;
  constructor(inputs: D20RuleInputs) {
    super();
    this.#in = inputs;
  }
  get stats() {
    return this.once("stats", () => mapRecord(this.#in.stats, (a) => d20.STAT_BONUS.trace(a)));
  }
  get ac() {
    return this.once("ac", () => d20.ARMOR_CLASS.trace(this.#in.ac));
  }
  get initiative() {
    return this.once("initiative", () => d20.INITIATIVE.trace(this.#in.initiative));
  }
  get attack() {
    return this.once("attack", () => mapRecord(this.#in.attack, (a) => d20.ATTACK_TOTAL.trace(a)));
  }
  get skills() {
    return this.once("skills", () => mapRecord(this.#in.skills, (a) => d20.SKILL_TOTAL.trace(a)));
  }
  get weapons() {
    return this.once("weapons", () => {
      const damage = mapRecord(this.#in.damage, (a) => d20.DAMAGE_FLAT.trace(a));
      const out: D20Traces["weapons"] = {};
      for (const w of this.#in.weapons) {
        const attack = d20.WEAPON_ATTACK.trace(w.attack);
        out[w.id] = { attack, damage: damage[w.kind], base: w.base };
      }
      return out;
    });
  }
}

const D20_KEYS = ["stats", "ac", "initiative", "attack", "skills", "weapons"] as const;

/** With a d20 ruleset's max HP and power cost (m20.ts, opera.ts), from its rules' same inputs. */
class D20HealthTraceSet extends D20TraceSet implements D20HealthTraces {
  #health: HealthMakers;
  constructor(inputs: D20RuleInputs, health: HealthMakers) {
    super(inputs);
    this.#health = health;
  }
  get maxHp() {
    return this.once("maxHp", this.#health.maxHp);
  }
  get powerCost() {
    return this.once("powerCost", this.#health.powerCost);
  }
}

function d20Traces(inputs: D20RuleInputs, health?: HealthMakers): D20Traces {
  return health
    ? ownGetters(new D20HealthTraceSet(inputs, health), [...D20_KEYS, "maxHp", "powerCost"])
    : ownGetters(new D20TraceSet(inputs), D20_KEYS);
}

/** How a d20 ruleset builds its max HP and power cost traces (from its rules' same inputs). */
export type HealthMakers = { maxHp: () => trace.Trace; powerCost: () => trace.Trace };

/** The effect terms of an actor's modifiers, found once when a trace first asks. */
class EffectTerms {
  #source: D20Inputs["modifierTerms"];
  #terms: ModifierTerms | undefined;
  constructor(source: D20Inputs["modifierTerms"]) {
    this.#source = source;
  }
  of(key: ModifierKey): readonly trace.TraceTerm[] | undefined {
    const source = this.#source;
    this.#terms ??= typeof source === "function" ? source() : source;
    return this.#terms?.[key];
  }
}

/** A d20 modifier (attack, damage, AC) as the rules add it: its sum, its effects' terms on demand. */
class EffectModifier implements trace.SummedTerms {
  readonly value: number;
  #effects: EffectTerms;
  #key: ModifierKey;
  constructor(value: number, effects: EffectTerms, key: ModifierKey) {
    this.value = value;
    this.#effects = effects;
    this.#key = key;
  }
  terms(): readonly trace.TraceTerm[] {
    return reconcile(this.#effects.of(this.#key), this.value);
  }
}

function otherOf(i: D20Inputs): Other {
  const effects = new EffectTerms(i.modifierTerms);
  return {
    attack: new EffectModifier(i.modifiers.attack, effects, "attack"),
    damage: new EffectModifier(i.modifiers.damage, effects, "damage"),
    ac: new EffectModifier(i.modifiers.ac, effects, "ac"),
  };
}

const NONE: readonly trace.TraceTerm[] = [];

/**
 * `effectiveStr`: STR after damage (m20), which the STR bonus follows; Space Opera passes the score.
 * `i.skills` are the ranks the rules read (m20 passes a droid's with Force 0). Numbers only: each is
 * its rule's value, and `traces` builds the same rule's trace when read.
 */
export function deriveD20(i: D20Inputs, effectiveStr: number): D20Derived;
/** With `health`, the traces have the ruleset's max HP and power cost too. */
export function deriveD20(
  i: D20Inputs,
  effectiveStr: number,
  health: HealthMakers,
): D20Derived & { traces: D20Traces & D20HealthTraces };
export function deriveD20(i: D20Inputs, effectiveStr: number, health?: HealthMakers): D20Derived {
  const statIn = {
    str: { stat: "str" as const, score: i.stats.str, effective: effectiveStr },
    dex: { stat: "dex" as const, score: i.stats.dex },
    mnd: { stat: "mnd" as const, score: i.stats.mnd },
  };
  const bonuses = {
    str: d20.STAT_BONUS.value(statIn.str),
    dex: d20.STAT_BONUS.value(statIn.dex),
    mnd: d20.STAT_BONUS.value(statIn.mnd),
  };
  const other = otherOf(i);
  const armorBonus = i.items.armor.reduce((sum, a) => sum + a.acBonus, 0);
  const attackBonus = { melee: i.attack.melee ?? i.level, ranged: i.attack.ranged ?? i.level };
  const attackIn = (kind: d20.AttackKind, typed: number | null, bonus: number) => ({
    kind,
    strBonus: bonuses.str,
    dexBonus: bonuses.dex,
    attackBonus: bonus,
    attackBonusSource: typed === null ? ("level" as const) : ("override" as const),
    other: other.attack,
  });
  const attack = {
    melee: attackIn("melee", i.attack.melee, attackBonus.melee),
    ranged: attackIn("ranged", i.attack.ranged, attackBonus.ranged),
    thrown: attackIn("thrown", i.attack.ranged, attackBonus.ranged),
  };
  const skillTotals: Record<string, number> = {};
  const skillIn: D20RuleInputs["skills"] = {};
  for (const skill in i.skills) {
    const stat = d20.DEFAULT_SKILL_STAT[skill] ?? "mnd";
    const a = {
      skill,
      stat,
      rank: i.skills[skill] as number,
      statBonus: bonuses[stat],
      other: NONE,
    };
    skillIn[skill] = a;
    skillTotals[skill] = d20.SKILL_TOTAL.value(a);
  }
  const flatIn = (kind: d20.AttackKind) => ({ kind, strBonus: bonuses.str, other: other.damage });
  const damage = { melee: flatIn("melee"), ranged: flatIn("ranged"), thrown: flatIn("thrown") };
  const flat = {
    melee: d20.DAMAGE_FLAT.value(damage.melee),
    ranged: d20.DAMAGE_FLAT.value(damage.ranged),
    thrown: d20.DAMAGE_FLAT.value(damage.thrown),
  };
  // Each kind's total once; a weapon adds its own bonus to its kind's (WEAPON_ATTACK).
  const totals = {
    melee: d20.attackTotalAddends(attack.melee),
    ranged: d20.attackTotalAddends(attack.ranged),
    thrown: d20.attackTotalAddends(attack.thrown),
  };
  const weapons: Record<string, WeaponLine> = {};
  const weaponIn: D20RuleInputs["weapons"] = [];
  for (const w of i.items.weapons) {
    const a = { total: totals[w.kind], name: w.name ?? "", bonus: w.attackBonus };
    weaponIn.push({ id: w.id, base: w.damage, kind: w.kind, attack: a });
    weapons[w.id] = {
      attack: d20.WEAPON_ATTACK.value(a),
      damage: weaponDamage(w.damage, flat[w.kind], w.kind, bonuses.str, i.modifiers.damage),
      damageType: w.damageType,
    };
  }
  const acIn = {
    dexBonus: bonuses.dex,
    armor: i.items.armor.map((a) => ({ name: a.name ?? "", bonus: a.acBonus })),
    other: other.ac,
  };
  return {
    bonuses,
    armorBonus,
    ac: d20.ARMOR_CLASS.value(acIn),
    attackBonus,
    attackTotals: {
      melee: totals.melee.value,
      ranged: totals.ranged.value,
    },
    ranks: i.skills,
    skillTotals,
    weapons,
    traces: d20Traces(
      {
        stats: statIn,
        attack,
        skills: skillIn,
        damage,
        ac: acIn,
        initiative: { dexScore: i.stats.dex, dexBonus: bonuses.dex },
        weapons: weaponIn,
      },
      health,
    ),
  };
}
