// The world's ledger for the GM: every row the GM's client can read, filtered by actor, user,
// cause, session and combat, a page at a time, newest first; the rows shown exported as Markdown
// or CSV. Each row reverts (through the GM authority's revert request, as the sheet's Ledger tab
// does) and opens its actor's sheet. Opened from a button in the token controls.
import { SYSTEM_ID } from "../../config.js";
import { WORLD_LEDGER_TOOL } from "../control-tools.js";
import { allLedgerRows } from "../../documents/ledger/home.js";
import { filterRows, type LedgerFilter } from "../../rules/ledger/filter.js";
import { gameI18n } from "../../cards/card.js";
import { notify } from "../../compat/notify.js";
import { formatOf, localTime, saveRows } from "./export-file.js";
import { revertRow } from "./revert-row.js";
import { clientRowLookup } from "./row-lookup.js";
import {
  filterOfForm,
  worldLedgerContext,
  type WorldLedgerContext,
} from "./world-ledger-context.js";
import { HolocronWindow } from "../window.js";

export const WORLD_LEDGER_TEMPLATE = `systems/${SYSTEM_ID}/templates/apps/ledger-world.hbs`;

export class WorldLedgerWindow extends HolocronWindow<{ ledger: WorldLedgerContext }> {
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
      /** GM: reverts the row (revert-row.ts asks first when a later row changed the same field). */
      async ledgerRevert(this: WorldLedgerWindow, _event: Event, target: HTMLElement) {
        const { actorUuid = "", rowId = "" } = target.dataset;
        await revertRow(actorUuid, rowId);
        await this.render();
      },
      /** The row's actor's sheet; an actor deleted since is told, by the name the row kept. */
      async openActor(this: WorldLedgerWindow, _event: Event, target: HTMLElement) {
        const doc = await fromUuid(
          (target.dataset.actorUuid ?? "") as Parameters<typeof fromUuid>[0],
        );
        // By document name, not `instanceof`: a module may wrap the configured Actor class.
        if (doc?.documentName === "Actor") await doc.sheet?.render(true);
        else
          notify("warn", "HOLOCRON.LedgerWorld.ActorGone", {
            name: target.textContent?.trim() ?? "",
          });
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

  protected override async windowContext() {
    const ledger = worldLedgerContext(
      gameI18n(),
      allLedgerRows(),
      this.filter,
      this.page,
      localTime,
      clientRowLookup(),
    );
    this.page = ledger.page;
    return { ledger };
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

/** An open world ledger shows rows written since it was drawn (the store's pages changed). */
export function refreshWorldLedger(): void {
  if (world?.rendered) void world.render();
}

/** The token controls' button opening it (shown to a GM only). */
export function worldLedgerTool(order: number, visible: boolean) {
  return {
    ...WORLD_LEDGER_TOOL,
    order,
    button: true,
    visible,
    onChange: () => void openWorldLedger(),
  };
}
