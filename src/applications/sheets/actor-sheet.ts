/** The base of the actor sheets (actor-sheets.ts): edit mode, context, drag and hit dice; each subclass its parts. */
import { buildActorContext } from "./context/actor-context.js";
import { sheetActor } from "./context/sheet-source.js";
import {
  ACTOR_PART_TEMPLATES,
  LIMITED_PARTS,
  limitedContext,
  SHEET_SIZE,
  sheetOptions,
  type ActorPartId,
} from "./context/parts.js";
import { ACTOR_ACTION_HANDLERS, WINDOW_MENU_HANDLERS } from "./actor-actions.js";
import { dragDataFor } from "./drag-data.js";
import { setHitDie } from "./hit-dice.js";
import { restoreSummaries } from "./item-summary.js";
import { attachItemMenu } from "./item-menu.js";
import { attachDisclosureMenus } from "./disclosure-menu.js";
import { guideShows } from "./context/creation-guide.js";
import { guideCollapsed, guideOpen } from "./guide-flag.js";
import { attachItemFilters } from "./item-filter.js";
import type { ActorSheetContext, SheetView } from "./context/types.js";
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import { BREAKDOWN_TEMPLATE, type LazyBreakdown } from "../breakdown/breakdown-view.js";
import { breakdownScope } from "./context/breakdown-scope.js";
import { ledgerView } from "../ledger/ledger-view.js";
import { causeOptions } from "../../documents/ledger/play-state.js";
import ActorSheetV2 = foundry.applications.sheets.ActorSheetV2;

type Ctx = ActorSheetV2.RenderContext & ActorSheetContext;
type Mixed = foundry.applications.api.HandlebarsApplicationMixin.AnyMixed;
type RenderPartsOptions = Parameters<Mixed["_configureRenderParts"]>[0];
type RenderParts = ReturnType<Mixed["_configureRenderParts"]>;

/** A sheet's PARTS: these parts and the limited view, from their templates; the top two do not scroll. */
export function sheetParts(ids: readonly ActorPartId[]) {
  return Object.fromEntries(
    [...ids, ...LIMITED_PARTS].map((id) => [
      id,
      {
        template: ACTOR_PART_TEMPLATES[id],
        scrollable: id === "header" || id === "tabs" ? [] : [""],
      },
    ]),
  );
}

export class HolocronActorSheet<
  RC extends Ctx = Ctx,
  C extends ActorSheetV2.Configuration = ActorSheetV2.Configuration,
  RO extends ActorSheetV2.RenderOptions = ActorSheetV2.RenderOptions,
> extends foundry.applications.api.HandlebarsApplicationMixin(ActorSheetV2)<RC, C, RO> {
  static override DEFAULT_OPTIONS = sheetOptions("actor", SHEET_SIZE.character, {
    ...ACTOR_ACTION_HANDLERS,
    ...WINDOW_MENU_HANDLERS,
  });

  /** Each subclass (actor-sheets.ts) lists the parts it shows. */
  static override PARTS = sheetParts([]);

  /**
   * Play mode (rolls) by default; edit mode shows the inputs behind the derived numbers. A new
   * character with its creation guide open starts in edit mode; the mode is fixed when first read
   * (the first render), so dismissing or finishing the guide does not leave edit mode.
   */
  #editMode: boolean | null = null;

  override tabGroups: Record<string, string> = { primary: "main" };

  /** Each item list's filter text, kept across renders (item-filter.ts). */
  #filters = new Map<string, string>();

  /** The Ledger tab's page (0: the newest rows). */
  #ledgerPage = 0;

  /** This render's breakdowns, drawn when one opens (breakdown-popover.ts), found by id. */
  #breakdowns: LazyBreakdown[] = [];

  /**
   * A value typed on the sheet: its write says so, for the ledger's row ("sheet"). DocumentSheetV2
   * submits the form through `_processSubmitData(event, form, submitData, options)`, whose options
   * go with the update (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html).
   */
  protected override async _processSubmitData(
    ...[event, form, submitData, options]: Parameters<ActorSheetV2<RC, C, RO>["_processSubmitData"]>
  ): Promise<void> {
    // The options' type is core's update options, which do not name the system's own option.
    const named = Object.assign({}, options, causeOptions("sheet")) as typeof options;
    await super._processSubmitData(event, form, submitData, named);
  }

  /** The Ledger tab shows page `page` (the same page again when none is given). */
  async showLedgerPage(page = this.#ledgerPage): Promise<void> {
    this.#ledgerPage = page;
    await this.render();
  }

  get editMode(): boolean {
    this.#editMode ??= guideShows(sheetActor(this.document), guideOpen(this.document));
    return this.#editMode;
  }

  /** Switches between play and edit mode and re-renders. */
  async toggleEditMode(): Promise<void> {
    this.#editMode = !this.editMode;
    await this.render();
  }

  /** The window's menu offers the creation guide again once it was dismissed (or done). */
  protected override _getHeaderControls(): ReturnType<
    ActorSheetV2<RC, C, RO>["_getHeaderControls"]
  > {
    const controls = super._getHeaderControls();
    if (!this.isEditable || guideShows(sheetActor(this.document), guideOpen(this.document))) {
      return controls;
    }
    if (!guideShows(sheetActor(this.document), true)) return controls;
    return [
      ...controls,
      { icon: "fa-solid fa-list-check", label: "HOLOCRON.Sheet.Guide.Show", action: "showGuide" },
    ];
  }

  protected override _initializeApplicationOptions(
    options: Parameters<ActorSheetV2<RC, C, RO>["_initializeApplicationOptions"]>[0],
  ): ReturnType<ActorSheetV2<RC, C, RO>["_initializeApplicationOptions"]> {
    const initialized = super._initializeApplicationOptions(options);
    const type = initialized.document?.type ?? "";
    initialized.classes.push(type);
    if (initialized.document?.limited) initialized.classes.push("limited");
    return initialized;
  }

  protected override _configureRenderParts(options: RenderPartsOptions): RenderParts {
    const all = super._configureRenderParts(options);
    // Limited permission: the limited view only; otherwise every part of this sheet but that one.
    const limited = this.document.limited === true;
    const isLimitedPart = (id: string) => (LIMITED_PARTS as readonly string[]).includes(id);
    return Object.fromEntries(Object.entries(all).filter(([id]) => isLimitedPart(id) === limited));
  }

  override async _prepareContext(
    options: Parameters<ActorSheetV2<RC, C, RO>["_prepareContext"]>[0],
  ): Promise<RC> {
    const base = await super._prepareContext(options);
    const actor = this.document;
    if (actor.limited) {
      // Limited permission: the biography without secrets, and no other data in the context.
      const biography = await foundry.applications.ux.TextEditor.implementation.enrichHTML(
        sheetActor(actor).system.biography,
        { secrets: false, relativeTo: actor },
      );
      return { ...base, ...limitedContext(actor, biography) } as RC;
    }
    const source = sheetActor(actor);
    const biography = source.system.biography;
    const enriched = await foundry.applications.ux.TextEditor.implementation.enrichHTML(biography, {
      secrets: actor.isOwner,
      relativeTo: actor,
    });
    const sheet = buildActorContext(source, {
      editable: this.isEditable,
      editMode: this.editMode,
      enriched,
      activeTab: this.tabGroups.primary,
      gm: game.user?.isGM ?? false,
      guideOpen: guideOpen(actor),
      guideCollapsed: guideCollapsed(),
      // Drawn on open; ids unique per window and document (two tokens of one NPC share its id).
      breakdowns: {
        scope: breakdownScope(this.id, actor.uuid),
        onOpen: (this.#breakdowns = []),
      },
      ...(await this.sheetData()),
    });
    // A character's Ledger tab; an NPC's statblock (no tabs) shows the same rows in a section.
    const ledger = ledgerView(actor.uuid, this.#ledgerPage);
    return { ...base, ...sheet, ledger } as RC;
  }

  /** Fills an empty breakdown from its number's trace (built now, not when the sheet rendered). */
  async #drawBreakdown(pop: HTMLElement): Promise<void> {
    const lazy = this.#breakdowns.find((b) => b.id === pop.id);
    if (!lazy || !pop.isConnected) return;
    const { renderTemplate } = foundry.applications.handlebars;
    const html = await renderTemplate(BREAKDOWN_TEMPLATE, { bd: lazy.draw(), popOnly: true });
    if (pop.isConnected && pop.hasAttribute("data-draw")) pop.outerHTML = html;
  }

  /** What a layout adds to the view beyond the document (the Star Worlds sheet: the career catalog). */
  protected async sheetData(): Promise<Partial<SheetView>> {
    return {};
  }

  /** The item rows' context menu and the header's menus, once: the window's element outlives each render of its parts. */
  protected override async _onFirstRender(
    context: Parameters<ActorSheetV2<RC, C, RO>["_onFirstRender"]>[0],
    options: Parameters<ActorSheetV2<RC, C, RO>["_onFirstRender"]>[1],
  ): Promise<void> {
    await super._onFirstRender(context, options);
    attachItemMenu(this.element, this.document, () => this.isEditable);
    attachDisclosureMenus(this.element);
  }

  /** Stats and skills drag to the hotbar as roll macros; items drag as themselves (core handles those). */
  protected override async _onRender(
    context: Parameters<ActorSheetV2<RC, C, RO>["_onRender"]>[0],
    options: Parameters<ActorSheetV2<RC, C, RO>["_onRender"]>[1],
  ): Promise<void> {
    await super._onRender(context, options);
    await restoreSummaries(this);
    attachItemFilters(this.element, this.#filters);
    activateBreakdowns(this.element, (pop) => this.#drawBreakdown(pop));
    for (const el of this.element.querySelectorAll<HTMLElement>("[data-drag]")) {
      el.addEventListener("dragstart", (event) => {
        const data = dragDataFor(this.document.uuid, el.dataset);
        if (!data || !event.dataTransfer) return;
        event.stopPropagation();
        event.dataTransfer.setData("text/plain", JSON.stringify(data));
      });
    }
    // Hit dice are a list: each input writes the whole list (a refused value re-renders the old one).
    for (const input of this.element.querySelectorAll<HTMLInputElement>("input[data-hit-die]")) {
      input.addEventListener("change", async (event) => {
        event.stopPropagation();
        const index = Number(input.dataset.hitDie);
        if (!(await setHitDie(this.document, index, input.value))) await this.render();
      });
    }
  }
}
