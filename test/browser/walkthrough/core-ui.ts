/**
 * What Foundry's own UI does in a browser that the Node stand-in (test/foundry) answers from a script:
 * a DialogV2 waits for a button to be pressed, a compendium opens as a window whose entries drag onto a
 * sheet, ActorSheetV2 creates a dropped item, ApplicationV2's `tab` action switches a tab group, and an
 * open sheet re-renders when its document changes. Only the walkthrough page installs these; each names
 * the public API it follows.
 */
import { hasDom, submitForm, type RenderedApp } from "../../foundry/app-render.js";
import type { StandInEnv } from "../../foundry/index.js";

type Obj = Record<string, unknown>;

/** A compendium as the page gets it: its id ("holocron.m20-equipment") and its entries' sources. */
export interface PackSource {
  id: string;
  documentName: "Item";
  entries: (Obj & { _id: string; name: string; type: string })[];
}

interface DialogButton {
  action: string;
  label?: string;
  icon?: string;
  default?: boolean;
  type?: string;
  callback?: (event: Event, button: HTMLButtonElement, dialog: unknown) => unknown;
}

interface DialogOptions {
  content?: string;
  classes?: string[];
  window?: { title?: string };
  buttons?: DialogButton[];
  render?: (event: Event, dialog: unknown) => unknown;
}

const windows = () => document.getElementById("windows") ?? document.body;
const localize = (key: string) => (game.i18n?.localize(key) as string | undefined) ?? key;

/** A window's frame as the gallery draws Foundry's: a header with its title, then the content. */
export function frame(classes: string[], title: string): HTMLElement {
  const root = document.createElement("div");
  root.className = ["application", "gallery-frame", "walkthrough-window", ...classes].join(" ");
  const header = document.createElement("header");
  header.className = "window-header";
  const h1 = document.createElement("h1");
  h1.className = "window-title";
  h1.textContent = title;
  header.append(h1);
  root.append(header);
  windows().append(root);
  return root;
}

/**
 * DialogV2.wait (https://foundryvtt.com/api/v13/classes/foundry.applications.api.DialogV2.html#wait):
 * `content` and one submit button per entry of `buttons` in one form; `render(event, dialog)` once the
 * element exists; the pressed button's `callback(event, button, dialog)` (or its action) is the result,
 * and the dialog closes.
 */
function wait(options: DialogOptions): Promise<unknown> {
  const root = frame(["dialog", ...(options.classes ?? [])], localize(options.window?.title ?? ""));
  const form = document.createElement("form");
  form.className = "window-content standard-form";
  const content = document.createElement("div");
  content.className = "dialog-content";
  // The dialog's content is the system's rendered template, as DialogV2 inserts it.
  content.innerHTML = options.content ?? "";
  const footer = document.createElement("footer");
  footer.className = "form-footer";
  const buttons = options.buttons ?? [];
  for (const spec of buttons) {
    const button = document.createElement("button");
    button.type = spec.type === "button" ? "button" : "submit";
    button.dataset.action = spec.action;
    if (spec.default) button.classList.add("default");
    button.textContent = localize(spec.label ?? spec.action);
    footer.append(button);
  }
  form.append(content, footer);
  root.append(form);
  const dialog = { element: root, options };
  void options.render?.(new Event("render"), dialog);
  return new Promise((resolve) => {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const button = event.submitter as HTMLButtonElement | null;
      const spec = buttons.find((b) => b.action === button?.dataset.action);
      if (!spec || !button) return;
      void (async () => {
        const result = spec.callback ? await spec.callback(event, button, dialog) : spec.action;
        root.remove();
        resolve(result);
      })();
    });
  });
}

/** A compendium index, iterated as Foundry's Collection is (its entries, not their ids). */
class PackIndex<T> {
  #map = new Map<string, T>();
  set(id: string, entry: T) {
    this.#map.set(id, entry);
  }
  get(id: string): T | undefined {
    return this.#map.get(id);
  }
  [Symbol.iterator]() {
    return this.#map.values();
  }
}

/**
 * A compendium pack: its index (`_id`, `uuid`, `name`, `type`, `flags`) and `render`, which opens its
 * window; each entry drags as `{ type: "Item", uuid }` (core's compendium drag data). The stand-in's
 * fromUuid answers a compendium uuid from the index, where Foundry's loads the document, so an entry
 * here also carries what the loaded document offers (`documentName`, `toObject`).
 */
function pack(source: PackSource) {
  const index = new PackIndex<Obj>();
  for (const { _id, _key, folder, ...data } of source.entries) {
    void _key;
    void folder;
    const uuid = `Compendium.${source.id}.${source.documentName}.${_id}`;
    const toObject = () => structuredClone(data);
    index.set(_id, { ...data, _id, uuid, documentName: source.documentName, toObject });
  }
  return {
    collection: source.id,
    metadata: { id: source.id, label: source.id },
    documentName: source.documentName,
    index,
    getIndex: async () => index,
    async render() {
      const root = frame(["walkthrough-compendium"], source.id);
      root.dataset.pack = source.id;
      const list = document.createElement("ol");
      for (const entry of index) {
        const li = document.createElement("li");
        li.draggable = true;
        li.dataset.uuid = String(entry.uuid);
        li.textContent = String(entry.name);
        li.addEventListener("dragstart", (event) => {
          const data = { type: source.documentName, uuid: entry.uuid };
          event.dataTransfer?.setData("text/plain", JSON.stringify(data));
        });
        list.append(li);
      }
      root.append(list);
      return this;
    },
  };
}

/** ApplicationV2#changeTab: the group's tab set, its nav button and section marked active. */
function changeTab(
  this: { tabGroups: Record<string, string>; element: HTMLElement },
  ...args: unknown[]
) {
  const target = args[1] as HTMLElement;
  const { group = "", tab = "" } = target.dataset;
  this.tabGroups[group] = tab;
  for (const el of this.element.querySelectorAll<HTMLElement>(
    `[data-group="${group}"][data-tab]`,
  )) {
    el.classList.toggle("active", el.dataset.tab === tab);
  }
}

export function installCoreUi(env: StandInEnv, packs: readonly PackSource[]): void {
  if (!hasDom()) throw new Error("The core UI needs the page's DOM");
  (env.foundry.applications.api.DialogV2 as Obj).wait = wait;
  const list = packs.map(pack);
  env.game.packs = Object.assign(list, {
    get: (id: string) => list.find((p) => p.collection === id),
  });
  const ActorSheetV2 = env.foundry.applications.sheets.ActorSheetV2 as { DEFAULT_OPTIONS: Obj };
  const defaults = ActorSheetV2.DEFAULT_OPTIONS;
  ActorSheetV2.DEFAULT_OPTIONS = {
    ...defaults,
    actions: { ...(defaults.actions as Obj | undefined), tab: changeTab },
  };
}

interface OpenSheet extends RenderedApp {
  document: { uuid: string; createEmbeddedDocuments(name: string, data: Obj[]): Promise<unknown> };
  render(options?: Obj): Promise<unknown>;
}

/**
 * An open sheet as Foundry keeps it: rendered again after each change of its document or of an item
 * it owns (ClientDocument#render of its apps), an Item dropped on it created on the actor
 * (ActorSheetV2#_onDropItem), its form's submit handled by the application. Returns `settled`, which
 * waits for the renders queued so far.
 */
export function keepOpen(env: StandInEnv, sheet: OpenSheet): { settled(): Promise<void> } {
  let queue: Promise<unknown> = Promise.resolve();
  const rerender = () => {
    queue = queue.then(() => sheet.render());
  };
  const hooks = env.Hooks as { on(name: string, fn: (doc: Obj) => void): void };
  const actor = sheet.document;
  hooks.on("updateActor", (doc) => doc === actor && rerender());
  for (const action of ["create", "update", "delete"]) {
    hooks.on(`${action}Item`, (item) => item.parent === actor && rerender());
  }
  const element = sheet.element!;
  element.addEventListener("submit", (event) => {
    event.preventDefault();
    void submitForm(sheet, event);
  });
  element.addEventListener("dragover", (event) => event.preventDefault());
  element.addEventListener("drop", (event) => {
    event.preventDefault();
    const data = JSON.parse(event.dataTransfer?.getData("text/plain") || "{}") as Obj;
    if (data.type !== "Item") return;
    void (async () => {
      const item = (await fromUuid(String(data.uuid) as never)) as { toObject(): Obj } | null;
      if (item) await actor.createEmbeddedDocuments("Item", [item.toObject()]);
    })();
  });
  return {
    async settled() {
      let seen: Promise<unknown>;
      do {
        seen = queue;
        await new Promise((resolve) => setTimeout(resolve, 25));
        await queue;
      } while (seen !== queue);
    },
  };
}
