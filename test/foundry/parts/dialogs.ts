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
  callback?: (event: Event, button: HTMLButtonElement, dialog: unknown) => unknown;
}

let window: Window | null = null;
function dom(): Window {
  window ??= new Window({ url: "http://localhost:30000/game" });
  return window;
}

function escape(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function fill(form: HTMLFormElement, values: NonNullable<FormAnswer["fill"]>): void {
  const win = dom();
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

async function wait(options: Obj): Promise<unknown> {
  dialogCalls.push(options);
  const win = dom();
  const buttons = (options.buttons as ButtonConfig[] | undefined) ?? [];
  const element = win.document.createElement("div") as unknown as HTMLElement;
  element.className = "application dialog";
  const footer = buttons
    .map((b) => `<button type="submit" data-action="${escape(b.action)}">${b.label ?? ""}</button>`)
    .join("");
  element.innerHTML = `<form class="dialog-form standard-form">${String(options.content ?? "")}<footer class="form-footer">${footer}</footer></form>`;
  win.document.body.replaceChildren(element as never);
  lastDialog.element = element;
  const dialog = { element, options };
  const render = options.render as ((event: Event, dialog: unknown) => unknown) | undefined;
  await render?.(new win.Event("render") as unknown as Event, dialog);

  const answer = dialogAnswers.shift() ?? null;
  if (typeof answer === "function") return answer(options);
  if (answer === null) return null;
  const form = element.querySelector("form") as HTMLFormElement;
  if (answer.fill) fill(form, answer.fill);
  const config = buttons.find((b) => b.action === answer.button);
  if (!config) throw new Error(`The dialog has no button "${answer.button}"`);
  const button = element.querySelector(`[data-action="${answer.button}"]`) as HTMLButtonElement;
  const event = new win.Event("click") as unknown as Event;
  return config.callback ? await config.callback(event, button, dialog) : config.action;
}

export function install(env: StandInEnv): void {
  dialogAnswers.length = 0;
  dialogCalls.length = 0;
  lastDialog.element = null;
  env.foundry.applications.api.DialogV2 = {
    wait,
    /** Yes gives true, No false, closing null (rejectClose false). */
    confirm: (options: Obj) =>
      wait({
        ...options,
        buttons: [
          { action: "yes", label: "Yes", callback: () => true },
          { action: "no", label: "No", default: true, callback: () => false },
        ],
      }),
  };
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
