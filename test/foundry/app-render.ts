import { createTemplateEnv, type TemplateEnv } from "../templates/handlebars-env.js";

/**
 * ApplicationV2's render cycle for the stand-in's applications, when the test file runs with a DOM
 * (`// @vitest-environment happy-dom`): `_prepareContext`, then each part of `_configureRenderParts`
 * through `_preparePartContext` and its real template, into the application's element (a `<form>`
 * when `tag: "form"`); `_onFirstRender` once, `_onRender` after each render
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#render,
 * parts: https://foundryvtt.com/api/v13/functions/foundry.applications.api.HandlebarsApplicationMixin.html).
 * A click on `[data-action]` calls `options.actions[name]` with the application as `this` and
 * `(event, target)`; a change in a `submitOnChange` form submits it: the form's handler gets
 * `(event, form, formData)` (https://foundryvtt.com/api/v13/interfaces/foundry.applications.types.ApplicationFormConfiguration.html);
 * a document sheet's default handler is DocumentSheetV2's, which passes the form through
 * `_prepareSubmitData(event, form, formData)` and `_processSubmitData(event, form, submitData)`
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DocumentSheetV2.html#_preparesubmitdata,
 * #_processsubmitdata), so a sheet's overrides of either are on the path a change takes.
 * ApplicationV2's own `tab` action (a click on `[data-action="tab"]` the application's actions do not
 * name) calls `changeTab(tab, group, { event, navElement })`
 * (https://foundryvtt.com/api/v13/classes/foundry.applications.api.ApplicationV2.html#changetab).
 * Each header control `_getHeaderControls()` returns must name an action the application handles and
 * a label lang/en.json (or core) has: ApplicationHeaderControlsEntry
 * (https://foundryvtt.com/api/v13/interfaces/foundry.applications.types.ApplicationHeaderControlsEntry.html).
 */
type Obj = Record<string, unknown>;
type Handler = (this: unknown, event: Event, target: HTMLElement) => unknown;
type FormHandler = (
  this: unknown,
  event: Event,
  form: HTMLFormElement,
  data: { object: Obj },
) => unknown;
interface FormConfig {
  handler?: FormHandler;
  submitOnChange?: boolean;
}

export interface RenderedApp {
  constructor: { DEFAULT_OPTIONS?: Obj };
  options: Obj;
  id?: string;
  element: HTMLElement | null;
  _prepareContext(options: Obj): Promise<Obj>;
  _configureRenderParts(options: Obj): Obj;
  _preparePartContext(partId: string, context: Obj, options: Obj): Promise<Obj>;
  _onFirstRender(context: Obj, options: Obj): Promise<void>;
  _onRender(context: Obj, options: Obj): Promise<void>;
  _onChangeForm(config: FormConfig, event: Event): void;
  changeTab(tab: string, group: string, options?: Obj): void;
  _getHeaderControls(): HeaderControl[];
}

/** An ApplicationHeaderControlsEntry: a window-menu entry and the action it runs. */
export interface HeaderControl {
  action: string;
  label: string;
  icon?: string;
  visible?: boolean | ((this: unknown) => boolean);
}

/** The actions ApplicationV2 and DocumentSheetV2 handle themselves (stand-in: those modelled). */
const CORE_ACTIONS = new Set(["tab", "close", "configureSheet"]);

let env: TemplateEnv | null = null;

/** DEFAULT_OPTIONS merged down the class chain (a subclass's entries win), then the instance's. */
export function mergedOption<T>(app: RenderedApp, key: string): T {
  const chain: Obj[] = [];
  for (
    let c = app.constructor as unknown;
    c && c !== Function.prototype;
    c = Object.getPrototypeOf(c)
  )
    chain.unshift(((c as { DEFAULT_OPTIONS?: Obj }).DEFAULT_OPTIONS ?? {}) as Obj);
  const merged: Obj = {};
  for (const options of [...chain, app.options]) Object.assign(merged, options[key] ?? {});
  return merged as T;
}

/** FormDataExtended's object: each named control's value (checkboxes as booleans, numbers as numbers). */
export function formObject(form: HTMLFormElement): Obj {
  const object: Obj = {};
  for (const el of form.querySelectorAll<HTMLInputElement>("[name]")) {
    if (el.disabled) continue;
    if (el.type === "checkbox") object[el.name] = el.checked;
    else if (el.type === "radio") {
      if (el.checked) object[el.name] = el.value;
    } else if (el.type === "number" || el.dataset.dtype === "Number")
      object[el.name] = el.value === "" ? null : Number(el.value);
    else object[el.name] = el.value;
  }
  return object;
}

export async function submitForm(app: RenderedApp, event: Event): Promise<void> {
  const form = app.element as HTMLFormElement;
  const config = mergedOption<FormConfig>(app, "form");
  const data = { object: formObject(form) };
  if (!config.handler) throw new Error("The form has no handler (ApplicationFormConfiguration)");
  await config.handler.call(app, event, form, data);
}

/** The handler of `action`: the application's own, else ApplicationV2's built-in (null for none). */
function actionHandler(app: RenderedApp, action: string): Handler | null {
  const entry = mergedOption<Record<string, Handler | { handler: Handler }>>(app, "actions")[
    action
  ];
  const handler = typeof entry === "function" ? entry : entry?.handler;
  if (handler) return handler;
  if (action === "tab")
    return (event, target) =>
      app.changeTab(target.dataset.tab ?? "", target.dataset.group ?? "", {
        event,
        navElement: target,
      });
  return null;
}

/**
 * The header controls as the window menu offers them: each one's action must be handled (the
 * application's actions or core's) and its label a known key (game.i18n throws on one it lacks).
 */
export function headerControls(app: RenderedApp): HeaderControl[] {
  const controls = app._getHeaderControls();
  for (const control of controls) {
    if (!CORE_ACTIONS.has(control.action) && !actionHandler(app, control.action))
      throw new Error(`Header control "${control.action}" names no action of the application`);
    game.i18n.localize(control.label);
  }
  return controls;
}

/** A click on a header control (stand-in only): its action runs as a `[data-action]` click does. */
export async function clickHeaderControl(app: RenderedApp, action: string): Promise<void> {
  const control = headerControls(app).find((c) => c.action === action);
  if (!control) throw new Error(`The window menu has no "${action}" entry`);
  const target = document.createElement("button");
  target.dataset.action = action;
  await actionHandler(app, action)?.call(app, new Event("click"), target);
}

function wire(app: RenderedApp, element: HTMLElement): void {
  element.addEventListener("click", (event) => {
    const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-action]");
    if (!target || !element.contains(target)) return;
    const handler = actionHandler(app, target.dataset.action ?? "");
    if (handler) void handler.call(app, event, target);
  });
  element.addEventListener("change", (event) => {
    const config = mergedOption<FormConfig>(app, "form");
    app._onChangeForm(config, event);
  });
}

/** Whether a DOM is present (the render cycle needs one). */
export const hasDom = () => typeof document !== "undefined";

export async function renderApplication(app: RenderedApp, options: Obj): Promise<Obj> {
  env ??= createTemplateEnv();
  const context = await app._prepareContext(options);
  const parts = app._configureRenderParts(options) as Record<string, { template: string }>;
  const first = !app.element;
  if (!app.element) {
    app.element = document.createElement(String(app.options.tag ?? defaultTag(app)));
    // ApplicationV2 gives its element the application's id and inserts it into the document
    // (ApplicationV2#_insertElement appends a new window to document.body), so the document finds
    // what the window holds by id (a breakdown named by aria-describedby).
    if (app.id) app.element.id = app.id;
    wire(app, app.element);
    document.body.append(app.element);
  }
  const rendered: Node[] = [];
  for (const [id, part] of Object.entries(parts)) {
    const partContext = await app._preparePartContext(id, { ...context }, options);
    const holder = document.createElement("template");
    holder.innerHTML = env.render(part.template, partContext).trim();
    const node = holder.content.firstElementChild ?? document.createElement("div");
    (node as HTMLElement).dataset.applicationPart = id;
    rendered.push(node);
  }
  app.element.replaceChildren(...rendered);
  if (first) await app._onFirstRender(context, options);
  await app._onRender(context, options);
  headerControls(app);
  return context;
}

function defaultTag(app: RenderedApp): string {
  for (
    let c = app.constructor as unknown;
    c && c !== Function.prototype;
    c = Object.getPrototypeOf(c)
  ) {
    const tag = (c as { DEFAULT_OPTIONS?: Obj }).DEFAULT_OPTIONS?.tag;
    if (typeof tag === "string") return tag;
  }
  return "div";
}
