// The inputs of the d20 block's traced rules (d20.ts), filled from an actor's numbers for both
// evaluations: preparation's values, into inputs reused for every actor, and a trace's, into fresh ones;
// and the Active Effect terms the modifiers among them are made of.
import { d20, trace } from "../../rules/index.js";
import type { D20Inputs, ModifierKey, ModifierTerms, StatBlock } from "./d20-types.js";
import type { WeaponInput, WornArmor } from "./shared.js";

// The value path's rules, read once: in an unbundled module graph (Vitest, the benches) each
// `d20.X` is a chain of module getters, and preparation would read them for every actor.
const { ARMOR_CLASS, ATTACK_TOTAL, DAMAGE_FLAT, DEFAULT_SKILL_STAT } = d20;

// The Active Effect terms of the d20 modifiers (Battlemind +N, prone −4 AC, cover): one term per
// effect change that adds to `system.modifiers.*`, named by its effect, so a traced AC or attack
// bonus says which effect moved it. Foundry has already summed the same changes into the modifiers
// (d20-block.ts resets them each preparation); `reconcile` keeps the trace equal to that sum.
/** The part of an Active Effect the terms read. */
export interface EffectTermSource {
  name: string;
  active: boolean;
  statuses: Iterable<string>;
  changes: readonly { key: string; value: unknown }[];
  /** What caused it, in words ("Force Push, Kara Venn's card"), when known. */
  cause?: string;
}

const KEYS: Readonly<Record<string, ModifierKey>> = {
  "system.modifiers.attack": "attack",
  "system.modifiers.damage": "damage",
  "system.modifiers.ac": "ac",
};

export function emptyModifierTerms(): ModifierTerms {
  return { attack: [], damage: [], ac: [] };
}

/** One term per active effect's numeric change of a modifier, in effect order. */
export function modifierTerms(effects: Iterable<EffectTermSource>): ModifierTerms {
  const out = emptyModifierTerms();
  for (const effect of effects) {
    if (!effect.active) continue;
    const status = [...effect.statuses][0];
    for (const change of effect.changes) {
      const key = KEYS[change.key];
      const value = Number(change.value);
      if (key === undefined || !Number.isInteger(value) || value === 0) continue;
      const kind = status === undefined ? "effect" : "status";
      out[key].push(trace.term("modifier", value, kind, effect.name, effect.cause));
    }
  }
  return out;
}

/**
 * The terms, and one unnamed term for whatever part of the applied `total` they do not explain (an
 * effect of another mode, a module's change): the trace always adds up to the number in use.
 */
export function reconcile(terms: readonly trace.TraceTerm[] | undefined, total: number) {
  const list = terms ?? [];
  const rest = total - list.reduce((sum, t) => sum + t.value, 0);
  return rest === 0 ? list : [...list, trace.term("otherEffects", rest, "effect")];
}

export type Other = Record<ModifierKey, trace.Addends>;
type StatInputs = Parameters<typeof d20.STAT_BONUS.value>[0];
type SkillInputs = Parameters<typeof d20.SKILL_TOTAL.value>[0];
type DamageFlatInputs = Parameters<typeof d20.DAMAGE_FLAT.value>[0];
type WeaponAttackInputs = Parameters<typeof d20.WEAPON_ATTACK.value>[0];
type ArmorPiece = { name: string; bonus: number };
type AcInputs = { dexBonus: number; armor: readonly ArmorPiece[]; other: trace.Addends };

/** What a d20 actor's traces are rebuilt from: its inputs and the STR the STR bonus follows. */
export interface D20Basis {
  readonly i: D20Inputs;
  readonly effectiveStr: number;
  readonly bonuses: StatBlock;
}

// Each rule's inputs are filled in one place, for both evaluations: preparation fills one reused
// object per rule and asks only its value (nothing is allocated per actor), a trace asked later
// fills fresh objects from the same numbers, so the two evaluations read the same inputs.

export function fillStat(t: StatInputs, b: Omit<D20Basis, "bonuses">, stat: d20.Stat): StatInputs {
  t.stat = stat;
  t.score = b.i.stats[stat];
  // The score is the effective one but for m20's STR after damage (STAT_BONUS then adds no term).
  t.effective = stat === "str" ? b.effectiveStr : t.score;
  return t;
}

export function fillAttack(
  t: d20.AttackTotalInputs,
  b: D20Basis,
  kind: d20.AttackKind,
  other: trace.Addends,
): d20.AttackTotalInputs {
  // Ranged and thrown share the typed ranged bonus; none typed: the level.
  const typed = kind === "melee" ? b.i.attack.melee : b.i.attack.ranged;
  t.kind = kind;
  t.strBonus = b.bonuses.str;
  t.dexBonus = b.bonuses.dex;
  t.attackBonus = typed ?? b.i.level;
  t.attackBonusSource = typed === null ? "level" : "override";
  t.other = other;
  return t;
}

export function fillSkill(t: SkillInputs, b: D20Basis, skill: string): SkillInputs {
  const stat = DEFAULT_SKILL_STAT[skill] ?? "mnd";
  t.skill = skill;
  t.stat = stat;
  t.rank = b.i.skills[skill] as number;
  t.statBonus = b.bonuses[stat];
  t.other = NONE;
  return t;
}

export function fillDamage(
  t: DamageFlatInputs,
  b: D20Basis,
  kind: d20.AttackKind,
  other: trace.Addends,
): DamageFlatInputs {
  t.kind = kind;
  t.strBonus = b.bonuses.str;
  t.other = other;
  return t;
}

export function fillWeapon(t: WeaponAttackInputs, w: WeaponInput, total: trace.Addends) {
  t.total = total;
  t.name = w.name ?? "";
  t.bonus = w.attackBonus;
  return t;
}

export function fillArmor(t: ArmorPiece, a: WornArmor): ArmorPiece {
  t.name = a.name ?? "";
  t.bonus = a.acBonus;
  return t;
}

const NONE: readonly trace.TraceTerm[] = [];
export const newStat = (): StatInputs => ({ stat: "str", score: 0, effective: 0 });
export const newAttack = (): d20.AttackTotalInputs => ({
  kind: "melee",
  strBonus: 0,
  dexBonus: 0,
  attackBonus: 0,
  attackBonusSource: "level",
  other: NONE,
});
export const newSkill = (): SkillInputs => ({
  skill: "",
  stat: "mnd",
  rank: 0,
  statBonus: 0,
  other: NONE,
});
export const newDamage = (): DamageFlatInputs => ({ kind: "melee", strBonus: 0, other: NONE });
export const newWeapon = (): WeaponAttackInputs => ({ total: NONE, name: "", bonus: 0 });
export const newArmor = (): ArmorPiece => ({ name: "", bonus: 0 });
const newAc = (): AcInputs => ({ dexBonus: 0, armor: [], other: NONE });

/**
 * An addend the value evaluation reads by its sum alone (src/rules/trace/trace.ts's ValueTally): the reused inputs'
 * modifiers and kind totals. Its terms are a trace's, which always fills fresh inputs.
 */
class ValueAddend implements trace.SummedTerms {
  value = 0;
  terms(): readonly trace.TraceTerm[] {
    throw new Error("a value evaluation's addend has no terms; a trace fills its own inputs");
  }
}

export function valueAddend(value: number, addend = new ValueAddend()): ValueAddend {
  addend.value = value;
  return addend;
}

/** The inputs preparation reuses, one per rule: each is filled and evaluated before the next. */
export const REUSED = {
  stat: newStat(),
  attack: newAttack(),
  skill: newSkill(),
  damage: newDamage(),
  weapon: newWeapon(),
  ac: newAc(),
  armor: [] as ArmorPiece[],
  other: new ValueAddend(),
  total: new ValueAddend(),
};

export function byKind<T>(kind: d20.AttackKind, melee: T, ranged: T, thrown: T): T {
  return kind === "melee" ? melee : kind === "ranged" ? ranged : thrown;
}

export function kinds<T>(f: (kind: d20.AttackKind) => T): Record<d20.AttackKind, T> {
  return { melee: f("melee"), ranged: f("ranged"), thrown: f("thrown") };
}

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

export function otherOf(i: D20Inputs): Other {
  const effects = new EffectTerms(i.modifierTerms);
  return {
    attack: new EffectModifier(i.modifiers.attack, effects, "attack"),
    damage: new EffectModifier(i.modifiers.damage, effects, "damage"),
    ac: new EffectModifier(i.modifiers.ac, effects, "ac"),
  };
}

/** A kind's attack total, its value alone (the reused inputs, the attack modifier as its sum). */
export function attackValue(b: D20Basis, kind: d20.AttackKind): number {
  const other = valueAddend(b.i.modifiers.attack, REUSED.other);
  return ATTACK_TOTAL.value(fillAttack(REUSED.attack, b, kind, other));
}

export function damageValue(b: D20Basis, kind: d20.AttackKind): number {
  const other = valueAddend(b.i.modifiers.damage, REUSED.other);
  return DAMAGE_FLAT.value(fillDamage(REUSED.damage, b, kind, other));
}

export function acValue(b: D20Basis): number {
  const { ac, armor } = REUSED;
  const worn = b.i.items.armor;
  armor.length = worn.length;
  for (let k = 0; k < worn.length; k++)
    armor[k] = fillArmor(armor[k] ?? newArmor(), worn[k] as WornArmor);
  ac.dexBonus = b.bonuses.dex;
  ac.armor = armor;
  ac.other = valueAddend(b.i.modifiers.ac, REUSED.other);
  return ARMOR_CLASS.value(ac);
}
