// A combat round by round: who changed what, turn by turn, from the ledger's rows of the combat
// (rules/ledger/replay.ts); the rows to export.
import { SYSTEM_ID } from "../../config.js";
import { allLedgerRows } from "../../documents/ledger/store.js";
import { rowsOfCombat } from "../../rules/ledger/filter.js";
import { gameI18n } from "../chat/post-card.js";
import { formatOf, localTime, saveRows } from "./export-file.js";
import { replayContext, type ReplayContext } from "./replay-context.js";
import { clientRowLookup } from "./row-lookup.js";
import type { SummaryCard } from "./summary-context.js";
import ApplicationV2 = foundry.applications.api.ApplicationV2;

export const REPLAY_TEMPLATE = `systems/${SYSTEM_ID}/templates/apps/combat-replay.hbs`;

type Ctx = ApplicationV2.RenderContext & { replay: ReplayContext };

export class CombatReplayWindow<
  RC extends Ctx = Ctx,
  C extends ApplicationV2.Configuration = ApplicationV2.Configuration,
  RO extends ApplicationV2.RenderOptions = ApplicationV2.RenderOptions,
> extends foundry.applications.api.HandlebarsApplicationMixin(ApplicationV2)<RC, C, RO> {
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

  override async _prepareContext(
    options: Parameters<ApplicationV2<RC, C, RO>["_prepareContext"]>[0],
  ): Promise<RC> {
    const base = await super._prepareContext(options);
    const context = replayContext(
      gameI18n(),
      allLedgerRows(),
      this.card,
      localTime,
      clientRowLookup(),
    );
    return { ...base, replay: context } as RC;
  }
}

export async function openCombatReplay(card: SummaryCard): Promise<CombatReplayWindow> {
  const app = new CombatReplayWindow(card);
  await app.render({ force: true });
  return app;
}
