/** Builds the whole context of an actor sheet from the document: the one function sheets, tests and gallery share. */
import {
  ITEM_TYPES_OF_RULESET,
  RULESET_OF_ACTOR_TYPE,
  isCharacterType,
  isHolocronActorType,
  type HolocronActorType,
  type RulesetId,
} from "../../../config.js";
import { levelsByCareer } from "../../../rulesets/index.js";
import { systemName } from "./field-name.js";
import { armorRow, gearRow, itemsOfType, sortedItems, weaponRow } from "./items.js";
import { M20_PROFILE, OPERA_PROFILE, d20Part, type RulesetPart } from "./d20-actor.js";
import { starWorldsPart } from "./star-worlds-actor.js";
import { recoveryBlock } from "./recovery.js";
import { creationGuide, noticesBesideGuide } from "./creation-guide.js";
import { effectsOf } from "./effects.js";
import { rollIcon } from "../../roll-icon.js";
import { headerOf } from "./format.js";
import type {
  ActorSheetContext,
  SheetActorOf,
  SheetActorSource,
  SheetItemSource,
  SheetView,
  TabView,
} from "./types.js";

interface PartInputs {
  items: SheetItemSource[];
  editMode: boolean;
  npc: boolean;
  view: SheetView;
}

/**
 * The part of the sheet each actor type's ruleset builds, with its sheet profile: one entry per
 * type, which the compiler holds to the list of actor types (a fourth ruleset cannot be left out).
 */
const RULESET_PARTS: {
  [T in HolocronActorType]: (actor: SheetActorOf[T], p: PartInputs) => RulesetPart;
} = {
  m20Character: (actor, p) => d20Part(actor, actor.system, M20_PROFILE, ...d20Inputs(p)),
  m20Npc: (actor, p) => d20Part(actor, actor.system, M20_PROFILE, ...d20Inputs(p)),
  operaCharacter: (actor, p) => d20Part(actor, actor.system, OPERA_PROFILE, ...d20Inputs(p)),
  operaNpc: (actor, p) => d20Part(actor, actor.system, OPERA_PROFILE, ...d20Inputs(p)),
  worldsCharacter: (actor, p) => starWorldsPart(actor, p.items, p.editMode, p.view),
  worldsNpc: (actor, p) => starWorldsPart(actor, p.items, p.editMode, p.view),
};

function d20Inputs(p: PartInputs) {
  return [p.items, p.editMode, p.npc, p.view] as const;
}

/** The part of the sheet that depends on the actor's ruleset, read through its model's type. */
function rulesetPart<T extends HolocronActorType>(
  type: T,
  actor: SheetActorOf[T],
  inputs: PartInputs,
): RulesetPart {
  return RULESET_PARTS[type](actor, inputs);
}

/** The tab each ruleset adds between Combat and Gear: powers (d20 rulesets) or careers and abilities. */
const RULESET_TAB: Record<RulesetId, "powers" | "traits"> = {
  m20: "powers",
  spaceOpera: "powers",
  starWorlds: "traits",
};

/** The tabs of a character sheet, in order (the powers tab only when the actor has or may use powers). */
export function tabIds(ruleset: RulesetId, showPowers: boolean): string[] {
  const extra = RULESET_TAB[ruleset];
  return [
    "main",
    "combat",
    ...(extra === "powers" && !showPowers ? [] : [extra]),
    "gear",
    "effects",
    "biography",
    "ledger",
  ];
}

function tabs(ids: string[], active: string | undefined): TabView[] {
  const current = active && ids.includes(active) ? active : ids[0];
  return ids.map((id) => ({
    id,
    label: `HOLOCRON.Sheet.Tab.${id}`,
    active: id === current,
    cssClass: id === current ? "active" : "",
  }));
}

export function actorTypeOf(actor: { type: string }): HolocronActorType {
  if (!isHolocronActorType(actor.type))
    throw new Error(`Holocron cannot show actor type "${actor.type}"`);
  return actor.type;
}

export function isNpcType(type: HolocronActorType): boolean {
  return !isCharacterType(type);
}

export function buildActorContext(actor: SheetActorSource, view: SheetView): ActorSheetContext {
  const type = actorTypeOf(actor);
  const ruleset = RULESET_OF_ACTOR_TYPE[type];
  const npc = isNpcType(type);
  const editMode = view.editable && view.editMode;
  const items = sortedItems(actor.items);
  const part = rulesetPart(actor.type, actor, { items, editMode, npc, view });
  const { attack, ...rest } = part;
  const tabList = npc ? [] : tabs(tabIds(ruleset, part.showPowers), view.activeTab);
  const guide = creationGuide(actor, items, view);
  return {
    actor: { ...headerOf(actor, "icons/svg/mystery-man.svg"), type },
    ruleset,
    rollIcon: rollIcon(ruleset),
    typeLabel: `HOLOCRON.Sheet.ActorType.${type}`,
    isNpc: npc,
    editable: view.editable,
    editMode,
    modeLabel: editMode ? "HOLOCRON.Sheet.Mode.Play" : "HOLOCRON.Sheet.Mode.Edit",
    ...rest,
    notices: noticesBesideGuide(rest.notices, guide),
    recovery: recoveryBlock(actor, view, npc),
    canGenerateAttributes: editMode && levelsByCareer(actor),
    guide,
    weapons: itemsOfType(items, "weapon").map((i) => weaponRow(i, attack)),
    armor: itemsOfType(items, "armor").map((i) => armorRow(i, attack.d20)),
    gear: itemsOfType(items, "gear").map(gearRow),
    biography: {
      name: systemName<SheetActorSource["system"]>("biography"),
      value: actor.system.biography,
      enriched: view.enriched,
    },
    tabs: tabList,
    tabCss: Object.fromEntries(tabList.map((t) => [t.id, t.cssClass])),
    createTypes: ITEM_TYPES_OF_RULESET[ruleset].map((t) => ({
      type: t,
      label: `HOLOCRON.Sheet.ItemType.${t}`,
    })),
    ...effectsOf(actor.effects, ruleset),
  };
}
