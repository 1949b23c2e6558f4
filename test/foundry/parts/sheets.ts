import type { StandInEnv } from "../index.js";
import {
  hasDom,
  mergedOption,
  renderApplication,
  submitForm,
  type HeaderControl,
} from "../app-render.js";
import { expandObject } from "./utils.js";

/**
 * Just enough of ApplicationV2 document sheets for the sheet glue: a document sheet that keeps its options,
 * document, tab groups and parts; the Handlebars mixin (identity); sheet registration, rich-text enrichment and the file picker, each recording its calls for tests.
 */
type Obj = Record<string, unknown>;
/** FormDataExtended as a form handler gets it: each named control's value in `object`. */
type FormData = { object: Obj };

/**
 * What ApplicationV2 gives every application here: its element, the part and render callbacks, form
 * change events, and `render` through the real cycle when a DOM is present (test/foundry/app-render.ts).
 * Without one (a node test), `render` prepares the context only and counts.
 */
let applications = 0;

class StandInApplicationBase {
  static DEFAULT_OPTIONS: Obj = {};
  static PARTS: Obj = {};
  options: Obj;
  element: HTMLElement | null = null;
  rendered = false;
  renders = 0;
  lastContext: Obj | null = null;
  tabGroups: Record<string, string> = {};
  /**
   * ApplicationV2#id: the element's id, `options.id` or one made unique per instance (Foundry fills
   * the `{id}` of the default with a running number), so two windows never share one.
   */
  readonly id: string;
  constructor(options: Obj = {}) {
    this.options = options;
    this.id = typeof options.id === "string" ? options.id : `app-${++applications}`;
  }
  _configureRenderParts(_options: Obj = {}): Obj {
    return { ...(this.constructor as typeof StandInApplicationBase).PARTS };
  }
  async _prepareContext(_options: Obj): Promise<Obj> {
    return {};
  }
  async _preparePartContext(_partId: string, context: Obj, _options: Obj): Promise<Obj> {
    return context;
  }
  async _onFirstRender(_context: Obj, _options: Obj): Promise<void> {}
  async _onRender(_context: Obj, _options: Obj): Promise<void> {}
  /** Form change events that reached the base class (submitted), in order. */
  formChanges: unknown[] = [];
  /** Core's change listener: a `submitOnChange` form submits (with a DOM: ../app-render.ts). */
  _onChangeForm(config: { submitOnChange?: boolean }, event: unknown): void {
    this.formChanges.push(event);
    if (config?.submitOnChange && this.element && hasDom())
      void submitForm(this as never, event as Event);
  }
  async render(options: Obj = {}): Promise<this> {
    this.lastContext = hasDom()
      ? await renderApplication(this as never, options)
      : await this._prepareContext(options);
    this.rendered = true;
    this.renders += 1;
    return this;
  }
  /**
   * ApplicationV2#close: the window leaves the DOM, then `_onClose(options)` runs
   * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#_onclose).
   */
  async close(options: Obj = {}): Promise<this> {
    this.rendered = false;
    this.element?.remove();
    this._onClose(options);
    return this;
  }
  _onClose(_options: Obj): void {}

  /**
   * ApplicationV2#changeTab(tab, group, options): both names are required; the group's navigation
   * entry (`.tabs > [data-group][data-tab]`) must exist when rendered; the entries and the `.tab`
   * sections of the group are marked active; the choice is kept in `tabGroups` (no render)
   * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#changetab).
   */
  changeTab(tab: string, group: string, { force = false }: { force?: boolean } = {}): void {
    if (!tab || !group) throw new Error("You must pass both the tab and tab group identifier");
    if (this.tabGroups[group] === tab && !force) return;
    if (this.element) {
      const nav = [
        ...this.element.querySelectorAll<HTMLElement>(`.tabs > [data-group="${group}"]`),
      ];
      if (!nav.some((t) => t.dataset.tab === tab))
        throw new Error(`No matching tab element found for group "${group}" and tab "${tab}"`);
      for (const t of nav) t.classList.toggle("active", t.dataset.tab === tab);
      const sections = this.element.querySelectorAll<HTMLElement>(`.tab[data-group="${group}"]`);
      for (const section of sections)
        section.classList.toggle("active", section.dataset.tab === tab);
    }
    this.tabGroups[group] = tab;
  }

  /**
   * ApplicationV2#_getHeaderControls: the window menu's entries, the `window.controls` of the
   * options (DEFAULT_OPTIONS down the class chain, then the instance's) whose `visible` allows them
   * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#_getheadercontrols).
   */
  _getHeaderControls(): HeaderControl[] {
    const window = mergedOption<{ controls?: HeaderControl[] }>(this as never, "window");
    return (window.controls ?? []).filter((c) =>
      typeof c.visible === "function" ? c.visible.call(this) : c.visible !== false,
    );
  }
}

/** A plain ApplicationV2 (the chase tracker, the GM tool…). */
class StandInApplication extends StandInApplicationBase {}

/**
 * A document sheet: its document, editability, and the form's default handler (update the
 * document). An ApplicationV2 as in Foundry (DocumentSheetV2 extends ApplicationV2).
 */
class StandInDocumentSheet extends StandInApplication {
  /**
   * DocumentSheetV2 renders as a form whose default handler submits the document, and offers core's
   * "Configure Sheet" in the window menu
   * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html#default_options).
   */
  static override DEFAULT_OPTIONS: Obj = {
    tag: "form",
    form: {
      handler(this: StandInDocumentSheet, event: Event, form: HTMLFormElement, data: FormData) {
        return this._onSubmitDocumentForm(event, form, data);
      },
    },
    window: {
      controls: [
        { action: "configureSheet", icon: "fa-solid fa-gear", label: "SHEETS.ConfigureSheet" },
      ],
    },
  };
  document: {
    isOwner?: boolean;
    type: string;
    update?(changes: Obj, options?: Obj): Promise<unknown>;
  };
  constructor(options: Obj) {
    super(options);
    this.document = options.document as StandInDocumentSheet["document"];
  }
  get isEditable(): boolean {
    return this.document.isOwner !== false;
  }
  get actor(): unknown {
    return this.document;
  }
  get item(): unknown {
    return this.document;
  }
  _initializeApplicationOptions(options: Obj): Obj {
    return { ...options, classes: ["sheet"], position: { width: 600, height: 400 } };
  }
  override async _prepareContext(): Promise<Obj> {
    return { document: this.document, editable: this.isEditable };
  }
  /** DocumentSheetV2's form handler: the submitted data prepared, then processed. */
  async _onSubmitDocumentForm(event: Event, form: HTMLFormElement, data: FormData): Promise<void> {
    const submitData = this._prepareSubmitData(event, form, data);
    await this._processSubmitData(event, form, submitData);
  }

  /**
   * DocumentSheetV2#_prepareSubmitData(event, form, formData, updateData): the form's data expanded
   * into the update (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html#_preparesubmitdata).
   */
  _prepareSubmitData(_event: Event, _form: HTMLFormElement, data: FormData, updateData?: Obj): Obj {
    return { ...expandObject(data.object), ...updateData };
  }

  /**
   * DocumentSheetV2#_processSubmitData(event, form, submitData, options): one update of the document
   * with those options (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html#_processsubmitdata).
   */
  async _processSubmitData(
    _event: Event,
    _form: HTMLFormElement,
    submitData: Obj,
    options: Obj = {},
  ): Promise<void> {
    await this.document.update?.(submitData, options);
  }
}

export interface SheetRegistration {
  documentClass: unknown;
  scope: string;
  sheetClass: unknown;
  options: { types: string[]; makeDefault: boolean; label: string };
}

export function install(env: StandInEnv): void {
  const api = env.foundry.applications.api;
  api.HandlebarsApplicationMixin ??= <T>(Base: T) => Base;
  api.ApplicationV2 = StandInApplication;
  env.foundry.applications.sheets.ActorSheetV2 = class ActorSheetV2 extends StandInDocumentSheet {};
  env.foundry.applications.sheets.ItemSheetV2 = class ItemSheetV2 extends StandInDocumentSheet {};
  const registrations: SheetRegistration[] = [];
  const unregistered: { documentClass: unknown; scope: string; sheetClass: unknown }[] = [];
  env.foundry.applications.apps.DocumentSheetConfig = {
    registrations,
    registerSheet: (
      documentClass: unknown,
      scope: string,
      sheetClass: unknown,
      options: SheetRegistration["options"],
    ) => registrations.push({ documentClass, scope, sheetClass, options }),
    // DocumentSheetConfig.unregisterSheet(documentClass, scope, sheetClass): recorded as asked.
    unregistered,
    unregisterSheet: (documentClass: unknown, scope: string, sheetClass: unknown) =>
      unregistered.push({ documentClass, scope, sheetClass }),
  };
  // Core's legacy (ApplicationV1) document sheets, registered for every type by core.
  env.foundry.appv1 = {
    sheets: { ActorSheet: class ActorSheet {}, ItemSheet: class ItemSheet {} },
  };
  // ContextMenu is parts/context-menu.ts (each generation's entry fields).
  env.foundry.applications.ux.TextEditor = {
    implementation: { enrichHTML: async (text: string) => `<div class="enriched">${text}</div>` },
  };
  // CONFIG.TextEditor.enrichers: the list systems push custom enrichers onto (V13 API docs, CONFIG).
  env.CONFIG.TextEditor = { enrichers: [] };
}

/** After the chat and combat parts. */
export const order = 20;
