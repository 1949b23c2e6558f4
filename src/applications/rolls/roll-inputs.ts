// Pure: what a roll needs from an actor's prepared data (plain objects, so tests need no Foundry).
// Reads the models of src/data: d20 actors' derived `bonuses`, skill ranks and attack bonuses;
// Star Worlds attributes, skill tags and level damage dice. The ruleset's adapter (its `checks`)
// says which check it rolls and what a roll adds.
import { d20, dice } from "../../rules/index.js";
import { RULESET_OF_ACTOR_TYPE, isHolocronActorType, type RulesetId } from "../../config.js";
import { rulesetById } from "../../rulesets/index.js";
import type { CheckRules } from "../../rulesets/checks.js";
import type { RollDialogConfig } from "../dialogs/roll-dialog-model.js";
import { isDamageType, type DamageType } from "../../dice/damage-roll.js";

export interface ActorData {
  type: string;
  system: unknown;
}
export interface ItemData {
  id: string | null;
  name: string;
  type: string;
  system: unknown;
}

/** A rolled-stat request: dialog config, the default stat, and the card's title. */
export interface RollPlan {
  config: RollDialogConfig;
  stat: string | null;
  skilled: boolean;
  /** i18n key and data of the roll's title ("Physical check", "Blaster attack"). */
  title: string;
  titleData: Record<string, string>;
}

export type RollInputError =
  "unknownActorType" | "unknownStat" | "unknownSkill" | "notAWeapon" | "badFormula";

export class RollInputsError extends Error {
  constructor(readonly reason: RollInputError) {
    super(`HOLOCRON.Roll.Error.${reason}`);
  }
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null;

function read(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split(".")) current = isObj(current) ? current[key] : undefined;
  return current;
}
function int(source: unknown, path: string, fallback = 0): number {
  const v = read(source, path);
  return typeof v === "number" && Number.isInteger(v) ? v : fallback;
}

export function rulesetOfActor(actor: ActorData): RulesetId {
  if (!isHolocronActorType(actor.type)) throw new RollInputsError("unknownActorType");
  return RULESET_OF_ACTOR_TYPE[actor.type];
}

/** The actor's ruleset and its check rules. */
function checksOf(actor: ActorData): { ruleset: RulesetId; checks: CheckRules } {
  const ruleset = rulesetOfActor(actor);
  return { ruleset, checks: rulesetById(ruleset).checks };
}

/** A stat (d20) or attribute (Star Worlds) check. */
export function statPlan(actor: ActorData, stat: string): RollPlan {
  const { ruleset, checks } = checksOf(actor);
  const chosen = checks.stats(actor.system).find((s) => s.id === stat);
  if (!chosen) throw new RollInputsError("unknownStat");
  return {
    config: {
      ruleset,
      kind: checks.kind === "worlds" ? "worlds" : "check",
      parts: [],
      stats: [chosen],
      targets: [],
      asksDc: checks.kind === "d20",
    },
    stat,
    skilled: false,
    title: "HOLOCRON.Roll.Title.Stat",
    titleData: { name: chosen.label },
  };
}

/**
 * A skill check. d20: rank + a chosen stat (default per rulings). Star Worlds: `skill` is a tag; the
 * player picks the attribute and "a skill applies" starts ticked.
 */
export function skillPlan(actor: ActorData, skill: string): RollPlan {
  const { ruleset, checks } = checksOf(actor);
  if (checks.kind === "worlds") {
    return {
      config: {
        ruleset,
        kind: "worlds",
        parts: [],
        stats: checks.stats(actor.system),
        targets: [],
        asksDc: false,
      },
      stat: checks.skillAttribute,
      skilled: true,
      title: "HOLOCRON.Roll.Title.Skill",
      titleData: { name: skill },
    };
  }
  const rank = read(actor.system, `skills.${skill}`);
  if (typeof rank !== "number") throw new RollInputsError("unknownSkill");
  return {
    config: {
      ruleset,
      kind: skill === "force" || skill === "psionics" ? "power" : "check",
      parts: [{ label: "HOLOCRON.Roll.Part.Rank", value: rank }],
      stats: checks.stats(actor.system),
      targets: [],
      asksDc: true,
    },
    stat: d20.DEFAULT_SKILL_STAT[skill] ?? "mnd",
    skilled: false,
    title: "HOLOCRON.Roll.Title.Skill",
    titleData: { name: `HOLOCRON.Sheet.Skill.${skill}` },
  };
}

function weaponKind(item: ItemData): d20.AttackKind {
  if (item.type !== "weapon") throw new RollInputsError("notAWeapon");
  const kind = read(item.system, "kind");
  return kind === "ranged" || kind === "thrown" ? kind : "melee";
}

/**
 * An attack with a weapon. d20: the derived weapon line's attack bonus (the actor's for that kind,
 * the weapon's, the modifiers) and the kind's stat; Star Worlds: an attribute check. The starting
 * stat or attribute is the adapter's (`checks.attackStat`).
 */
export function attackPlan(actor: ActorData, item: ItemData): RollPlan {
  const { ruleset, checks } = checksOf(actor);
  const kind = weaponKind(item);
  const titleData = { name: item.name };
  const stat = checks.attackStat(kind);
  if (checks.kind === "worlds") {
    return {
      config: {
        ruleset,
        kind: "worlds",
        parts: [],
        stats: checks.stats(actor.system),
        targets: [],
        asksDc: false,
      },
      stat,
      skilled: false,
      title: "HOLOCRON.Roll.Title.Attack",
      titleData,
    };
  }
  const stats = checks.stats(actor.system).filter((s) => s.id === stat);
  // The derived weapon line (src/data/derive/d20.ts) is the sheet's number: attack bonus, weapon
  // bonus, stat bonus and the Active Effect modifiers (Battlemind). The dialog adds the stat itself.
  const line = read(actor.system, `weapons.${item.id ?? ""}.attack`);
  const value =
    typeof line === "number" && Number.isInteger(line)
      ? line - (stats[0]?.bonus ?? 0)
      : int(actor.system, `attackBonus.${kind === "melee" ? "melee" : "ranged"}`) +
        int(item.system, "attackBonus") +
        int(actor.system, "modifiers.attack");
  return {
    config: {
      ruleset,
      kind: "attack",
      parts: [{ label: "HOLOCRON.Roll.Part.Attack", value }],
      stats,
      targets: [],
      asksDc: false,
    },
    stat,
    skilled: false,
    title: "HOLOCRON.Roll.Title.Attack",
    titleData,
  };
}

export interface DamagePlan {
  formula: string;
  damageType: DamageType;
}

/**
 * A weapon's damage formula for this actor. d20: melee adds the STR bonus (rulings). Star Worlds:
 * the weapon's dice plus the level table's extra d6. A malformed formula throws RollInputsError.
 */
export function damagePlan(actor: ActorData, item: ItemData): DamagePlan {
  const { checks } = checksOf(actor);
  const kind = weaponKind(item);
  const rawType = read(item.system, "damageType");
  const damageType: DamageType = isDamageType(rawType) ? rawType : "kinetic";
  const base = read(item.system, "damage");
  if (typeof base !== "string" || !dice.isValidFormula(base)) {
    throw new RollInputsError("badFormula");
  }
  if (checks.kind === "worlds") {
    return { formula: checks.weaponDamage(base, actor.system), damageType };
  }
  // The derived weapon line includes the STR bonus (melee) and the modifiers (Battlemind).
  const line = read(actor.system, `weapons.${item.id ?? ""}.damage`);
  if (typeof line === "string" && dice.isValidFormula(line)) return { formula: line, damageType };
  const strBonus = int(actor.system, "bonuses.str");
  const other = int(actor.system, "modifiers.damage");
  return { formula: d20.damageFormula({ base, kind, strBonus, other }), damageType };
}
