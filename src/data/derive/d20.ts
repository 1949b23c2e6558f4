// Derived numbers of the shared d20 block (m20 and Space Opera), all computed by src/rules.
import { d20, trace } from "../../rules/index.js";
import type { ItemInputs } from "./items.js";
import { reconcile, type ModifierTerms } from "./modifier-terms.js";

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
  /** Which effects make up the modifiers (modifier-terms.ts); without it they show as one term. */
  modifierTerms?: ModifierTerms;
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

// damageFormulaTrace parses the base formula; many actors share a few weapons, so remember results by
// base formula, then by the flat modifier its trace adds (STR bonus for melee, plus other bonuses).
const damageCache = new Map<string, Map<number, string>>();
function weaponDamage(base: string, flat: trace.Trace, kind: d20.AttackKind): string {
  let byFlat = damageCache.get(base);
  if (byFlat === undefined) {
    if (damageCache.size > 2000) damageCache.clear();
    byFlat = new Map();
    damageCache.set(base, byFlat);
  }
  let formula = byFlat.get(flat.value);
  if (formula === undefined) {
    // The flat trace's own terms, so the cached formula is the one its trace explains.
    formula = d20.damageFormulaTrace({ base, kind, strBonus: 0, other: flat.terms }).formula;
    byFlat.set(flat.value, formula);
  }
  return formula;
}

/**
 * `effectiveStr`: STR after damage (m20), which the STR bonus follows; Space Opera passes the score.
 * `i.skills` are the ranks the rules read (m20 passes a droid's with Force 0).
 */
export function deriveD20(i: D20Inputs, effectiveStr: number): D20Derived {
  const stats = {
    str: d20.statBonusTrace({ stat: "str", score: i.stats.str, effective: effectiveStr }),
    dex: d20.statBonusTrace({ stat: "dex", score: i.stats.dex }),
    mnd: d20.statBonusTrace({ stat: "mnd", score: i.stats.mnd }),
  };
  const bonuses = { str: stats.str.value, dex: stats.dex.value, mnd: stats.mnd.value };
  const other = {
    attack: reconcile(i.modifierTerms?.attack, i.modifiers.attack),
    damage: reconcile(i.modifierTerms?.damage, i.modifiers.damage),
    ac: reconcile(i.modifierTerms?.ac, i.modifiers.ac),
  };
  const armorBonus = i.items.armor.reduce((sum, a) => sum + a.acBonus, 0);
  const attackBonus = { melee: i.attack.melee ?? i.level, ranged: i.attack.ranged ?? i.level };
  const total = (kind: d20.AttackKind) => {
    const typed = kind === "melee" ? i.attack.melee : i.attack.ranged;
    return d20.attackTotalTrace({
      kind,
      strBonus: bonuses.str,
      dexBonus: bonuses.dex,
      attackBonus: kind === "melee" ? attackBonus.melee : attackBonus.ranged,
      attackBonusSource: typed === null ? "level" : "override",
      other: other.attack,
    });
  };
  // One rules call per attack kind; a weapon's own bonus is one more term, added on.
  const attack: Record<d20.AttackKind, trace.Trace> = {
    melee: total("melee"),
    ranged: total("ranged"),
    thrown: total("thrown"),
  };
  const skillTotals: Record<string, number> = {};
  const skillTraces: Record<string, trace.Trace> = {};
  for (const skill in i.skills) {
    const stat = d20.DEFAULT_SKILL_STAT[skill] ?? "mnd";
    const t = d20.skillTotalTrace({
      skill,
      stat,
      rank: i.skills[skill] as number,
      statBonus: bonuses[stat],
      other: [],
    });
    skillTraces[skill] = t;
    skillTotals[skill] = t.value;
  }
  const flat = (kind: d20.AttackKind) =>
    d20.damageFlatTrace({ kind, strBonus: bonuses.str, other: other.damage });
  const damage = { melee: flat("melee"), ranged: flat("ranged"), thrown: flat("thrown") };
  const weapons: Record<string, WeaponLine> = {};
  const weaponTraces: D20Traces["weapons"] = {};
  for (const w of i.items.weapons) {
    const attackTrace =
      w.attackBonus === 0
        ? attack[w.kind]
        : trace.extendTrace(attack[w.kind], [
            trace.term("weapon", w.attackBonus, "item", w.name ?? ""),
          ]);
    weaponTraces[w.id] = { attack: attackTrace, damage: damage[w.kind], base: w.damage };
    weapons[w.id] = {
      attack: attackTrace.value,
      damage: weaponDamage(w.damage, damage[w.kind], w.kind),
      damageType: w.damageType,
    };
  }
  const ac = d20.armorClassTrace({
    dexBonus: bonuses.dex,
    armor: i.items.armor.map((a) => ({ name: a.name ?? "", bonus: a.acBonus })),
    other: other.ac,
  });
  return {
    bonuses,
    armorBonus,
    ac: ac.value,
    attackBonus,
    attackTotals: { melee: attack.melee.value, ranged: attack.ranged.value },
    ranks: i.skills,
    skillTotals,
    weapons,
    traces: {
      stats,
      ac,
      initiative: d20.initiativeTrace({ dexScore: i.stats.dex, dexBonus: bonuses.dex }),
      attack,
      skills: skillTraces,
      weapons: weaponTraces,
    },
  };
}
