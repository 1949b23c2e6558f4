/** What each `data-action` of the actor sheet does. Rolls go to the rolls and powers modules. */
import { revertRow } from "../ledger/revert-row.js";
import { actorData, itemData } from "../../data/typed-system.js";
import { rollAttack, rollDamage, rollSkill, rollStat } from "../../cards/roll/actions.js";
import { usePower } from "../powers/use-power.js";
import { isAbility, isCareer, isHolocronItemType, isWeaponOrArmor } from "../../config.js";
import type { ActorSheetAction } from "./actions.js";
import { editPortrait, notify } from "./sheet-helpers.js";
import { newSessionFor, recoverFromSheet } from "./recovery.js";
import { giveFromSheet } from "./give-hero-points.js";
import { generateAttributes } from "./attribute-generation.js";
import { rollMissingHitDice } from "./hit-dice.js";
import { isStatusId } from "../../rulesets/status-effects.js";
import { rollDyingCheck } from "../combat/dying-check.js";
import {
  careerNames,
  careerRefusal,
  rechargeAbility,
  rollNpcDamage,
} from "./star-worlds-actions.js";
import { takeLevelFromSheet } from "./level-up.js";
import { takeStartingAbility, useCareerAbility } from "./career-ability.js";
import { toggleSummary } from "./item-summary.js";
import { openItemMenu } from "./item-menu.js";
import { guideCollapsed, openPack, setGuide, setGuideCollapsed } from "./guide-flag.js";
import { focusGuideTarget } from "./guide-focus.js";
import { effectActions } from "./effect-actions.js";
import { levelsByCareer } from "../../rulesets/index.js";

/** The sheet an action runs on: what HolocronActorSheet offers (structural, so the sheet imports this map). */
export interface ActorActionSheet {
  readonly actor: Actor.Implementation;
  readonly document: Actor.Implementation;
  /** The sheet's window (item rows open their summaries in it). */
  readonly element: HTMLElement;
  readonly editMode: boolean;
  toggleEditMode(): Promise<void>;
  /** ApplicationV2#changeTab: shows a tab of a group. */
  changeTab(tab: string, group: string): void;
  render(): Promise<unknown>;
  /** The Ledger tab shows page `page` of the actor's rows (0: the newest). */
  showLedgerPage(page?: number): Promise<void>;
}

type Handler = (this: ActorActionSheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

/**
 * A one-field `system` change as a flattened update (`{"system.used": 2}`). The update types only know the
 * base document's fields, not each subtype's system data, so the change is built as a plain record.
 */
function systemChange(field: string, value: unknown): Record<string, unknown> {
  return { [`system.${field}`]: value };
}

function fast(event: PointerEvent): boolean {
  return event.shiftKey;
}

/** The owned item a control acts on; a missing one tells the user and returns null. */
function itemOf(sheet: ActorActionSheet, target: HTMLElement): Item.Implementation | null {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
  const item = sheet.actor.items.get(id);
  if (!item) notify("HOLOCRON.Sheet.Notify.MissingItem");
  return item ?? null;
}

function skillNames(sheet: ActorActionSheet): string[] {
  const data = actorData(sheet.actor);
  return levelsByCareer(data) ? [...data.system.skills] : [];
}

export const ACTOR_ACTION_HANDLERS: Record<ActorSheetAction, Handler> = {
  ...effectActions<ActorActionSheet>(),
  async rollHitDice() {
    await rollMissingHitDice(this.actor);
  },
  async openCompendium(_event, target) {
    await openPack(target.dataset.pack ?? "");
  },
  async dismissGuide() {
    await setGuide(this.actor, false);
  },
  /** Folds the guide to its title line, or unfolds it (remembered for this user). */
  async toggleGuide() {
    await setGuideCollapsed(!guideCollapsed());
    await this.render();
  },
  /** A step's link: its field, in edit mode (where the fields are), on its tab, scrolled to and focused. */
  async guideFocus(_event, target) {
    const link = { guideTarget: target.dataset.guideTarget, guideTab: target.dataset.guideTab };
    if (!this.editMode) await this.toggleEditMode();
    focusGuideTarget(this.element, link, (tab) => this.changeTab(tab, "primary"));
  },
  /** GM: reverts the row (revert-row.ts asks first when a later row changed the same field). */
  async ledgerRevert(_event, target) {
    await revertRow(this.actor.uuid, target.dataset.rowId ?? "", this);
    await this.showLedgerPage();
  },
  async ledgerPage(_event, target) {
    await this.showLedgerPage(Math.max(0, Number(target.dataset.page) || 0));
  },

  async toggleMode() {
    await this.toggleEditMode();
  },
  async editPortrait() {
    await editPortrait(this.document);
  },
  async rollStat(event, target) {
    const stat = target.closest<HTMLElement>("[data-stat]")?.dataset.stat;
    if (stat) await rollStat(this.actor, stat, { fast: fast(event), opener: this });
  },
  async rollSkill(event, target) {
    const skill = target.closest<HTMLElement>("[data-skill]")?.dataset.skill;
    if (skill) await rollSkill(this.actor, skill, { fast: fast(event), opener: this });
  },
  async rollAttack(event, target) {
    const item = itemOf(this, target);
    if (item?.id) await rollAttack(this.actor, item.id, { fast: fast(event), opener: this });
  },
  async rollDamage(event, target) {
    const item = itemOf(this, target);
    if (item?.id) await rollDamage(this.actor, item.id, { fast: fast(event), opener: this });
  },
  async usePower(event, target) {
    const item = itemOf(this, target);
    if (item?.id) await usePower(this.actor, item.id, { fast: fast(event), opener: this });
  },
  async rollInitiative() {
    await this.actor.rollInitiative({ createCombatants: true });
  },
  async createItem(_event, target) {
    const type = target.dataset.type ?? "";
    if (!isHolocronItemType(type)) {
      notify("HOLOCRON.Sheet.Notify.UnknownType");
      return;
    }
    if (isCareer({ type })) {
      const refused = careerRefusal(careerNames(this.actor), ["new"], { checkNames: false });
      if (refused) return notify(refused);
    }
    const label = game.i18n.localize(`HOLOCRON.Sheet.ItemType.${type}`);
    // A fresh name each time: careers must not repeat one (career-guard.ts).
    const taken = new Set([...this.actor.items].map((i) => i.name));
    let name = game.i18n.format("HOLOCRON.Sheet.NewItem", { type: label });
    for (let n = 2; taken.has(name); n += 1) {
      name = game.i18n.format("HOLOCRON.Sheet.NewItemNumbered", { type: label, n: String(n) });
    }
    // The new item opens at once, for its fields to be filled in (as core's sidebar create does).
    const created = await this.actor.createEmbeddedDocuments("Item", [{ name, type }]);
    await created?.[0]?.sheet?.render(true);
  },
  async editItem(_event, target) {
    await itemOf(this, target)?.sheet?.render(true);
  },
  itemMenu(_event, target) {
    openItemMenu(target);
    return Promise.resolve();
  },
  async deleteItem(_event, target) {
    await itemOf(this, target)?.deleteDialog();
  },
  async toggleEquipped(_event, target) {
    const item = itemOf(this, target);
    if (!item) return;
    const data = itemData(item);
    if (!isWeaponOrArmor(data)) return;
    await item.update(systemChange("equipped", !data.system.equipped));
  },
  async useAbility(_event, target) {
    const item = itemOf(this, target);
    if (!item) return;
    const data = itemData(item);
    if (!isAbility(data)) return;
    const { usesPerDay: perDay, used } = data.system;
    if (perDay !== null && used >= perDay) {
      notify("HOLOCRON.Sheet.Notify.NoUsesLeft");
      return;
    }
    await item.update(systemChange("used", used + 1));
  },
  async recover(_event, target) {
    await recoverFromSheet(this.actor, target.dataset.kind ?? "");
  },
  async newSession() {
    await newSessionFor(this.actor);
  },
  /** A status chip: the same toggle as the token HUD's, asked of the GM authority. */
  async toggleStatus(_event, target) {
    const id = target.dataset.status ?? "";
    if (!isStatusId(id)) return notify("HOLOCRON.Sheet.Conditions.Unknown");
    await this.actor.setCondition(id, !this.actor.statuses.has(id));
  },
  async dyingCheck() {
    await rollDyingCheck(this.actor);
  },
  async rechargeAbility(_event, target) {
    const item = itemOf(this, target);
    if (item) await rechargeAbility(this.actor, item);
  },
  async takeLevel() {
    await takeLevelFromSheet(this.actor, this);
  },
  async toggleSummary(_event, target) {
    await toggleSummary(this, target);
  },
  async useCareerAbility(_event, target) {
    const { uuid, career } = target.dataset;
    if (uuid) await useCareerAbility(this.actor, uuid, career ?? "");
  },
  async takeStartingAbility(_event, target) {
    const { uuid, career } = target.dataset;
    if (uuid) await takeStartingAbility(this.actor, uuid, career ?? "");
  },
  async rollNpcDamage() {
    await rollNpcDamage(this.actor);
  },
  async giveHeroPoint() {
    await giveFromSheet(this.actor, this);
  },
  async generateAttributes() {
    await generateAttributes(this.actor, this);
  },
  async addSkillTag() {
    const skills = [...skillNames(this), game.i18n.localize("HOLOCRON.Sheet.NewSkill")];
    await this.actor.update(systemChange("skills", skills));
  },
  async removeSkillTag(_event, target) {
    const index = Number(target.dataset.index);
    const skills = skillNames(this);
    if (!Number.isInteger(index) || index < 0 || index >= skills.length) return;
    await this.actor.update(
      systemChange(
        "skills",
        skills.filter((_, i) => i !== index),
      ),
    );
  },
};

/** The window menu's entries (the sheet's header controls), which no template holds. */
export const WINDOW_MENU_HANDLERS: Record<"showGuide", Handler> = {
  /** The creation guide again: in edit mode, where its steps are filled in. */
  async showGuide() {
    await setGuide(this.actor, true);
    if (!this.editMode) await this.toggleEditMode();
  },
};
