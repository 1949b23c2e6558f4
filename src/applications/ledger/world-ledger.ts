// The world's ledger for the GM: every row the GM's client can read, filtered by actor, user,
// cause, session and combat, a page at a time, newest first; the rows shown exported as Markdown
// or CSV. Opened from a button in the token controls.
import { SYSTEM_ID } from "../../config.js";
import { allLedgerRows } from "../../documents/ledger/store.js";
import {
  FILTER_KEYS,
  filterChoices,
  filterRows,
  pageOf,
  type FilterKey,
  type LedgerFilter,
} from "../../rules/ledger/filter.js";
import { LEDGER_CAUSES, type LedgerRow } from "../../rules/ledger/row.js";
import type { I18n } from "../chat/i18n.js";
import { gameI18n } from "../chat/post-card.js";
import { formatOf, localTime, saveRows } from "./export-file.js";
import { causeName, rowLine, type TimeFormat } from "./row-text.js";
import ApplicationV2 = foundry.applications.api.ApplicationV2;

export const WORLD_LEDGER_TEMPLATE = `systems/${SYSTEM_ID}/templates/apps/ledger-world.hbs`;

/** Rows on one page of the window. */
export const PAGE_SIZE = 50;

/** The earliest time of each value of a key (a session or combat is named by when it began). */
function firstTimes(rows: readonly LedgerRow[], value: (row: LedgerRow) => string | undefined) {
  const first = new Map<string, number>();
  for (const row of rows) {
    const v = value(row);
    const known = v ? first.get(v) : undefined;
    if (v && (known === undefined || row.time < known)) first.set(v, row.time);
  }
  return first;
}

/** Pure: the window's context for the rows, the filter and the page. */
export function worldLedgerContext(
  i18n: I18n,
  rows: readonly LedgerRow[],
  filter: LedgerFilter,
  page: number,
  time: TimeFormat,
) {
  const choices = filterChoices(rows);
  const began = {
    session: firstTimes(rows, (r) => r.session),
    combatId: firstTimes(rows, (r) => r.combat?.id),
  };
  const label = (key: FilterKey, value: string, text: string): string => {
    if (key === "cause") return causeName(i18n, value);
    if (key === "session" || key === "combatId") {
      const at = began[key].get(value);
      return i18n.format(`HOLOCRON.LedgerWorld.Began.${key}`, {
        time: at === undefined ? value : time(at),
      });
    }
    return text;
  };
  const filters = FILTER_KEYS.map((key) => ({
    key,
    label: i18n.localize(`HOLOCRON.LedgerWorld.Filter.${key}`),
    any: i18n.localize("HOLOCRON.LedgerWorld.Any"),
    options: (key === "cause"
      ? LEDGER_CAUSES.filter((c) => choices.cause.some((x) => x.value === c)).map((value) => ({
          value,
          label: value,
        }))
      : choices[key]
    ).map((c) => ({
      value: c.value,
      label: label(key, c.value, c.label),
      selected: filter[key] === c.value,
    })),
  }));
  const shown = filterRows(rows, filter);
  const at = pageOf(shown, page, PAGE_SIZE);
  return {
    filters,
    filtered: FILTER_KEYS.some((key) => !!filter[key]),
    rows: at.items.map((row) => rowLine(i18n, row, time)),
    empty: shown.length === 0,
    page: at.page,
    pageLabel: i18n.format("HOLOCRON.LedgerWorld.Page", {
      page: String(at.page + 1),
      pages: String(at.pages),
      total: String(at.total),
    }),
    hasPrev: at.page > 0,
    hasNext: at.page < at.pages - 1,
  };
}
export type WorldLedgerContext = ReturnType<typeof worldLedgerContext>;

type Ctx = ApplicationV2.RenderContext & { ledger: WorldLedgerContext };

/** A filter from the window's form: only the keys it knows, each a string. */
export function filterOfForm(object: Record<string, unknown>): LedgerFilter {
  const filter: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = object[key];
    if (typeof value === "string" && value) filter[key] = value;
  }
  const cause = filter.cause;
  if (cause !== undefined && !(LEDGER_CAUSES as readonly string[]).includes(cause))
    delete filter.cause;
  return filter as LedgerFilter;
}

export class WorldLedgerWindow<
  RC extends Ctx = Ctx,
  C extends ApplicationV2.Configuration = ApplicationV2.Configuration,
  RO extends ApplicationV2.RenderOptions = ApplicationV2.RenderOptions,
> extends foundry.applications.api.HandlebarsApplicationMixin(ApplicationV2)<RC, C, RO> {
  static override DEFAULT_OPTIONS = {
    id: "holocron-world-ledger",
    tag: "form",
    classes: ["holocron", "holocron-world-ledger"],
    position: { width: 860, height: 680 },
    window: { title: "HOLOCRON.LedgerWorld.Title", icon: "fa-solid fa-book", resizable: true },
    form: {
      handler(
        this: WorldLedgerWindow,
        _event: Event,
        _form: HTMLFormElement,
        data: { object: Record<string, unknown> },
      ) {
        this.filter = filterOfForm(data.object);
        this.page = 0;
        void this.render();
      },
      submitOnChange: true,
      closeOnSubmit: false,
    },
    actions: {
      pagePrev(this: WorldLedgerWindow) {
        this.page = Math.max(0, this.page - 1);
        void this.render();
      },
      pageNext(this: WorldLedgerWindow) {
        this.page += 1;
        void this.render();
      },
      clearFilters(this: WorldLedgerWindow) {
        this.filter = {};
        this.page = 0;
        void this.render();
      },
      exportRows(this: WorldLedgerWindow, _event: Event, target: HTMLElement) {
        const rows = filterRows(allLedgerRows(), this.filter);
        saveRows(rows, formatOf(target), game.i18n.localize("HOLOCRON.LedgerWorld.Title"));
      },
    },
  };

  static override PARTS = {
    ledger: { template: WORLD_LEDGER_TEMPLATE, scrollable: [".holocron-world-ledger__rows"] },
  };

  filter: LedgerFilter = {};
  page = 0;

  override async _prepareContext(
    options: Parameters<ApplicationV2<RC, C, RO>["_prepareContext"]>[0],
  ): Promise<RC> {
    const base = await super._prepareContext(options);
    const ledger = worldLedgerContext(
      gameI18n(),
      allLedgerRows(),
      this.filter,
      this.page,
      localTime,
    );
    this.page = ledger.page;
    return { ...base, ledger } as RC;
  }
}

let world: WorldLedgerWindow | null = null;

/** Opens this client's one world ledger window (the GM's). */
export async function openWorldLedger(): Promise<WorldLedgerWindow | null> {
  if (!game.user.isGM) return null;
  world ??= new WorldLedgerWindow();
  await world.render({ force: true });
  return world;
}

/** The token controls' button opening it (shown to a GM only). */
export function worldLedgerTool(order: number, visible: boolean) {
  return {
    name: "holocronWorldLedger",
    title: "HOLOCRON.LedgerWorld.Title",
    icon: "fa-solid fa-book",
    order,
    button: true,
    visible,
    onChange: () => void openWorldLedger(),
  };
}
