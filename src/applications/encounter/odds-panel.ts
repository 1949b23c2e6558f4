// The GM's "Encounter odds" window for one combat: the sides (party = player-owned combatants,
// foes = the rest, editable), a run of 10,000 fights in a Web Worker with a progress bar and a
// cancel, and the result, cached per combat state and recomputed when the combatants change.
import { SYSTEM_ID } from "../../config.js";
import type { sim } from "../../rules/index.js";
import { buildFighters, type BuiltFighter } from "./fighters.js";
import { oddsContext, SIDE_CHOICES, type OddsPanelState, type SideChoice } from "./odds-context.js";
import { runOdds, type OddsRun, type WorkerFactory, createOddsWorker } from "./run-odds.js";
import { dialogButtons, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";
import { seedOf } from "./seed.js";
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import { localizeError } from "../user-message.js";

export { seedOf };

/** The odds panel's footer: one Close (default). */
export const ODDS_BUTTONS: readonly DialogButtonSpec[] = [
  { action: "close", label: "HOLOCRON.Combat.Odds.Close", default: true },
];

export const ODDS_TEMPLATE = `systems/${SYSTEM_ID}/templates/combat/encounter-odds.hbs`;
export const ODDS_FIGHTS = 10_000;
const MAX_ROUNDS = 50;
/** Changes arrive in bursts (an update and its hooks): wait for the last before recomputing. */
const RECOMPUTE_DELAY_MS = 300;

/** Results by the exact fight they answer (fighters, sides, fights): a combat state's key. */
const resultCache = new Map<string, sim.EncounterResult>();
const CACHE_LIMIT = 50;

function remember(key: string, result: sim.EncounterResult): void {
  if (resultCache.size >= CACHE_LIMIT) resultCache.delete(resultCache.keys().next().value!);
  resultCache.set(key, result);
}

/** The side a combatant starts on: player-owned actors are the party. */
function defaultSide(combatant: Combatant.Implementation): SideChoice {
  return combatant.actor?.hasPlayerOwner ? "party" : "foes";
}

export class EncounterOddsPanel {
  static readonly open = new Map<string, EncounterOddsPanel>();
  /**
   * Opens the encounter builder for a combat; set where the windows are wired (the tracker hook),
   * so this file loads without the builder's ApplicationV2 (the gallery renders its template).
   */
  static openBuilder: ((combat: Combat.Implementation) => Promise<unknown>) | null = null;

  private readonly sides = new Map<string, SideChoice>();
  private built: BuiltFighter[] = [];
  private state: OddsPanelState = {
    combatants: [],
    fights: ODDS_FIGHTS,
    progress: null,
    result: null,
    error: null,
  };
  private run: OddsRun | null = null;
  private dialog: foundry.applications.api.DialogV2 | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    readonly combat: Combat.Implementation,
    private readonly createWorker: WorkerFactory = createOddsWorker,
  ) {}

  /** Opens (or brings forward) the window for a combat. */
  static async show(combat: Combat.Implementation): Promise<EncounterOddsPanel> {
    const id = combat.id ?? "";
    const existing = EncounterOddsPanel.open.get(id);
    if (existing?.dialog) {
      existing.dialog.bringToFront();
      return existing;
    }
    const panel = new EncounterOddsPanel(combat);
    EncounterOddsPanel.open.set(id, panel);
    await panel.render();
    return panel;
  }

  /** The combatants changed: rebuild the fighters and, if a result was shown, recompute it. */
  combatantsChanged(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      const wasShown = this.state.result !== null || this.run !== null;
      this.cancel();
      this.refresh();
      if (wasShown && this.state.result === null) void this.start();
      else void this.update();
    }, RECOMPUTE_DELAY_MS);
  }

  /** Fighters from the combatants, sides as the GM set them; the cached result if this state has one. */
  private refresh(): void {
    const sources = this.combat.combatants.contents.flatMap((c) => {
      if (!c.actor || !c.id) return [];
      if (!this.sides.has(c.id)) this.sides.set(c.id, defaultSide(c));
      return [{ id: c.id, name: c.name ?? c.actor.name ?? "", actor: c.actor }];
    });
    this.built = buildFighters(sources.map((s) => ({ ...s, side: this.sideOf(s.id) })));
    this.state.combatants = this.built.map((b) => ({
      id: b.fighter.id,
      name: b.name,
      side: this.sides.get(b.fighter.id) ?? "foes",
      unarmed: b.unarmed,
    }));
    this.state.result = resultCache.get(this.key()) ?? null;
    this.state.error = this.built.length
      ? null
      : game.i18n.localize("HOLOCRON.Combat.Odds.NoFighters");
  }

  private sideOf(id: string): sim.Side {
    return this.sides.get(id) === "party" ? "party" : "foes";
  }

  private fighters(): sim.Fighter[] {
    return this.built
      .filter((b) => this.sides.get(b.fighter.id) !== "out")
      .map((b) => ({ ...b.fighter, side: this.sideOf(b.fighter.id) }));
  }

  private key(): string {
    return JSON.stringify({ f: this.fighters(), n: ODDS_FIGHTS, r: MAX_ROUNDS });
  }

  private async render(): Promise<void> {
    this.refresh();
    const content = await foundry.applications.handlebars.renderTemplate(
      ODDS_TEMPLATE,
      oddsContext(this.state),
    );
    const dialog = new foundry.applications.api.DialogV2({
      window: {
        title: game.i18n.format("HOLOCRON.Combat.Odds.Title", { name: this.combat.name ?? "" }),
        icon: "fa-solid fa-scale-balanced",
      },
      classes: [SYSTEM_ID, "holocron-odds-dialog"],
      position: { width: 440 },
      content,
      buttons: dialogButtons(ODDS_BUTTONS),
    });
    dialog.addEventListener("close", () => this.closed());
    this.dialog = dialog;
    await dialog.render({ force: true });
    dialog.element.addEventListener("click", (event) => this.onClick(event));
    dialog.element.addEventListener("change", (event) => this.onChange(event));
    // The result's figures and bars open their breakdowns (the counts they are made of).
    activateBreakdowns(dialog.element);
  }

  private closed(): void {
    this.cancel();
    if (this.timer) clearTimeout(this.timer);
    this.dialog = null;
    EncounterOddsPanel.open.delete(this.combat.id ?? "");
  }

  private onClick(event: Event): void {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-odds-run]")) void this.start();
    else if (target?.closest("[data-odds-build]"))
      void EncounterOddsPanel.openBuilder?.(this.combat);
    else if (target?.closest("[data-odds-cancel]")) {
      this.cancel();
      void this.update();
    }
  }

  private onChange(event: Event): void {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.dataset.oddsSide) return;
    const side = select.value as SideChoice;
    if (!SIDE_CHOICES.includes(side)) return;
    this.sides.set(select.dataset.oddsSide, side);
    this.refresh();
    void this.update();
  }

  /** Plays the fights in the worker; a state already answered shows its cached result. */
  async start(): Promise<void> {
    this.cancel();
    const fighters = this.fighters();
    if (!fighters.some((f) => f.side === "party") || !fighters.some((f) => f.side === "foes")) {
      this.state.error = game.i18n.localize("HOLOCRON.Combat.Odds.NoSide");
      return this.update();
    }
    const key = this.key();
    const cached = resultCache.get(key);
    this.state.error = null;
    if (cached) {
      this.state.result = cached;
      return this.update();
    }
    const run = runOdds(
      { fighters, fights: ODDS_FIGHTS, seed: seedOf(key), maxRounds: MAX_ROUNDS },
      (fraction) => this.progress(fraction),
      this.createWorker,
    );
    this.run = run;
    this.state.progress = 0;
    this.state.result = null;
    await this.update();
    try {
      const result = await run.done;
      if (this.run !== run || result === null) return;
      remember(key, result);
      this.state.result = result;
    } catch (error) {
      if (this.run !== run) return;
      this.state.error = game.i18n.format("HOLOCRON.Combat.Odds.Failed", {
        message: localizeError(error),
      });
    }
    this.run = null;
    this.state.progress = null;
    await this.update();
  }

  cancel(): void {
    this.run?.cancel();
    this.run = null;
    this.state.progress = null;
  }

  /** Progress moves the bar only, so nothing else in the window re-renders 40 times. */
  private progress(fraction: number): void {
    this.state.progress = fraction;
    const bar = this.dialog?.element.querySelector<HTMLProgressElement>("[data-odds-progress]");
    if (bar) bar.value = Math.round(fraction * 100);
  }

  private async update(): Promise<void> {
    const section = this.dialog?.element.querySelector("[data-encounter-odds]");
    if (!section) return;
    section.outerHTML = await foundry.applications.handlebars.renderTemplate(
      ODDS_TEMPLATE,
      oddsContext(this.state),
    );
  }
}
