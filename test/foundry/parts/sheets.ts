import type { StandInEnv } from "../index.js";
import { hasDom, renderApplication, submitForm } from "../app-render.js";
import { expandObject } from "./utils.js";

/**
 * Just enough of ApplicationV2 document sheets for the sheet glue: a document sheet that keeps its options,
 * document, tab groups and parts; the Handlebars mixin (identity); sheet registration, rich-text enrichment and the file picker, each recording its calls for tests.
 */
type Obj = Record<string, unknown>;

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
}

/** A plain ApplicationV2 (the chase tracker, the GM tool…). */
class StandInApplication extends StandInApplicationBase {}

/**
 * A document sheet: its document, editability, and the form's default handler (update the
 * document). An ApplicationV2 as in Foundry (DocumentSheetV2 extends ApplicationV2).
 */
class StandInDocumentSheet extends StandInApplication {
  // DocumentSheetV2 renders as a form (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html#default_options).
  static override DEFAULT_OPTIONS: Obj = { tag: "form" };
  document: { isOwner?: boolean; type: string; update?(changes: Obj): Promise<unknown> };
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
  /** ApplicationV2#_getHeaderControls: the window menu's entries; none of core's are modelled here. */
  _getHeaderControls(): Obj[] {
    return [];
  }
  override async _prepareContext(): Promise<Obj> {
    return { document: this.document, editable: this.isEditable };
  }
  /** DocumentSheetV2's submit: the form's data, expanded, as one update of the document. */
  async _processFormData(_event: Event, _form: HTMLFormElement, data: { object: Obj }) {
    return this.document.update?.(expandObject(data.object));
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
