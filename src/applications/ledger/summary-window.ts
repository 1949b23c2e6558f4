// The fight added up, in a window: every figure of the summary card per combatant (each explained
// as on the card), the prediction beside what happened, the replay one click away and the combat's rows to export.
import { SYSTEM_ID } from "../../config.js";
import { allLedgerRows } from "../../documents/ledger/home.js";
import { rowsOfCombat } from "../../rules/ledger/filter.js";
import { gameI18n } from "../../cards/card.js";
import { formatOf, saveRows } from "./export-file.js";
import {
  FIGHT_SENTENCE_TEMPLATE,
  summaryContext,
  type SummaryCard,
  type SummaryContext,
} from "./summary-context.js";
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import { BREAKDOWN_TEMPLATE } from "../breakdown/breakdown-view.js";
import { openCombatReplay, type CombatReplayWindow } from "./replay-window.js";
import { HolocronWindow } from "../window.js";

export const SUMMARY_TEMPLATE = `systems/${SYSTEM_ID}/templates/apps/combat-summary.hbs`;

export class CombatSummaryWindow extends HolocronWindow<{ summary: SummaryContext }> {
  static override DEFAULT_OPTIONS = {
    classes: ["holocron", "holocron-fight-window"],
    position: { width: 820, height: "auto" as const },
    window: {
      title: "HOLOCRON.CombatSummary.Title",
      icon: "fa-solid fa-table-list",
      resizable: true,
    },
    actions: {
      exportRows(this: CombatSummaryWindow, _event: Event, target: HTMLElement) {
        this.exportRows(formatOf(target));
      },
      async openReplay(this: CombatSummaryWindow) {
        this.replay = await openCombatReplay(this.card);
      },
    },
  };

  static override PARTS = { summary: { template: SUMMARY_TEMPLATE, scrollable: [""] } };

  /** The replay this window opened, if any. */
  replay: CombatReplayWindow | null = null;

  constructor(readonly card: SummaryCard) {
    super();
  }

  exportRows(format: "markdown" | "csv"): void {
    const title = game.i18n.format("HOLOCRON.CombatSummary.CardTitle", {
      title: summaryContext(gameI18n(), this.card).title,
    });
    saveRows(rowsOfCombat(allLedgerRows(), this.card.summary.combatId), format, title);
  }

  protected override async windowContext() {
    // The figures' breakdowns and the card's sentence, as partials (core caches a loaded template).
    await foundry.applications.handlebars.loadTemplates([
      BREAKDOWN_TEMPLATE,
      FIGHT_SENTENCE_TEMPLATE,
    ]);
    return { summary: summaryContext(gameI18n(), this.card) };
  }

  protected override async _onRender(...args: Parameters<HolocronWindow<object>["_onRender"]>) {
    await super._onRender(...args);
    activateBreakdowns(this.element);
  }
}

export async function openCombatSummary(card: SummaryCard): Promise<CombatSummaryWindow> {
  const app = new CombatSummaryWindow(card);
  await app.render({ force: true });
  return app;
}
