// Derived numbers of the shared d20 block (m20 and Space Opera), all computed by src/rules.
import { d20 } from "../../rules/index.js";
import type { ItemInputs } from "./items.js";

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
};

// damageFormula parses the base formula; many actors share a few weapons, so remember results by
// base formula, then by the flat modifier the rules add (STR bonus for melee, plus other bonuses).
const damageCache = new Map<string, Map<number, string>>();
function weaponDamage(base: string, kind: d20.AttackKind, strBonus: number, other: number): string {
  const flat = (kind === "melee" ? strBonus : 0) + other;
  let byFlat = damageCache.get(base);
  if (byFlat === undefined) {
    if (damageCache.size > 2000) damageCache.clear();
    byFlat = new Map();
    damageCache.set(base, byFlat);
  }
  let formula = byFlat.get(flat);
  if (formula === undefined) {
    formula = d20.damageFormula({ base, kind, strBonus, other });
    byFlat.set(flat, formula);
  }
  return formula;
}

/**
 * `effectiveStr`: STR after damage (m20), which the STR bonus follows; Space Opera passes the score.
 * `i.skills` are the ranks the rules read (m20 passes a droid's with Force 0).
 */
export function deriveD20(i: D20Inputs, effectiveStr: number): D20Derived {
  const bonuses = {
    str: d20.statBonus(effectiveStr),
    dex: d20.statBonus(i.stats.dex),
    mnd: d20.statBonus(i.stats.mnd),
  };
  const armorBonus = i.items.armor.reduce((sum, a) => sum + a.acBonus, 0);
  const attackBonus = { melee: i.attack.melee ?? i.level, ranged: i.attack.ranged ?? i.level };
  const total = (kind: d20.AttackKind) =>
    d20.attackTotalBonus({
      kind,
      strBonus: bonuses.str,
      dexBonus: bonuses.dex,
      attackBonus: kind === "melee" ? attackBonus.melee : attackBonus.ranged,
      other: i.modifiers.attack,
    });
  // One rules call per attack kind; a weapon's own bonus is the rules' "other" modifier, added on.
  const totals: Record<d20.AttackKind, number> = {
    melee: total("melee"),
    ranged: total("ranged"),
    thrown: total("thrown"),
  };
  const skillTotals: Record<string, number> = {};
  for (const skill in i.skills) {
    const stat = d20.DEFAULT_SKILL_STAT[skill] ?? "mnd";
    skillTotals[skill] = d20.skillTotal({
      rank: i.skills[skill] as number,
      statBonus: bonuses[stat],
    });
  }
  const weapons: Record<string, WeaponLine> = {};
  for (const w of i.items.weapons) {
    weapons[w.id] = {
      attack: totals[w.kind] + w.attackBonus,
      damage: weaponDamage(w.damage, w.kind, bonuses.str, i.modifiers.damage),
      damageType: w.damageType,
    };
  }
  return {
    bonuses,
    armorBonus,
    ac: d20.armorClass({ dexBonus: bonuses.dex, armorBonus, other: i.modifiers.ac }),
    attackBonus,
    attackTotals: { melee: totals.melee, ranged: totals.ranged },
    ranks: i.skills,
    skillTotals,
    weapons,
  };
}
