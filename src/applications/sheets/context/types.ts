/**
 * What the sheets read from documents (a structural subset of Actor/Item, so the template tests and the
 * gallery pass plain objects) and the plain context objects the templates render.
 */
import type { HolocronActorType, RulesetId } from "../../../config.js";
import type { HolocronActorData, HolocronItemData } from "../../../data/typed-system.js";
import type { Bounds } from "../../../data/ranges.js";
import type { CareerCatalog } from "../career-catalog.js";
import type { EffectListView, EffectView, SheetEffectSource } from "./effects.js";
import type { ApprovalView } from "./approval-view.js";
import type { BreakdownSlot, LazyBreakdown } from "../../breakdown/breakdown-view.js";

/** The part of an Item a sheet reads: `type` and `system` typed by the item's model. */
export type SheetItemSource = HolocronItemData & {
  id: string | null;
  uuid?: string;
  name: string;
  img?: string | null;
  sort?: number;
  /** The item's own Active Effects (its sheet's Effects list). */
  effects?: Iterable<SheetEffectSource>;
  /** The compendium document it was made from (Foundry's `_stats.compendiumSource`). */
  _stats?: { compendiumSource?: string | null };
};

/** The part of an Actor a sheet reads: `type` and `system` typed by the actor's model. */
export type SheetActorSource = HolocronActorData & {
  id: string | null;
  uuid?: string;
  name: string;
  img?: string | null;
  /** Foundry's `actor.items` collection iterates its items. */
  items: Iterable<SheetItemSource>;
  /** Active status ids (Foundry's `actor.statuses`): the ruleset reads health states from them. */
  statuses: ReadonlySet<string>;
  /** The Active Effects that apply to it: its own and those its items grant (`allApplicableEffects`). */
  effects?: Iterable<SheetEffectSource>;
};

/** Each actor type's sheet source, its `system` typed by the type (a per-type table's argument). */
export type SheetActorOf = {
  [T in HolocronActorType]: Extract<SheetActorSource, { type: T }>;
};

/** How the sheet is shown: the viewer's rights, the mode, the enriched rich text. */
export interface SheetView {
  editable: boolean;
  editMode: boolean;
  /** Enriched biography/description HTML (Foundry's enrichHTML output); raw text in tests. */
  enriched: string;
  /** The active tab of the primary group. */
  /** The sheet's tab group, unset until a tab was chosen (ApplicationV2's tabGroups). */
  activeTab?: string | undefined;
  /** The viewer is a GM (the "new session" reset). */
  gm?: boolean;
  /** An item sheet: the ruleset whose words name its effects' changes (its owner's, or the world's). */
  ruleset?: RulesetId;
  /** Star Worlds: the careers and abilities of the world and compendiums (the career ability list). */
  careerCatalog?: CareerCatalog;
  /** The actor's creation guide is open (its flag): the guide shows until every step is done. */
  guideOpen?: boolean;
  /** This user folded the creation guide to its title line (a client setting: guide-flag.ts). */
  guideCollapsed?: boolean;
  /**
   * The sheet's window: its breakdowns are drawn when one opens (`onOpen` keeps each for the
   * popover, which finds it by id), their ids scoped by the window's id and the document's uuid.
   * Without it (a test, the gallery) each breakdown is drawn with the sheet, its id scoped by the
   * actor's id.
   */
  breakdowns?: { scope: string; onOpen: LazyBreakdown[] };
}

/** Rest and recovery in the health block: the kinds the actor's ruleset offers. */
export interface RecoveryView {
  /** Buttons, one per recovery kind (empty when the viewer cannot edit the actor). */
  kinds: { kind: string; label: string; hint: string }[];
  /** The header's one "Rest & recovery" menu shows: a kind to offer or the GM's reset. */
  menu: boolean;
  /** Second wind once per session (m20): the "Second wind ●" chip, or null when the ruleset has none. */
  secondWind: { used: boolean } | null;
  /** The GM's "new session" reset of this actor's second wind. */
  canResetSession: boolean;
}

/** A labelled number that may be edited (edit mode) and rolled (play mode). */
export interface StatView {
  id: string;
  label: string;
  abbr: string;
  /** Form field path (`system.stats.str`). */
  name: string;
  value: number;
  /** The signed bonus shown ("+2", "−1"). */
  bonus: string;
  min: number;
  max: number;
  /** Shown as a score next to the bonus (d20 stats), or only the bonus (Star Worlds attributes). */
  showScore: boolean;
  /** How the bonus was made (d20 stats: from the score); Star Worlds attributes are typed. */
  breakdown?: BreakdownSlot;
}

export interface SkillView {
  id: string;
  label: string;
  name: string;
  rank: number;
  /** The rank input's bounds, as the model's field has them. */
  min: number;
  max: number;
  stat: string;
  total: string;
  breakdown?: BreakdownSlot;
}

export interface HealthState {
  id: string;
  label: string;
  active: boolean;
}

export interface HealthView {
  /** How the maximum was made (d20 max HP, Star Worlds max Vitality), when derived. */
  maxBreakdown?: BreakdownSlot | null;
  /** The maximum is a field as typed (a Star Worlds NPC's max Vitality): shown as stored. */
  maxStored?: boolean;
  /** A mook has no hit points at all: the block is a note instead of a bar. */
  mook: boolean;
  label: string;
  name: string;
  value: number;
  max: number;
  /** 0..100 for the bar. */
  percent: number;
  /** "ok" | "low" | "out": colour plus a word, never colour alone. */
  level: "ok" | "low" | "out";
  /** Every status of the ruleset as a chip; the owner or the GM toggles it (like the token HUD). */
  states: HealthState[];
  /** Space Opera: dying, so the "Dying check" button shows. */
  dyingCheck: boolean;
  /** The value's input bounds, as the model's field has them (src/data/ranges.ts). */
  bounds: Bounds;
  /**
   * Extra numbers beside the value (STR damage, a Star Worlds NPC's max in edit mode), their inputs
   * bounded as their fields are, and `max` lower where the rules are (STR damage up to the STR score).
   */
  extras: {
    label: string;
    value: string;
    name?: string;
    min?: number;
    max?: number;
    editable: boolean;
  }[];
}

export interface ItemRow {
  id: string;
  name: string;
  img: string;
  type: string;
  /** Short facts shown on the row (already formatted). */
  facts: { label: string; value?: string; valueKey?: string }[];
  quantity?: number;
  equipped?: boolean;
  canEquip: boolean;
  attack?: string;
  damage?: string;
  /** How the attack bonus and the damage formula were made (d20 weapons). */
  attackBreakdown?: BreakdownSlot;
  damageBreakdown?: BreakdownSlot;
  /** The damage shown is the weapon's formula as typed (no dice added to it): shown as stored. */
  damageStored?: boolean;
  uses?: { value: number; max: number };
  /** A daily ability with uses spent today: a Hero Point recharges it. */
  rechargeable?: boolean;
  rollable: "attack" | "power" | null;
  /** A power the actor cannot use: i18n key of why (not a Knight / psion, a droid). */
  blocked?: string;
}

export interface TabView {
  id: string;
  label: string;
  active: boolean;
  cssClass: string;
}

/** m20 hit dice: one d6 per level, each stored and editable (rulings: hit dice). */
export interface HitDiceView {
  /** One per level: the stored roll, or null while it is missing. */
  dice: { index: number; level: number; value: number | null }[];
  missing: number;
  /** The dice sum that max HP adds to STR. */
  total: number;
  /** The total as each die rolled (m20.hitDiceTotalTrace). */
  totalBreakdown: BreakdownSlot;
  /** One die's range, the schema's (src/data/ranges.ts). */
  range: { min: number; max: number };
}

/** d20 attack bonus overrides (Soldiers, Combat Bonus, Knights with lightsabers); blank = level. */
export interface AttackBonusView {
  fields: {
    id: "melee" | "ranged";
    label: string;
    name: string;
    value: number | null;
    placeholder: number;
  }[];
}

export interface ActorSheetContext {
  actor: { id: string; uuid: string; name: string; img: string; type: string };
  ruleset: RulesetId;
  /** The die on the sheet's roll buttons (src/applications/roll-icon.ts). */
  rollIcon: string;
  typeLabel: string;
  isNpc: boolean;
  editable: boolean;
  editMode: boolean;
  modeLabel: string;
  /** The level input, its range from the schema's (src/data/ranges.ts). */
  level: { name: string; value: number; min: number; max: number } | null;
  /** Warnings under the header (level above the cap, hit dice to roll…), as i18n keys. */
  notices: string[];
  className: string;
  flags: { id: string; label: string; name: string; checked: boolean }[];
  health: HealthView;
  /** Rest and recovery (characters), or null. */
  recovery: RecoveryView | null;
  /** `text` marks a formula (Star Worlds NPC damage); the rest are whole numbers. */
  defense: {
    label: string;
    value: string;
    name?: string;
    editable: boolean;
    inputType?: "number" | "text";
    /** A number input's bounds, as the model's field has them. */
    min?: number;
    max?: number;
    /**
     * Play mode: the chip is a button with this action (a Star Worlds NPC's damage rolls; the
     * initiative figure, Init or Speed, rolls initiative).
     */
    action?: "rollNpcDamage" | "rollInitiative";
    /** How the number was made, when it is derived. */
    breakdown?: BreakdownSlot;
  }[];
  /** The class-name input's field (d20 characters), or null when the type has none. */
  classNameField: string | null;
  stats: StatView[];
  statsLabel: string;
  /** Whether the actor type has skills at all (Star Worlds NPCs do not). */
  hasSkills: boolean;
  skills: SkillView[];
  skillTags: { index: number; name: string; value: string }[];
  /**
   * `giveable`: Star Worlds Hero Points can be given to another character. `editable`: the count is
   * an input (Star Worlds: the GM's alone). `spent`: Star Worlds points spent toward levelling.
   */
  resource: {
    label: string;
    name: string;
    value: number;
    /** The input's bounds: the field's minimum, the actor's own maximum (Heroism's, the rules' cap). */
    min: number;
    max: number;
    editable: boolean;
    giveable?: boolean;
    spent?: { name: string; value: number; min: number; max: number; editable: boolean };
    /** Star Worlds: spent toward the next level ("7 of 12 to level 7"); null at the top level. */
    progress?: { value: number; per: number; level: number } | null;
  } | null;
  weapons: ItemRow[];
  armor: ItemRow[];
  powers: ItemRow[];
  powersLabel: string;
  /** The power item type this actor's ruleset uses ("forcePower", "psionicPower"), or "" for none. */
  powerType: string;
  showPowers: boolean;
  gear: ItemRow[];
  careers: ItemRow[];
  species: ItemRow[];
  abilities: ItemRow[];
  levelsWaiting: number;
  /** Star Worlds: the levels waiting's breakdown, when any wait. */
  levelsWaitingBreakdown?: BreakdownSlot | null;
  /**
   * Star Worlds: a level earned waits for a rest (`rest`: not rested since it was earned); `canTake`:
   * the owner once rested, the GM at any time (an override).
   */
  worldsLevel?: { rest: boolean; canTake: boolean };
  /** Star Worlds: the skills the character's species gives (level 1, "Species +1"). */
  speciesSkills?: string[];
  /** Star Worlds: each career's abilities the character does not have (usable for a Hero Point). */
  careerAbilities?: {
    career: string;
    /** Level 1 and none of this career's abilities yet: one may be taken free (seed 002 line 67). */
    starting: boolean;
    abilities: { uuid: string; name: string }[];
  }[];
  /** m20 characters and NPCs: the hit dice, or null. */
  hitDice: HitDiceView | null;
  /** d20 actors in edit mode: the attack-bonus inputs, or null. */
  attackBonus: AttackBonusView | null;
  /** Edit mode of a Star Worlds character: the "Generate attributes" control. */
  canGenerateAttributes: boolean;
  /** A new character's creation guide, or null (dismissed, done, not a character). */
  guide: GuideView | null;
  biography: { name: string; value: string; enriched: string };
  tabs: TabView[];
  /** Each tab's section class ("active" or ""), by tab id, for the tab sections. */
  tabCss: Record<string, string>;
  /** Which item types this actor may create from its sheet. */
  createTypes: { type: string; label: string }[];
  /** The Effects tab (characters) or section (NPCs). */
  effects: EffectView[];
  effectList: EffectListView;
}

export interface ItemSheetContext {
  item: { id: string; uuid: string; name: string; img: string; type: string };
  typeLabel: string;
  editable: boolean;
  fields: ItemFieldView[];
  description: { name: string; value: string; enriched: string };
  /** The item's own Active Effects (those it grants its owner). */
  effects: EffectView[];
  effectList: EffectListView;
  /** For a GM, a weapon whose damage a GM has not approved as it is (approval-view.ts). */
  approval?: ApprovalView | null;
}

export interface ItemFieldView {
  id: string;
  label: string;
  name: string;
  /** "number" | "text" | "select" | "checkbox" | "formula" (text validated as a dice formula). */
  input: "number" | "text" | "select" | "checkbox" | "formula";
  value: string | number | boolean;
  options?: { value: string; label: string }[];
  min?: number;
  max?: number;
  hint?: string;
}

/** The creation guide of a new character (creation-guide.ts builds it). */
/** A guide step's button: opens the compendium (by its id) the step drags from. */
export interface GuideButton {
  action: "openCompendium";
  label: string;
  pack: string;
}

/** Where a guide step's link goes: the element it focuses, on the tab it lives on (none: always shown). */
export interface GuideTarget {
  selector: string;
  tab?: string;
}

export interface GuideStep {
  id: string;
  label: string;
  hint: string;
  done: boolean;
  /** What the step reads now ("STR 14 +2 · DEX 10 +0"), shown beside the label. */
  detail?: string;
  button?: GuideButton;
  /** The sheet's form fields the step points to (edit mode): the only ones a player fills for it. */
  fields?: string[];
  /** What the step's link scrolls to and focuses. */
  target: GuideTarget;
  /** The first step not done: the one whose hint shows. */
  current?: boolean;
}

export interface GuideView {
  steps: GuideStep[];
  done: number;
  total: number;
  /** Folded to its title line by this user. */
  collapsed: boolean;
}
