// A combat round by round: who changed what, turn by turn, from the ledger's rows of the combat
// (rules/ledger/replay.ts); the rows to export.
import { SYSTEM_ID } from "../../config.js";
import { allLedgerRows } from "../../documents/ledger/home.js";
import { rowsOfCombat } from "../../rules/ledger/filter.js";
import { gameI18n } from "../../cards/card.js";
import { formatOf, localTime, saveRows } from "./export-file.js";
import { replayContext, type ReplayContext } from "./replay-context.js";
import { clientRowLookup } from "./row-lookup.js";
import type { SummaryCard } from "./summary-context.js";
import { HolocronWindow } from "../window.js";

export const REPLAY_TEMPLATE = `systems/${SYSTEM_ID}/templates/apps/combat-replay.hbs`;

export class CombatReplayWindow extends HolocronWindow<{ replay: ReplayContext }> {
  static override DEFAULT_OPTIONS = {
    classes: ["holocron", "holocron-replay-window"],
    position: { width: 560, height: 640 },
    window: {
      title: "HOLOCRON.CombatReplay.Title",
      icon: "fa-solid fa-clock-rotate-left",
      resizable: true,
    },
    actions: {
      exportRows(this: CombatReplayWindow, _event: Event, target: HTMLElement) {
        const rows = rowsOfCombat(allLedgerRows(), this.card.summary.combatId);
        const title = game.i18n.format("HOLOCRON.CombatReplay.FileTitle", {
          title: replayContext(gameI18n(), [], this.card, localTime).title,
        });
        saveRows(rows, formatOf(target), title);
      },
    },
  };

  static override PARTS = { replay: { template: REPLAY_TEMPLATE, scrollable: [""] } };

  constructor(readonly card: SummaryCard) {
    super();
  }

  protected override async windowContext() {
    const replay = replayContext(
      gameI18n(),
      allLedgerRows(),
      this.card,
      localTime,
      clientRowLookup(),
    );
    return { replay };
  }
}

export async function openCombatReplay(card: SummaryCard): Promise<CombatReplayWindow> {
  const app = new CombatReplayWindow(card);
  await app.render({ force: true });
  return app;
}
