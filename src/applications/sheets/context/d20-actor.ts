/** The ruleset-specific part of an m20 or Space Opera actor sheet, read from the models' derived data. */
import type { PowerItemType, PowerSkill } from "../../../config.js";
import { d20, m20 } from "../../../rules/index.js";
import type {
  M20CharacterSystem,
  M20NpcSystem,
  OperaCharacterSystem,
  OperaNpcSystem,
} from "../../../data/typed-system.js";
import {
  ATTACK_BONUS_RANGE,
  D20_LEVEL_RANGE,
  HEROISM_RANGE,
  HIT_DIE_RANGE,
  MOVEMENT_RANGE,
  SKILL_RANK_RANGE,
  STAT_RANGE,
} from "../../../data/ranges.js";
import { systemName } from "./field-name.js";
import { healthBlock } from "./health.js";
import { itemsOfType, powerRow, type AttackInputs } from "./items.js";
import type {
  ActorSheetContext,
  AttackBonusView,
  HitDiceView,
  SheetActorSource,
  SheetItemSource,
  SheetView,
} from "./types.js";
import { signed } from "../../format.js";
import { type SheetBreakdownMaker } from "../../breakdown/breakdown-view.js";
import { breakdownMakerOf } from "./breakdown-scope.js";

export type RulesetPart = Pick<
  ActorSheetContext,
  | "level"
  | "className"
  | "classNameField"
  | "flags"
  | "health"
  | "defense"
  | "stats"
  | "statsLabel"
  | "hasSkills"
  | "skills"
  | "skillTags"
  | "resource"
  | "powers"
  | "powersLabel"
  | "powerType"
  | "showPowers"
  | "careers"
  | "species"
  | "abilities"
  | "levelsWaiting"
  | "levelsWaitingBreakdown"
  | "worldsLevel"
  | "speciesSkills"
  | "careerAbilities"
  | "notices"
  | "hitDice"
  | "attackBonus"
> & { attack: AttackInputs };

type M20Data = M20CharacterSystem | M20NpcSystem;
type OperaData = OperaCharacterSystem | OperaNpcSystem;
type D20Data = M20Data | OperaData;
type ClassFlag = "knight" | "droid" | "robot" | "affinity";

/** What differs between the two d20 rulesets on the sheet (data and typed reads, not branches). */
export interface D20Profile<S extends D20Data> {
  ruleset: "m20" | "spaceOpera";
  skills: readonly (keyof S["skills"] & string)[];
  powerType: PowerItemType;
  powersLabel: string;
  /** Derived HP cost of one power use in combat. */
  cost(system: S): number;
  costLabel: string;
  flags: readonly ClassFlag[];
  flag(system: S, id: ClassFlag): boolean;
  /** i18n key of a class flag's label (Space Opera's power user is a psion, not a Knight). */
  flagLabel(id: ClassFlag): string;
  /** i18n key of why this actor's powers cannot be used (the Use button's tooltip), or null. */
  powerBlocked(system: S): string | null;
  /** The power skill, which a machine (droid, robot) has no rank in: the sheet hides it. */
  powerSkill: PowerSkill;
  /** A machine: m20's droid, Space Opera's robot (rulings: Robots). */
  machine(system: S): boolean;
  /** The pool beside the stats (Space Opera's Heroism), or null. */
  resource: {
    label: string;
    name: string;
    value(system: S): number;
    /** The field's minimum; the maximum is the actor's own. */
    min: number;
    max(system: S): number;
  } | null;
  /** Feet per move, when the ruleset shows it (both d20 rulesets). */
  movement: ((system: S) => number) | null;
  /** Warnings under the header (m20: level above the cap, hit dice to roll), as i18n keys. */
  notices(system: S): string[];
  /** m20: each level's stored hit die roll; null when max HP has no hit dice (Space Opera). */
  hitDice(system: S): readonly number[] | null;
}

export const M20_PROFILE: D20Profile<M20Data> = {
  ruleset: "m20",
  skills: ["physical", "subterfuge", "knowledge", "communication", "force", "agility"],
  powerType: "forcePower",
  powersLabel: "HOLOCRON.Sheet.Powers.Force",
  cost: (s) => s.force.costInCombat,
  costLabel: "HOLOCRON.Sheet.Defense.ForceCost",
  flags: ["knight", "droid", "affinity"],
  // m20's machines are droids: it has no robot flag.
  flag: (s, id) => id !== "robot" && s.class[id],
  flagLabel: (id) => `HOLOCRON.Sheet.Flag.${id}`,
  powerBlocked: (s) => (s.force.blocked ? `HOLOCRON.Sheet.PowerBlocked.${s.force.blocked}` : null),
  powerSkill: "force",
  machine: (s) => s.class.droid,
  resource: null,
  // The shared core's movement, which the chase reads (rulings: Chases).
  movement: (s) => s.movement,
  notices(s) {
    const notices: string[] = [];
    if (s.aboveLevelCap) notices.push("HOLOCRON.Sheet.Notice.AboveLevelCap");
    if (s.hitDiceMissing > 0) notices.push("HOLOCRON.Sheet.Notice.HitDiceMissing");
    return notices;
  },
  hitDice: (s) => s.hitDice,
};

export const OPERA_PROFILE: D20Profile<OperaData> = {
  ruleset: "spaceOpera",
  skills: ["physical", "subterfuge", "knowledge", "communication", "psionics", "agility"],
  powerType: "psionicPower",
  powersLabel: "HOLOCRON.Sheet.Powers.Psionic",
  cost: (s) => s.psionics.costInCombat,
  costLabel: "HOLOCRON.Sheet.Defense.PsionicCost",
  flags: ["knight", "robot"],
  // Space Opera classes have no droid or affinity flag: their machines are robots (rulings: Robots).
  flag: (s, id) => (id === "knight" && s.class.knight) || (id === "robot" && s.class.robot),
  flagLabel: (id) => (id === "knight" ? "HOLOCRON.Sheet.Flag.psion" : `HOLOCRON.Sheet.Flag.${id}`),
  powerBlocked: (s) => {
    const blocked = s.psionics.blocked;
    if (blocked === null) return null;
    const key = { droid: "robot", notKnight: "notPsion", mook: "mookPsion" }[blocked];
    return `HOLOCRON.Sheet.PowerBlocked.${key}`;
  },
  powerSkill: "psionics",
  machine: (s) => s.class.robot,
  resource: {
    label: "HOLOCRON.Sheet.Resource.Heroism",
    name: systemName<OperaData>("heroism.value"),
    value: (s) => s.heroism.value,
    min: HEROISM_RANGE.min,
    max: (s) => s.heroism.max,
  },
  movement: (s) => s.movement,
  notices: () => [],
  hitDice: () => null,
};

export function d20Part<S extends D20Data>(
  actor: SheetActorSource,
  system: S,
  profile: D20Profile<S>,
  items: SheetItemSource[],
  editMode: boolean,
  npc: boolean,
  view: SheetView,
): RulesetPart {
  const s: D20Data = system;
  const level = s.level;
  const mook = npc && "mook" in s && s.mook;
  const knight = profile.flag(system, "knight");
  const machine = profile.machine(system);
  const blocked = profile.powerBlocked(system);
  const powers = itemsOfType(items, profile.powerType).map((item) => powerRow(item, blocked));
  const bd = breakdownMakerOf(actor, profile.ruleset, view);
  // The numbers are the derived data's; each breakdown reads its trace only when drawn.
  const ac = String(s.ac);
  const initiative = signed(s.bonuses.dex);
  const defense: RulesetPart["defense"] = [
    {
      label: "HOLOCRON.Sheet.Defense.Ac",
      value: ac,
      editable: false,
      breakdown: bd("ac", () => s.traces.ac, ac),
    },
    {
      label: "HOLOCRON.Sheet.Defense.Initiative",
      value: initiative,
      editable: false,
      action: "rollInitiative",
      breakdown: bd("initiative", () => s.traces.initiative, initiative),
    },
  ];
  if (knight) {
    const cost = String(profile.cost(system));
    defense.push({
      label: profile.costLabel,
      value: cost,
      editable: false,
      breakdown: bd("power-cost", () => s.traces.powerCost, cost),
    });
  }
  if (profile.movement) {
    defense.push({
      label: "HOLOCRON.Sheet.Defense.Movement",
      value: String(profile.movement(system)),
      name: systemName<D20Data>("movement"),
      ...MOVEMENT_RANGE,
      editable: editMode,
    });
  }
  // Class flags are edited in edit mode; the mook toggle stays at hand in play mode too (GMs flip it mid-fight).
  const classFlags = editMode ? profile.flags : [];
  const flags: RulesetPart["flags"] = classFlags.map((id) => ({
    id,
    label: profile.flagLabel(id),
    name: `${systemName<D20Data>("class")}.${id}`,
    checked: profile.flag(system, id),
  }));
  if (npc)
    flags.push({
      id: "mook",
      label: "HOLOCRON.Sheet.Flag.mook",
      name: systemName<M20NpcSystem | OperaNpcSystem>("mook"),
      checked: mook,
    });
  const skills: Readonly<Record<string, number>> = s.skills;
  return {
    level: { name: systemName<D20Data>("level"), value: level, ...D20_LEVEL_RANGE },
    className: s.class.name,
    classNameField: npc ? null : systemName<D20Data>("class.name"),
    flags,
    health: healthBlock(actor, editMode, (max) => bd("max-health", () => s.traces.maxHp, max)),
    defense,
    stats: d20.STATS.map((id) => {
      const bonus = signed(s.bonuses[id]);
      return {
        id,
        label: `HOLOCRON.Sheet.Stat.${id}`,
        abbr: `HOLOCRON.Sheet.StatAbbr.${id}`,
        name: `${systemName<D20Data>("stats")}.${id}`,
        value: s.stats[id],
        bonus,
        min: STAT_RANGE.min,
        max: STAT_RANGE.max,
        showScore: true,
        breakdown: bd(`stat-${id}`, () => s.traces.stats[id], bonus),
      };
    }),
    statsLabel: "HOLOCRON.Sheet.Stats",
    hasSkills: true,
    skills: profile.skills
      .filter((id) => !(id === profile.powerSkill && machine))
      .map((id) => {
        const stat = d20.DEFAULT_SKILL_STAT[id] ?? "mnd";
        const value = s.skillTotals[id];
        const total = signed(value ?? 0);
        return {
          id,
          label: `HOLOCRON.Sheet.Skill.${id}`,
          name: `${systemName<D20Data>("skills")}.${id}`,
          rank: skills[id] ?? 0,
          ...SKILL_RANK_RANGE,
          stat: `HOLOCRON.Sheet.StatAbbr.${stat}`,
          total,
          ...(value === undefined
            ? {}
            : { breakdown: bd(`skill-${id}`, () => found(s.traces.skills[id]), total) }),
        };
      }),
    skillTags: [],
    resource:
      profile.resource && !npc
        ? {
            label: profile.resource.label,
            name: profile.resource.name,
            value: profile.resource.value(system),
            min: profile.resource.min,
            max: profile.resource.max(system),
            // A number typed in edit mode; in play mode it is spent from the rest menu, not typed.
            editable: editMode,
          }
        : null,
    powers,
    powersLabel: profile.powersLabel,
    powerType: profile.powerType,
    showPowers: knight || powers.length > 0,
    careers: [],
    species: [],
    abilities: [],
    levelsWaiting: 0,
    notices: profile.notices(system),
    hitDice: hitDiceView(profile.hitDice(system), level, bd),
    attackBonus: editMode ? attackBonusView(s, level) : null,
    attack: {
      lines: s.weapons,
      extraDamageDice: 0,
      d20: true,
      worldsAttack: null,
      breakdowns(id, attack, damage, base) {
        if (!(id in s.weapons)) return null;
        const weapon = () => found(s.traces.weapons[id]);
        return {
          attack: bd(`attack-${id}`, () => weapon().attack, attack),
          damage: bd(`damage-${id}`, () => weapon().damage, damage, { formulaBase: base }),
        };
      },
    },
  };
}

/** A trace the derived data has for every number the sheet shows with it (the same ids). */
function found<T>(t: T | undefined): T {
  if (t === undefined) throw new Error("a breakdown without its trace");
  return t;
}

/** One die per level (rulings: a level with no die recorded counts 0 until rolled). */
function hitDiceView(
  stored: readonly number[] | null,
  level: number,
  bd: SheetBreakdownMaker,
): HitDiceView | null {
  if (stored === null) return null;
  const total = m20.HIT_DICE_TOTAL.value(stored);
  const count = Math.max(level, stored.length);
  const dice = Array.from({ length: count }, (_, index) => ({
    index,
    level: index + 1,
    value: stored[index] ?? null,
  }));
  return {
    dice,
    missing: Math.max(0, level - stored.length),
    total,
    totalBreakdown: bd("hit-dice", () => m20.HIT_DICE_TOTAL.trace(stored), String(total)),
    range: HIT_DIE_RANGE,
  };
}

/** The attack-bonus overrides; blank shows the default (the level) as placeholder. */
function attackBonusView(s: D20Data, level: number): AttackBonusView {
  return {
    fields: (["melee", "ranged"] as const).map((id) => ({
      id,
      label: `HOLOCRON.Sheet.AttackBonus.${id}`,
      name: `${systemName<D20Data>("attack")}.${id}`,
      value: s.attack[id],
      placeholder: level,
      min: ATTACK_BONUS_RANGE.min,
      max: ATTACK_BONUS_RANGE.max,
    })),
  };
}
