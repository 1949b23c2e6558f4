import type { StandInEnv } from "../index.js";

/**
 * Just enough of ApplicationV2 document sheets for the sheet glue: a document sheet that keeps its options,
 * document, tab groups and parts; the Handlebars mixin (identity); sheet registration, template preloading,
 * rich-text enrichment and the file picker, each recording its calls for tests.
 */
type Obj = Record<string, unknown>;

class StandInDocumentSheet {
  static DEFAULT_OPTIONS: Obj = {};
  static PARTS: Obj = {};
  options: Obj;
  document: { isOwner?: boolean; type: string };
  tabGroups: Record<string, string> = {};
  renders = 0;
  constructor(options: Obj) {
    this.options = options;
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
  _configureRenderParts(): Obj {
    return { ...(this.constructor as typeof StandInDocumentSheet).PARTS };
  }
  async _prepareContext(): Promise<Obj> {
    return { document: this.document, editable: this.isEditable };
  }
  /** Form change events that reached the base class (submitted), in order. */
  formChanges: unknown[] = [];
  _onChangeForm(_config: unknown, event: unknown): void {
    this.formChanges.push(event);
  }
  async render(): Promise<this> {
    this.renders += 1;
    return this;
  }
}

/** A plain ApplicationV2 (the chase tracker): `render` prepares the context and keeps it. */
class StandInApplication {
  static DEFAULT_OPTIONS: Obj = {};
  static PARTS: Obj = {};
  options: Obj;
  rendered = false;
  renders = 0;
  lastContext: Obj | null = null;
  constructor(options: Obj = {}) {
    this.options = options;
  }
  async _prepareContext(_options: Obj): Promise<Obj> {
    return {};
  }
  async render(_options: Obj = {}): Promise<this> {
    this.lastContext = await this._prepareContext({});
    this.rendered = true;
    this.renders += 1;
    return this;
  }
  async close(): Promise<this> {
    this.rendered = false;
    return this;
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
  const loaded: string[] = [];
  env.foundry.applications.handlebars.loadTemplates = async (paths: string[]) => {
    loaded.push(...paths);
    return [];
  };
  env.foundry.applications.handlebars.loaded = loaded;
  env.foundry.applications.ux.TextEditor = {
    implementation: { enrichHTML: async (text: string) => `<div class="enriched">${text}</div>` },
  };
  // CONFIG.TextEditor.enrichers: the list systems push custom enrichers onto (V13 API docs, CONFIG).
  env.CONFIG.TextEditor = { enrichers: [] };
}

/** After the chat and combat parts, so the recording loadTemplates is the one installed. */
export const order = 20;
