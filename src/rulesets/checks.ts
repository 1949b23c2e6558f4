// How a ruleset rolls: the check (d20 + stat vs DC/AC, or Star Worlds' 2d6 + attribute in bands),
// what a roll adds (stats or attributes) and the attack rules. Foundry code (src/dice, the roll
// dialog, chat cards) reads these members instead of branching on ruleset names.
import { d20, type starWorlds } from "../rules/index.js";
import { d20Shape, type RulesetActor, type StatBlock } from "./actor-shapes.js";

/** A stat or attribute a roll may add, with the actor's bonus (the roll dialog's choice). */
export interface StatReading {
  id: string;
  /** i18n key of its name ("HOLOCRON.Sheet.Stat.str"). */
  label: string;
  bonus: number;
}

export type AttackKind = d20.AttackKind;

/** A d20 ruleset's attacks: a natural 20 always hits and is a critical in both. */
export interface D20AttackRules {
  /** Space Opera: a natural 1 always misses (the roll dialog notes it). m20: no such rule. */
  naturalOneMisses: boolean;
  outcome(r: { natural: number; total: number; ac: number }): { hit: boolean; critical: boolean };
  hitChance(r: { bonus: number; ac: number }): number;
}

interface CommonCheckRules {
  /** i18n key of the roll dialog's label for the choice of stat or attribute. */
  statLabel: string;
  /** The stats or attributes a roll may add, read from an actor's prepared system data. */
  stats(actor: RulesetActor): StatReading[];
  /** The stat or attribute an attack with a weapon of this kind starts on. */
  attackStat(kind: AttackKind): string;
  /** Damage cards offer Hero Point controls (the hero die). */
  heroPoints: boolean;
}

/** m20 and Space Opera: d20 + stat bonus against a DC or an AC. */
export interface D20CheckRules extends CommonCheckRules {
  kind: "d20";
  attack: D20AttackRules;
}

/** Star Worlds: 2d6 + attribute read in bands; a skill is a tag that turns Failure into Close-Call. */
export interface WorldsCheckRules extends CommonCheckRules {
  kind: "worlds";
  /** The attribute a skill check starts on. */
  skillAttribute: starWorlds.Attribute;
  /** A weapon's damage formula for this actor (the level table's extra dice). */
  weaponDamage(base: string, actor: RulesetActor): string;
}

export type CheckRules = D20CheckRules | WorldsCheckRules;

/** The d20 check rules of m20 and Space Opera: only the attack rules differ. */
export function d20CheckRules(attack: D20AttackRules): D20CheckRules {
  return {
    kind: "d20",
    statLabel: "HOLOCRON.Roll.Dialog.Stat",
    stats: (actor) => {
      // Before preparation (a sheet opened mid-update) there are no derived bonuses: read 0.
      const bonuses: Partial<StatBlock> = d20Shape(actor).bonuses ?? {};
      return d20.STATS.map((id) => ({
        id,
        label: `HOLOCRON.Sheet.Stat.${id}`,
        bonus: bonuses[id] ?? 0,
      }));
    },
    attackStat: (kind) => d20.attackStat(kind),
    heroPoints: false,
    attack,
  };
}
