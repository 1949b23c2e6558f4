/** The ruleset-specific part of an m20 or Space Opera actor sheet, read from the models' derived data. */
import { d20 } from "../../../rules/index.js";
import {
  ACTOR_PATHS,
  DERIVED_PATHS,
  readBoolean,
  readNumber,
  readPath,
  readString,
} from "./paths.js";
import { signed } from "./format.js";
import { healthBlock } from "./health.js";
import { powerRow, type AttackInputs } from "./items.js";
import type { ActorSheetContext, SheetActorSource, SheetItemSource } from "./types.js";

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
  | "notices"
> & { attack: AttackInputs };

/** What differs between the two d20 rulesets on the sheet (data, not branches). */
export interface D20Profile {
  skills: readonly string[];
  powerType: "forcePower" | "psionicPower";
  powersLabel: string;
  /** Derived HP cost of one power use in combat, or null when the ruleset shows none. */
  costPath: string;
  costLabel: string;
  flags: readonly ("knight" | "droid" | "affinity")[];
  resource: { label: string; name: string } | null;
  movement: boolean;
}

export const D20_PROFILES: Record<"m20" | "spaceOpera", D20Profile> = {
  m20: {
    skills: ["physical", "subterfuge", "knowledge", "communication", "force"],
    powerType: "forcePower",
    powersLabel: "HOLOCRON.Sheet.Powers.Force",
    costPath: DERIVED_PATHS.forceCost,
    costLabel: "HOLOCRON.Sheet.Defense.ForceCost",
    flags: ["knight", "droid", "affinity"],
    resource: null,
    movement: false,
  },
  spaceOpera: {
    skills: ["physical", "subterfuge", "knowledge", "communication", "psionics", "agility"],
    powerType: "psionicPower",
    powersLabel: "HOLOCRON.Sheet.Powers.Psionic",
    costPath: DERIVED_PATHS.psionicCost,
    costLabel: "HOLOCRON.Sheet.Defense.PsionicCost",
    flags: ["knight"],
    resource: { label: "HOLOCRON.Sheet.Resource.Heroism", name: ACTOR_PATHS.heroism },
    movement: true,
  },
};

export function d20Part(
  actor: SheetActorSource,
  profile: D20Profile,
  items: SheetItemSource[],
  editMode: boolean,
  npc: boolean,
): RulesetPart {
  const level = readNumber(actor, ACTOR_PATHS.level, 1);
  const mook = npc && readBoolean(actor, ACTOR_PATHS.mook);
  const bonus = (stat: string) => readNumber(actor, `${DERIVED_PATHS.bonuses}.${stat}`);
  const knight = readBoolean(actor, ACTOR_PATHS.knight);
  const droid = readBoolean(actor, ACTOR_PATHS.droid);
  const powers = items.filter((i) => i.type === profile.powerType).map(powerRow);
  const defense: RulesetPart["defense"] = [
    {
      label: "HOLOCRON.Sheet.Defense.Ac",
      value: String(readNumber(actor, DERIVED_PATHS.ac, 10)),
      editable: false,
    },
    { label: "HOLOCRON.Sheet.Defense.Initiative", value: signed(bonus("dex")), editable: false },
  ];
  if (knight) {
    defense.push({
      label: profile.costLabel,
      value: String(readNumber(actor, profile.costPath)),
      editable: false,
    });
  }
  if (profile.movement) {
    defense.push({
      label: "HOLOCRON.Sheet.Defense.Movement",
      value: String(readNumber(actor, ACTOR_PATHS.movement, 30)),
      name: ACTOR_PATHS.movement,
      editable: editMode,
    });
  }
  // Class flags are edited in edit mode; the mook toggle stays at hand in play mode too (GMs flip it mid-fight).
  const classFlags = editMode ? profile.flags : [];
  const flags: RulesetPart["flags"] = classFlags.map((id) => ({
    id,
    label: `HOLOCRON.Sheet.Flag.${id}`,
    name: ACTOR_PATHS[id],
    checked: readBoolean(actor, ACTOR_PATHS[id]),
  }));
  if (npc)
    flags.push({
      id: "mook",
      label: "HOLOCRON.Sheet.Flag.mook",
      name: ACTOR_PATHS.mook,
      checked: mook,
    });
  const missingDice = readNumber(actor, DERIVED_PATHS.hitDiceMissing);
  const notices: string[] = [];
  if (readBoolean(actor, DERIVED_PATHS.aboveLevelCap))
    notices.push("HOLOCRON.Sheet.Notice.AboveLevelCap");
  if (missingDice > 0) notices.push("HOLOCRON.Sheet.Notice.HitDiceMissing");
  const lines = readPath(actor, DERIVED_PATHS.weapons);
  return {
    level: { name: ACTOR_PATHS.level, value: level },
    className: readString(actor, ACTOR_PATHS.className),
    classNameField: npc ? null : ACTOR_PATHS.className,
    flags,
    health: healthBlock(actor, editMode),
    defense,
    stats: d20.STATS.map((id) => ({
      id,
      label: `HOLOCRON.Sheet.Stat.${id}`,
      abbr: `HOLOCRON.Sheet.StatAbbr.${id}`,
      name: `${ACTOR_PATHS.stats}.${id}`,
      value: readNumber(actor, `${ACTOR_PATHS.stats}.${id}`, 10),
      bonus: signed(bonus(id)),
      min: 1,
      max: 30,
      showScore: true,
    })),
    statsLabel: "HOLOCRON.Sheet.Stats",
    hasSkills: true,
    skills: profile.skills
      .filter((s) => !(s === "force" && droid))
      .map((id) => {
        const stat = d20.DEFAULT_SKILL_STAT[id] ?? "mnd";
        return {
          id,
          label: `HOLOCRON.Sheet.Skill.${id}`,
          name: `${ACTOR_PATHS.skills}.${id}`,
          rank: readNumber(actor, `${ACTOR_PATHS.skills}.${id}`),
          stat: `HOLOCRON.Sheet.StatAbbr.${stat}`,
          total: signed(readNumber(actor, `${DERIVED_PATHS.skillTotals}.${id}`)),
        };
      }),
    skillTags: [],
    resource:
      profile.resource && !npc
        ? { ...profile.resource, value: readNumber(actor, profile.resource.name), max: 0 }
        : null,
    powers,
    powersLabel: profile.powersLabel,
    powerType: profile.powerType,
    showPowers: knight || powers.length > 0,
    careers: [],
    species: [],
    abilities: [],
    levelsWaiting: 0,
    notices,
    attack: {
      lines: lines && typeof lines === "object" ? (lines as AttackInputs["lines"]) : {},
      extraDamageDice: 0,
      d20: true,
    },
  };
}
