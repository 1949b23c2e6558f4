/** The item sheet for every item type: header, the model's fields its ruleset reads, description. */
import { ITEM_MODELS } from "../../data/models.js";
import { itemData } from "../../data/typed-system.js";
import { rulesetById, rulesetOf } from "../../rulesets/index.js";
import { worldRuleset } from "../../settings.js";
import { buildItemContext } from "./context/item-context.js";
import { sheetItemWithEffects } from "./context/sheet-source.js";
import { flagFormula, revertFormula } from "./formula-field.js";
import { ITEM_PART_TEMPLATES, SHEET_SIZE, sheetOptions } from "./context/parts.js";
import { editPortrait } from "./sheet-helpers.js";
import { effectActions } from "./effect-actions.js";
import type { ItemSheetAction } from "./actions.js";
import type { ItemSheetContext } from "./context/types.js";
import ItemSheetV2 = foundry.applications.sheets.ItemSheetV2;
import DocumentSheetV2 = foundry.applications.api.DocumentSheetV2;
import { notify } from "../../compat/notify.js";
import { approvedProfileOf, approveItems, damageProfile } from "../../documents/item-provenance.js";
import { approvalView } from "./context/approval-view.js";
import { isWeapon } from "../../config.js";

// fvtt-types has no ItemSheetV2 namespace: its generics are DocumentSheetV2's, bound to Item.
type Ctx = DocumentSheetV2.RenderContext<Item.Implementation> & ItemSheetContext;
type ItemConfiguration = DocumentSheetV2.Configuration<Item.Implementation>;
type Handler = (this: HolocronItemSheet, event: PointerEvent, target: HTMLElement) => Promise<void>;

const ITEM_ACTION_HANDLERS: Record<ItemSheetAction, Handler> = {
  ...effectActions<HolocronItemSheet>(),
  async editPortrait() {
    await editPortrait(this.document);
  },
  // A GM who looked at what changed approves the weapon's damage as it now is (item-provenance.ts).
  async approveDamage() {
    if (!game.user.isGM || damageProfile(this.document) === null) return;
    await approveItems([this.document]);
    await this.render();
  },
};

export class HolocronItemSheet<
  RC extends Ctx = Ctx,
  C extends ItemConfiguration = ItemConfiguration,
  RO extends DocumentSheetV2.RenderOptions = DocumentSheetV2.RenderOptions,
> extends foundry.applications.api.HandlebarsApplicationMixin(ItemSheetV2)<RC, C, RO> {
  static override DEFAULT_OPTIONS = sheetOptions("item", SHEET_SIZE.item, ITEM_ACTION_HANDLERS);

  static override PARTS = {
    header: { template: ITEM_PART_TEMPLATES.header },
    details: { template: ITEM_PART_TEMPLATES.details },
    effects: { template: ITEM_PART_TEMPLATES.effects },
    description: { template: ITEM_PART_TEMPLATES.description, scrollable: [""] },
  };

  override async _prepareContext(
    options: Parameters<ItemSheetV2<RC, C, RO>["_prepareContext"]>[0],
  ): Promise<RC> {
    const base = await super._prepareContext(options);
    const item = this.document;
    const source = sheetItemWithEffects(item);
    if (!source) throw new Error(`Holocron cannot show item type "${item.type}"`);
    const description = source.system.description;
    const enriched = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
      description,
      {
        secrets: item.isOwner,
        relativeTo: item,
      },
    );
    // An owned item shows its owner's ruleset's fields (an actor keeps its own rules); others the world's.
    const ruleset = item.parent ? rulesetOf(item.parent) : rulesetById(worldRuleset());
    const sheet = buildItemContext(
      source,
      { editable: this.isEditable, editMode: true, enriched, ruleset: ruleset.id },
      {
        fields: ITEM_MODELS[source.type].schema.fields,
        unused: ruleset.unusedItemFields[source.type] ?? [],
      },
    );
    // For a GM: a weapon whose damage no GM approved as it is, with what changed (approveDamage).
    const profile = damageProfile(item);
    const approval =
      game.user.isGM && profile !== null && !item.pack
        ? approvalView(approvedProfileOf(item), profile)
        : null;
    return { ...base, ...sheet, approval } as RC;
  }

  /** A bad formula is flagged as it is typed. */
  protected override async _onRender(
    context: Parameters<ItemSheetV2<RC, C, RO>["_onRender"]>[0],
    options: Parameters<ItemSheetV2<RC, C, RO>["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    for (const input of this.element.querySelectorAll<HTMLInputElement>(
      '[data-validate="formula"]',
    )) {
      input.addEventListener("input", () => flagFormula(input));
    }
  }

  /**
   * …and never saved: a change to a bad formula stops here, and the input goes back to the stored
   * formula (with a warning naming what was typed) so later edits of other fields still save.
   */
  protected override _onChangeForm(
    formConfig: Parameters<ItemSheetV2<RC, C, RO>["_onChangeForm"]>[0],
    event: Parameters<ItemSheetV2<RC, C, RO>["_onChangeForm"]>[1],
  ): void {
    const input = event.target;
    if (
      input instanceof HTMLInputElement &&
      input.dataset.validate === "formula" &&
      !flagFormula(input)
    ) {
      // The weapon's damage is the item sheet's only formula field.
      const data = itemData(this.document);
      const typed = revertFormula(input, isWeapon(data) ? data.system.damage : "");
      notify("warn", "HOLOCRON.Sheet.Item.FormulaRefused", { formula: typed });
      return;
    }
    super._onChangeForm(formConfig, event);
  }
}
