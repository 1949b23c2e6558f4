/**
 * DialogV2.wait and DialogV2.confirm over a real DOM (happy-dom), as Foundry's API docs describe
 * them (foundry.applications.api.DialogV2: `content` inside the dialog's <form>, one <button
 * data-action> per button; `render(event, dialog)` once the element exists; a pressed button's
 * `callback(event, button, dialog)` gives the result — `button.form` is the dialog's form — or,
 * without a callback, its `action`; closing the window gives null with `rejectClose: false`).
 *
 * A test says what the user does with `dialogAnswers.push({ button, fill })`: the fields are filled
 * (each an `input` and `change` event, as typing does), then the button is pressed. `null` closes the
 * window. A function answer is the older shortcut: it returns the result itself and skips the form.
 */
import { Window } from "happy-dom";
import type { StandInEnv } from "../index.js";
import { generation } from "./release.js";

type Obj = Record<string, unknown>;

/** What the user does in the next dialog: fill these fields (by name), then press this button. */
export interface FormAnswer {
  button: string;
  fill?: Record<string, string | number | boolean>;
}
export type DialogAnswer = FormAnswer | ((options: Obj) => unknown) | null;

/** Answers for the next DialogV2 calls, in order (none left: the window is closed). */
export const dialogAnswers: DialogAnswer[] = [];
/** The options of every DialogV2.wait call (stand-in only). */
export const dialogCalls: Obj[] = [];
/** The element of the last dialog rendered (stand-in only: tests read its form after a fill). */
export const lastDialog: { element: HTMLElement | null } = { element: null };

interface ButtonConfig {
  action: string;
  label?: string;
  default?: boolean;
  /** DialogV2Button.disabled: the button is rendered with the `disabled` attribute. */
  disabled?: boolean;
  callback?: (event: Event, button: HTMLButtonElement, dialog: unknown) => unknown;
}

/**
 * V14's popped-out windows (stand-in only): an application popped out lives in its own browser
 * window, named by `app.window.windowId`; a dialog rendered with `window: { detached: true,
 * windowId }` joins that window's document (ApplicationRenderOptions#window, V14 API docs). An
 * unknown windowId, or one on V13, throws.
 */
export const detachedWindows = new Map<string, Window>();

/** Pops `app` out into a new browser window (V14), as its window frame's menu does. */
export function popOut(app: object, windowId: string): Window {
  if (generation() < 14) throw new Error("Only V14 pops applications out into their own window");
  const popped = new Window({ url: `http://localhost:30000/popout/${windowId}` });
  detachedWindows.set(windowId, popped);
  Reflect.set(app, "window", { windowId });
  return popped;
}

function windowFor(options: Obj): Window {
  const frame = (options.window ?? {}) as { detached?: boolean; windowId?: string };
  if (!frame.detached) return dom();
  if (generation() < 14) throw new Error("V13 has no detached windows");
  const popped = frame.windowId ? detachedWindows.get(frame.windowId) : undefined;
  if (!popped) throw new Error(`No popped-out window "${String(frame.windowId)}"`);
  return popped;
}

let window: Window | null = null;
/** The test's own DOM when it has one (a happy-dom test: dialogs join its document), else one here. */
function dom(): Window {
  // The environment's window is happy-dom's own Window at run time; its global type is the browser's.
  const own = Reflect.get(globalThis, "window") as unknown as Window | undefined;
  if (own?.document) return own;
  window ??= new Window({ url: "http://localhost:30000/game" });
  return window;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fill(form: HTMLFormElement, values: NonNullable<FormAnswer["fill"]>): void {
  // The events come from the form's own window (a popped-out window has its own Event class).
  const win = (form.ownerDocument.defaultView as unknown as Window | null) ?? dom();
  for (const [name, value] of Object.entries(values)) {
    const field = form.elements.namedItem(name) as HTMLInputElement | null;
    if (!field) throw new Error(`The dialog has no field named "${name}"`);
    if (field.type === "checkbox") field.checked = value === true;
    else field.value = String(value);
    for (const type of ["input", "change"]) {
      field.dispatchEvent(new win.Event(type, { bubbles: true }) as unknown as Event);
    }
  }
}

/**
 * DialogV2 (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html): its
 * element holds the `content` and one `<button data-action>` per button inside a `<form>`; a click on
 * a button calls its `callback(event, button, dialog)` (DialogV2ButtonCallback; without one the result
 * is the button's `action`), then `submit(result, dialog)` (DialogV2SubmitCallback), then closes.
 * Closing dispatches `close` (the ApplicationV2 event `odds-panel.ts` listens to). Labels are i18n
 * keys, localized as DialogV2 does.
 */
class DialogV2 {
  readonly options: Obj;
  element: HTMLElement | null = null;
  rendered = false;
  private readonly listeners = new Map<string, (() => void)[]>();
  private readonly buttons: ButtonConfig[];
  /** The last button press being handled (wait() awaits it, so a throwing callback rejects). */
  pressed: Promise<void> | null = null;
  constructor(options: Obj) {
    this.options = options;
    this.buttons = (options.buttons as ButtonConfig[] | undefined) ?? [];
  }
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  bringToFront(): void {}
  /** Whether DialogV2.wait drives this dialog (else a test's answer is given when it renders). */
  drivenByWait = false;
  async render(options: Obj = {}): Promise<this> {
    const first = !this.element;
    const win = windowFor(options);
    const element = win.document.createElement("div") as unknown as HTMLElement;
    // ApplicationV2 adds the `classes` option to its element's own.
    const classes = (this.options.classes as string[] | undefined) ?? [];
    element.className = ["application", "dialog", ...classes].join(" ");
    const localize = (key: string) => game.i18n?.localize?.(key) ?? key;
    const footer = this.buttons
      .map(
        (b) =>
          `<button type="submit" data-action="${escape(b.action)}"${b.disabled ? " disabled" : ""}>${escape(localize(b.label ?? ""))}</button>`,
      )
      .join("");
    element.innerHTML = `<form class="dialog-form standard-form">${String(this.options.content ?? "")}<footer class="form-footer">${footer}</footer></form>`;
    element.addEventListener("click", (event) => {
      const button = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>(
        "button[data-action]",
      );
      if (!button || !element.contains(button)) return;
      event.preventDefault();
      this.pressed = this.press(button, event);
    });
    win.document.body.append(element as never);
    this.element = element;
    this.rendered = true;
    lastDialog.element = element;
    // A dialog the code builds and renders itself (as DialogV2.wait does inside) is answered like
    // one of wait's, once the caller's own render work is done.
    if (first && !this.drivenByWait && this.options.submit)
      setTimeout(() => void answer(this, dialogAnswers.shift() ?? null));
    return this;
  }
  /** A pressed button: its callback's result (or its action), then `submit`, then the window closes. */
  private async press(button: HTMLButtonElement, event: Event): Promise<void> {
    const config = this.buttons.find((b) => b.action === button.dataset.action);
    if (!config) return;
    const result = config.callback ? await config.callback(event, button, this) : config.action;
    const submit = this.options.submit as ((r: unknown, d: unknown) => unknown) | undefined;
    await submit?.(result, this);
    await this.close();
  }
  async close(): Promise<this> {
    if (!this.rendered) return this;
    this.rendered = false;
    this.element?.remove();
    for (const listener of this.listeners.get("close") ?? []) listener();
    return this;
  }

  /** Renders the dialog and waits for a button (the next of `dialogAnswers` presses one). */
  static async wait(options: Obj): Promise<unknown> {
    dialogCalls.push(options);
    const win = dom();
    const next = dialogAnswers.shift() ?? null;
    let settle: (value: unknown) => void = () => undefined;
    const settled = new Promise<unknown>((resolve) => (settle = resolve));
    const submit = options.submit as ((r: unknown, d: unknown) => unknown) | undefined;
    const dialog = new DialogV2({
      ...options,
      submit: async (result: unknown, d: unknown) => {
        await submit?.(result, d);
        settle(result);
      },
    });
    // Closed without a button: null (every Holocron dialog passes rejectClose: false or ignores it).
    dialog.addEventListener("close", () => settle(null));
    dialog.drivenByWait = true;
    await dialog.render({ force: true });
    const render = options.render as ((event: Event, dialog: unknown) => unknown) | undefined;
    render?.(new win.Event("render") as unknown as Event, dialog);
    if (typeof next === "function") {
      const result = await next(options);
      await dialog.close();
      return result;
    }
    await answer(dialog, next);
    return settled;
  }

  /** Yes gives true, No false, closing null (rejectClose false). */
  static confirm(this: typeof DialogV2, options: Obj): Promise<unknown> {
    return this.wait({
      ...options,
      buttons: [
        { action: "yes", label: "Yes", callback: () => true },
        { action: "no", label: "No", default: true, callback: () => false },
      ],
    });
  }
}

/**
 * What the user does in a rendered dialog: a function answer gives its result to `submit`; null
 * closes the window; a form answer fills the fields and presses the button.
 */
async function answer(dialog: DialogV2, next: DialogAnswer): Promise<void> {
  if (typeof next === "function") {
    const submit = dialog.options.submit as ((r: unknown, d: unknown) => unknown) | undefined;
    await submit?.(await next(dialog.options), dialog);
    await dialog.close();
    return;
  }
  if (next === null) {
    await dialog.close();
    return;
  }
  const element = dialog.element as HTMLElement;
  const form = element.querySelector("form") as HTMLFormElement;
  if (next.fill) fill(form, next.fill);
  const button = element.querySelector<HTMLButtonElement>(`button[data-action="${next.button}"]`);
  if (!button) throw new Error(`The dialog has no button "${next.button}"`);
  // A disabled button cannot be pressed (the browser sends no click): the test asked for the
  // impossible, so it fails loudly; the window stays as the user sees it (lastDialog).
  if (button.disabled) throw new Error(`The dialog's "${next.button}" button is disabled`);
  button.click();
  await dialog.pressed;
}

export function install(env: StandInEnv): void {
  detachedWindows.clear();
  dialogAnswers.length = 0;
  dialogCalls.length = 0;
  lastDialog.element = null;
  // A fresh class per install: tests replace its statics (Reflect.set) without leaking.
  env.foundry.applications.api.DialogV2 = class extends DialogV2 {};
  // The DOM classes the browser has as globals (code checks `instanceof HTMLInputElement` and reads
  // `new FormData(form)`).
  const win = dom();
  for (const name of [
    "Element",
    "HTMLElement",
    "HTMLFormElement",
    "HTMLInputElement",
    "HTMLSelectElement",
    "HTMLTextAreaElement",
    "HTMLButtonElement",
    "FormData",
  ]) {
    env.extra[name] = Reflect.get(win, name);
  }
}

/** After chat (5), which used to hold the dialog. */
export const order = 6;
