import type { StandInEnv } from "../index.js";
import { deprecated, generation } from "./release.js";

/**
 * foundry.applications.ux.ContextMenu as each generation documents its entries. V13:
 * `{name, icon, condition, callback(target)}` (https://foundryvtt.com/api/v13/interfaces/foundry.ContextMenuEntry.html);
 * V14: `{label, icon, visible, onClick(event, target)}` (https://foundryvtt.com/api/v14/interfaces/foundry.ContextMenuEntry.html),
 * where the V13 names are recorded as deprecations. An entry with neither label nor action is refused.
 * `menus` keeps every menu made, so a test can open one for a row and click an entry.
 */
type Entry = Record<string, unknown>;

export class StandInContextMenu {
  static menus: StandInContextMenu[] = [];

  constructor(
    readonly element: HTMLElement,
    readonly selector: string,
    readonly entries: Entry[],
    readonly options: Record<string, unknown> = {},
  ) {
    for (const entry of entries) {
      const v14 = generation() >= 14;
      if (v14 && ("name" in entry || "callback" in entry || "condition" in entry)) {
        deprecated("ContextMenuEntry#name/#callback/#condition");
      }
      const label = v14 ? (entry.label ?? entry.name) : entry.name;
      const action = v14 ? (entry.onClick ?? entry.callback) : entry.callback;
      if (typeof label !== "string" || typeof action !== "function") {
        throw new Error("A ContextMenu entry needs its label and its action");
      }
    }
    StandInContextMenu.menus.push(this);
  }

  /** The labels the menu would show for `row`. */
  labelsFor(row: HTMLElement): string[] {
    return this.entries
      .filter((e) => {
        const test = generation() >= 14 ? e.visible : e.condition;
        return typeof test === "function" ? (test as (r: HTMLElement) => boolean)(row) : true;
      })
      .map((e) => String(generation() >= 14 ? e.label : e.name));
  }

  /** Clicks the entry labelled `label` for `row`, as the menu does. */
  click(label: string, row: HTMLElement): unknown {
    const v14 = generation() >= 14;
    const entry = this.entries.find((e) => (v14 ? e.label : e.name) === label);
    if (!entry) throw new Error(`No entry ${label}`);
    if (v14)
      return (entry.onClick as (e: Event, r: HTMLElement) => unknown)(new Event("click"), row);
    return (entry.callback as (r: HTMLElement) => unknown)(row);
  }
}

export function install(env: StandInEnv): void {
  StandInContextMenu.menus = [];
  env.foundry.applications.ux.ContextMenu = StandInContextMenu;
}
