// The base of Holocron's own windows (the chase tracker, the world ledger, the combat summary and
// its replay, the encounter builder): an ApplicationV2 drawn from Handlebars parts. Each window
// says only what its template reads beside core's render context (`windowContext`); its options
// (id, classes, title, icon, size, form, actions) stay in its own DEFAULT_OPTIONS, where the gallery
// finds them.
import ApplicationV2 = foundry.applications.api.ApplicationV2;

/** A window's render context: core's, and what the window adds. */
export type WindowContext<Own extends object> = ApplicationV2.RenderContext & Own;

/** What `_prepareContext` is handed (core's render options). */
export type WindowRenderOptions = Parameters<ApplicationV2["_prepareContext"]>[0];

export abstract class HolocronWindow<
  Own extends object,
> extends foundry.applications.api.HandlebarsApplicationMixin(ApplicationV2)<WindowContext<Own>> {
  /** What this window's template reads, added to core's context on every render. */
  protected abstract windowContext(options: WindowRenderOptions): Promise<Own>;

  override async _prepareContext(options: WindowRenderOptions): Promise<WindowContext<Own>> {
    const base = await super._prepareContext(options);
    return { ...base, ...(await this.windowContext(options)) };
  }
}
