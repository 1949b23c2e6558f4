/**
 * The actor sheets, one per layout, each with only its own parts and tabs: a d20 character (m20 and
 * Space Opera: the powers tab), a Star Worlds character (careers and abilities), and an NPC statblock.
 * register-sheets.ts registers each for its actor types.
 */
import {
  ACTOR_TYPES,
  isCharacterType,
  type CheckKind,
  type HolocronActorType,
} from "../../config.js";
import { rulesetOf } from "../../rulesets/index.js";
import { HolocronActorSheet, sheetParts } from "./actor-sheet.js";
import { ACTOR_PARTS, SHEET_SIZE } from "./context/parts.js";
import { tabIds } from "./context/actor-context.js";
import type { SheetView } from "./context/types.js";
import { loadCareerCatalog } from "./career-catalog.js";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

/** The character types whose ruleset rolls this kind of check (d20 or Star Worlds' 2d6 bands). */
function charactersRolling(kind: CheckKind): readonly HolocronActorType[] {
  return ACTOR_TYPES.filter((t) => isCharacterType(t) && rulesetOf(t).checks.kind === kind);
}

/** A character sheet's primary tab group: its tabs in order, Main first. */
function primaryTabs(ids: readonly string[]) {
  const tabs = ids.map((id) => ({ id, label: `HOLOCRON.Sheet.Tab.${id}`, icon: "", cssClass: "" }));
  return { primary: { tabs, initial: "main" } };
}

/** m20 and Space Opera characters: stats, skills, combat, powers, gear, biography. */
export class D20CharacterSheet extends HolocronActorSheet {
  static readonly actorTypes = charactersRolling("d20");
  static override PARTS = sheetParts(ACTOR_PARTS.m20Character);
  static override TABS = primaryTabs(tabIds("m20", true));
}

/** Star Worlds characters: attributes, skills, combat, careers and abilities, gear, biography. */
export class StarWorldsCharacterSheet extends HolocronActorSheet {
  static readonly actorTypes = charactersRolling("worlds");
  static override PARTS = sheetParts(ACTOR_PARTS.worldsCharacter);
  static override TABS = primaryTabs(tabIds("starWorlds", true));

  /** The careers tab lists the abilities of the world's and compendiums' careers not yet taken. */
  protected override async sheetData(): Promise<Partial<SheetView>> {
    return { careerCatalog: await loadCareerCatalog() };
  }
}

/** NPCs of every ruleset: one statblock, no tabs, a smaller window. */
export class NpcSheet extends HolocronActorSheet {
  static readonly actorTypes = ACTOR_TYPES.filter((t) => !isCharacterType(t));
  static override PARTS = sheetParts(ACTOR_PARTS.m20Npc);

  protected override _initializeApplicationOptions(
    options: Parameters<ActorSheetV2["_initializeApplicationOptions"]>[0],
  ): ReturnType<ActorSheetV2["_initializeApplicationOptions"]> {
    const initialized = super._initializeApplicationOptions(options);
    Object.assign(initialized.position, SHEET_SIZE.npc);
    return initialized;
  }
}

export const ACTOR_SHEETS = [D20CharacterSheet, StarWorldsCharacterSheet, NpcSheet] as const;

/** The sheet class registered for an actor type. */
export function actorSheetFor(type: HolocronActorType): (typeof ACTOR_SHEETS)[number] {
  const sheet = ACTOR_SHEETS.find((s) => s.actorTypes.includes(type));
  if (!sheet) throw new Error(`Holocron has no sheet for actor type "${type}"`);
  return sheet;
}
