// Pure: what the "Ask targets to resist" dialog offers and each target's resisting bonus. A d20
// resistance is a skill (or none) plus a stat; a Star Worlds one is an attribute. Reads the
// prepared data of the models in src/data (skill ranks, stat bonuses, attributes).
import { isBandsKind, isD20Kind, type CheckKind } from "../../config.js";
import { d20, starWorlds } from "../../rules/index.js";
// Whether a card offers the dialog is the check cards' own question (their context asks it too).
export { offersResist } from "../../cards/views.js";
import { CANCEL_BUTTON, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";

/** The resist dialog's footer (src/cards/roll/resist.ts builds its DialogV2 from it): ask (default), cancel. */
export const RESIST_BUTTONS: readonly DialogButtonSpec[] = [
  {
    action: "ask",
    label: "HOLOCRON.Chat.Resist.Ask",
    icon: "fa-solid fa-shield-halved",
    default: true,
  },
  CANCEL_BUTTON,
];

/** The opposed check's system: d20 (check cards) or Star Worlds (2d6 cards). */
export type ResistSystem = CheckKind;

export interface ResistOption {
  id: string;
  /** i18n key. */
  label: string;
}

export type ResistDialogContext = {
  d20: boolean;
  skills: ResistOption[];
  stats: ResistOption[];
  attributes: ResistOption[];
};

/** What the targets resist with, as the dialog returns it. */
export type ResistChoice =
  { system: "d20"; skill: string | null; stat: string } | { system: "worlds"; attribute: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null;

function int(source: unknown, group: string, key: string): number {
  const block = isObj(source) ? source[group] : undefined;
  const v = isObj(block) ? block[key] : undefined;
  return typeof v === "number" && Number.isInteger(v) ? v : 0;
}

/** The skills any of the targets has a rank in (in the rules' order), for the d20 choice. */
export function resistSkills(systems: unknown[]): string[] {
  const known = new Set<string>();
  for (const system of systems) {
    const skills = isObj(system) ? system.skills : undefined;
    if (!isObj(skills)) continue;
    for (const [id, rank] of Object.entries(skills)) if (typeof rank === "number") known.add(id);
  }
  const order = Object.keys(d20.DEFAULT_SKILL_STAT);
  return [...known].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export function resistDialogContext(
  system: ResistSystem,
  targetSystems: unknown[],
): ResistDialogContext {
  const context: ResistDialogContext = {
    d20: isD20Kind(system),
    skills: [],
    stats: [],
    attributes: [],
  };
  if (isD20Kind(system)) {
    context.skills = resistSkills(targetSystems).map((id) => ({
      id,
      label: `HOLOCRON.Sheet.Skill.${id}`,
    }));
    context.stats = d20.STATS.map((id) => ({ id, label: `HOLOCRON.Sheet.Stat.${id}` }));
  } else {
    context.attributes = starWorlds.ATTRIBUTES.map((id) => ({
      id,
      label: `HOLOCRON.Sheet.Attribute.${id}`,
    }));
  }
  return context;
}

/** Pure: the dialog's form values → a choice, or null when they name nothing offered. */
export function readResistChoice(system: ResistSystem, values: Obj): ResistChoice | null {
  if (isBandsKind(system)) {
    const attribute = String(values.attribute ?? "");
    return (starWorlds.ATTRIBUTES as readonly string[]).includes(attribute)
      ? { system, attribute }
      : null;
  }
  const stat = String(values.stat ?? "");
  if (!(d20.STATS as readonly string[]).includes(stat)) return null;
  const skill = typeof values.skill === "string" && values.skill !== "" ? values.skill : null;
  return { system, skill, stat };
}

/** A resister as requestOpposedCheck takes it: bonus and the i18n label of what resists. */
export interface ResisterPlan {
  bonus: number;
  resistLabel: string;
  resistData?: Record<string, string>;
}

/** Pure: one target's resisting bonus (rank + stat bonus, or the attribute) and its label. */
export function resisterPlan(choice: ResistChoice, system: unknown): ResisterPlan {
  if ("attribute" in choice) {
    return {
      bonus: int(system, "attributes", choice.attribute),
      resistLabel: `HOLOCRON.Sheet.Attribute.${choice.attribute}`,
    };
  }
  const statLabel = `HOLOCRON.Sheet.Stat.${choice.stat}`;
  const statBonus = int(system, "bonuses", choice.stat);
  if (choice.skill === null) return { bonus: statBonus, resistLabel: statLabel };
  return {
    // The derived ranks: a droid's stored Force rank counts 0 (rulings: the Force).
    bonus: int(system, "ranks", choice.skill) + statBonus,
    resistLabel: "HOLOCRON.Chat.Resist.SkillStat",
    resistData: { skill: `HOLOCRON.Sheet.Skill.${choice.skill}`, stat: statLabel },
  };
}

/**
 * Pure: every bonus a target could resist with (each attribute; each stat alone or with a skill of
 * the target's). The GM checks a player's opposed card against them: a resister's bonus is the
 * target's own, never one the card's author wrote (src/cards/kinds.ts).
 */
export function resistBonuses(system: ResistSystem, target: unknown): number[] {
  const choices: ResistChoice[] = isBandsKind(system)
    ? starWorlds.ATTRIBUTES.map((attribute) => ({ system, attribute }))
    : d20.STATS.flatMap((stat) =>
        [null, ...resistSkills([target])].map((skill) => ({ system, skill, stat })),
      );
  return choices.map((choice) => resisterPlan(choice, target).bonus);
}
