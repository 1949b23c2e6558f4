// A combat round by round: who changed what, turn by turn, from the ledger's rows of the combat
// (rules/ledger/replay.ts); the rows to export.
import { SYSTEM_ID } from "../../config.js";
import { allLedgerRows } from "../../documents/ledger/store.js";
import { rowsOfCombat } from "../../rules/ledger/filter.js";
import { replay } from "../../rules/ledger/replay.js";
import type { LedgerRow } from "../../rules/ledger/row.js";
import type { I18n } from "../chat/i18n.js";
import { gameI18n } from "../chat/post-card.js";
import { formatOf, localTime, saveRows } from "./export-file.js";
import { rowLine, type TimeFormat } from "./row-text.js";
import type { SummaryCard } from "./summary-context.js";
import ApplicationV2 = foundry.applications.api.ApplicationV2;

export const REPLAY_TEMPLATE = `systems/${SYSTEM_ID}/templates/apps/combat-replay.hbs`;

/** Pure: the replay's context, from the rows of the ledger (any: the combat's are picked). */
export function replayContext(
  i18n: I18n,
  rows: readonly LedgerRow[],
  card: Pick<SummaryCard, "summary" | "turnNames" | "title">,
  time: TimeFormat,
) {
  const rounds = replay(rows, card.summary.combatId, card.turnNames).map((r) => ({
    round: r.round,
    heading:
      r.round === 0
        ? i18n.localize("HOLOCRON.CombatReplay.BeforeStart")
        : i18n.format("HOLOCRON.CombatReplay.Round", { round: String(r.round) }),
    turns: r.turns.map((t) => ({
      heading: t.name ?? i18n.localize("HOLOCRON.CombatReplay.BetweenTurns"),
      rows: t.rows.map((row) => rowLine(i18n, row, time)),
    })),
  }));
  return {
    title: card.title || i18n.localize("HOLOCRON.CombatSummary.Untitled"),
    rounds,
    empty: rounds.length === 0,
  };
}
export type ReplayContext = ReturnType<typeof replayContext>;

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
    const context = replayContext(gameI18n(), allLedgerRows(), this.card, localTime);
    return { ...base, replay: context } as RC;
  }
}

export async function openCombatReplay(card: SummaryCard): Promise<CombatReplayWindow> {
  const app = new CombatReplayWindow(card);
  await app.render({ force: true });
  return app;
}
