// The GM's "Build an encounter" window for one combat: a target (win chance, rounds, nobody likely
// to drop) and a pool of foes, a search in the odds worker with a progress bar and a cancel, and
// the groups nearest the target with their odds; Place puts one on the scene and into the combat.
import { SYSTEM_ID } from "../../config.js";
import { sim } from "../../rules/index.js";
import { buildFighters } from "./fighters.js";
import {
  builderContext,
  DEFAULT_TARGET,
  POOL_SOURCES,
  type BuilderState,
  type PoolSource,
} from "./builder-context.js";
import { compendiumFolders, poolOf, sceneOf, type PoolKind } from "./builder-pool.js";
import { placeGroup } from "./place-group.js";
import { seedOf } from "./seed.js";
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import {
  createOddsWorker,
  runBuild,
  runGroup,
  type BuildRun,
  type WorkerFactory,
} from "./run-odds.js";
import { formatCount } from "../format.js";
import { localizeError } from "../user-message.js";
import { HolocronWindow } from "../window.js";
import type { BuildSearch } from "./odds-messages.js";

export const BUILDER_TEMPLATE = `systems/${SYSTEM_ID}/templates/combat/encounter-builder.hbs`;

type Handler = (this: EncounterBuilder, event: Event, target: HTMLElement) => Promise<void>;

const clampInt = (v: unknown, min: number, max: number, fallback: number) =>
  typeof v === "number" && Number.isFinite(v)
    ? Math.min(max, Math.max(min, Math.round(v)))
    : fallback;

type BuilderView = ReturnType<typeof builderContext>;

export class EncounterBuilder extends HolocronWindow<BuilderView> {
  static readonly open = new Map<string, EncounterBuilder>();
  /** Tests hand in a worker that plays in their thread (no Worker in node). */
  static createWorker: WorkerFactory = createOddsWorker;

  static override DEFAULT_OPTIONS = {
    tag: "form",
    classes: ["holocron", "holocron-builder-window"],
    position: { width: 480, height: "auto" as const },
    window: { title: "HOLOCRON.Combat.Builder.Open", icon: "fa-solid fa-wand-magic-sparkles" },
    form: { handler: readForm, submitOnChange: true, closeOnSubmit: false },
    actions: {
      build: function (this: EncounterBuilder) {
        return this.search();
      } as Handler,
      cancel: function (this: EncounterBuilder) {
        this.cancel(true);
        return this.render().then(() => undefined);
      } as Handler,
      place: function (this: EncounterBuilder, _event: Event, target: HTMLElement) {
        return this.place(Number(target.dataset.group));
      } as Handler,
      adjust: function (this: EncounterBuilder, _event: Event, target: HTMLElement) {
        const { group, kind, step } = target.dataset;
        return this.adjust(Number(group), kind ?? "", step === "-1" ? -1 : 1);
      } as Handler,
    },
  };

  static override PARTS = { builder: { template: BUILDER_TEMPLATE } };

  combat: Combat.Implementation | null = null;
  builder: BuilderState = {
    target: { ...DEFAULT_TARGET },
    source: "scene",
    folders: [],
    folder: null,
    pool: [],
    party: [],
    progress: null,
    result: null,
    error: null,
    notice: null,
    canPlace: false,
  };
  private kinds: PoolKind[] = [];
  /** The kinds the last search used (Place reads these, not a pool changed since). */
  private searched: PoolKind[] = [];
  private readonly chosenActors = new Set<string>();
  private readonly unticked = new Set<string>();
  private run: BuildRun | null = null;
  /** What the last search played (a ± plays its group again against the same party and pool). */
  private request: BuildSearch | null = null;

  /** Opens (or brings forward) the window for a combat. */
  static async show(combat: Combat.Implementation): Promise<EncounterBuilder> {
    const id = combat.id ?? "";
    const app = EncounterBuilder.open.get(id) ?? new EncounterBuilder();
    app.combat = combat;
    EncounterBuilder.open.set(id, app);
    await app.render({ force: true });
    return app;
  }

  override get title(): string {
    return game.i18n.format("HOLOCRON.Combat.Builder.Title", { name: this.combat?.name ?? "" });
  }

  private partyCombatants(): Combatant.Implementation[] {
    return (this.combat?.combatants.contents ?? []).filter((c) => c.actor?.hasPlayerOwner);
  }

  private partyFighters(): sim.Fighter[] {
    const sources = this.partyCombatants().map((c) => ({
      id: c.id ?? "",
      name: c.name ?? "",
      actor: c.actor!,
      side: "party" as const,
    }));
    return buildFighters(sources).map((b) => b.fighter);
  }

  protected override async windowContext() {
    const s = this.builder;
    s.canPlace = game.user.isGM;
    s.party = this.partyCombatants().map((c) => c.name ?? "");
    s.folders = compendiumFolders();
    if (s.source === "compendium" && !s.folders.some((f) => f.id === s.folder))
      s.folder = s.folders[0]?.id ?? null;
    if (this.combat && s.progress === null) {
      this.kinds = await poolOf(this.combat, s.source, {
        folder: s.folder,
        chosenActors: this.chosenActors,
        unticked: this.unticked,
      });
      s.pool = this.kinds.map((k) => k.entry);
    }
    if (!game.user.isGM) s.error = game.i18n.localize("HOLOCRON.Combat.Builder.NoGm");
    return builderContext(s);
  }

  /** The form changed: target, source, folder, ticks (applied before the next render). */
  applyForm(data: Record<string, unknown>): void {
    const s = this.builder;
    s.target = {
      winPercent: clampInt(data.winPercent, 0, 100, s.target.winPercent),
      maxRounds: data.maxRounds === null ? null : clampInt(data.maxRounds, 1, 1000, 0) || null,
      noDrop: data.noDrop === true,
      maxFoes: clampInt(data.maxFoes, 1, 40, s.target.maxFoes),
    };
    const source = data.source as PoolSource;
    if (POOL_SOURCES.includes(source) && source !== s.source) {
      s.source = source;
      s.result = null;
    } else {
      if (typeof data.folder === "string") s.folder = data.folder;
      this.kinds.forEach((k, i) => {
        const ticked = data[`pool.${i}`] === true;
        if (s.source === "actors") {
          if (ticked) this.chosenActors.add(k.entry.id);
          else this.chosenActors.delete(k.entry.id);
        } else if (ticked) this.unticked.delete(k.entry.id);
        else this.unticked.add(k.entry.id);
      });
    }
  }

  /** The foe kinds chosen, each with its fighter (a kind of another ruleset family is left out). */
  private poolFighters(party: readonly sim.Fighter[]): { pool: sim.FoeKind[]; kinds: PoolKind[] } {
    const worlds = party[0] !== undefined && sim.isWorlds(party[0]);
    const chosen = this.kinds.filter((k) => k.entry.chosen);
    const built = buildFighters(
      chosen.map((k) => ({ id: k.entry.id, name: k.entry.name, actor: k.actor, side: "foes" })),
    );
    const kinds: PoolKind[] = [];
    const pool: sim.FoeKind[] = [];
    for (const b of built) {
      if (sim.isWorlds(b.fighter) !== worlds) continue;
      const kind = chosen.find((k) => k.entry.id === b.fighter.id)!;
      kinds.push(kind);
      pool.push({
        id: b.fighter.id,
        fighter: b.fighter,
        ...(kind.entry.max ? { max: kind.entry.max } : {}),
      });
    }
    return { pool, kinds };
  }

  private fail(key: string, data?: Record<string, string>): Promise<void> {
    this.builder.error = data ? game.i18n.format(key, data) : game.i18n.localize(key);
    return this.render().then(() => undefined);
  }

  /** Plays the candidate groups in the worker; the window shows the nearest when it is done. */
  async search(): Promise<void> {
    this.cancel(false);
    const s = this.builder;
    s.notice = null;
    s.result = null;
    if (!game.user.isGM || !this.combat) return this.fail("HOLOCRON.Combat.Builder.NoGm");
    const party = this.partyFighters();
    if (!party.length) return this.fail("HOLOCRON.Combat.Builder.NoParty");
    const { pool, kinds } = this.poolFighters(party);
    if (!pool.length) return this.fail("HOLOCRON.Combat.Builder.NoPool");
    s.error = null;
    const target: sim.BuildTarget = {
      winChance: s.target.winPercent / 100,
      noDrop: s.target.noDrop,
      ...(s.target.maxRounds ? { maxMeanRounds: s.target.maxRounds } : {}),
    };
    const request = { party, pool, target, maxFoes: s.target.maxFoes, seed: 0 };
    request.seed = seedOf(JSON.stringify(request));
    this.request = { party, pool, target, seed: request.seed };
    const run = runBuild(request, (f) => this.progress(f), EncounterBuilder.createWorker);
    this.run = run;
    this.searched = kinds;
    s.progress = 0;
    await this.render();
    try {
      const result = await run.done;
      if (this.run !== run || result === null) return;
      s.result = result;
    } catch (error) {
      if (this.run !== run) return;
      s.error = game.i18n.format("HOLOCRON.Combat.Builder.Failed", {
        message: localizeError(error),
      });
    }
    this.run = null;
    s.progress = null;
    await this.render();
  }

  /** Stops a search; `say` tells the GM it was cancelled. */
  cancel(say: boolean): void {
    if (!this.run) return;
    this.run.cancel();
    this.run = null;
    this.builder.progress = null;
    if (say) this.builder.error = game.i18n.localize("HOLOCRON.Combat.Builder.Cancelled");
  }

  /** Progress moves the bar only, so nothing else in the window re-renders. */
  private progress(fraction: number): void {
    this.builder.progress = fraction;
    const bar = this.element?.querySelector<HTMLProgressElement>("[data-builder-progress]");
    if (bar) bar.value = Math.round(fraction * 100);
  }

  /**
   * GM only: one foe of a kind more or fewer in a found group, and the group played again (in the
   * worker, as the search played it) before it may be placed.
   */
  async adjust(index: number, kindId: string, step: 1 | -1): Promise<void> {
    const s = this.builder;
    const group = s.result?.groups[index];
    const asked = this.request;
    if (!game.user.isGM || !group || !asked || s.replaying != null) return;
    const counts = sim.stepGroup(asked.pool, group.counts, kindId, step);
    if (!counts) return;
    // The search's seed: a group stepped back to what was found plays as the search played it.
    const request = { ...asked, counts };
    s.replaying = index;
    await this.render();
    try {
      const odds = await runGroup(request, () => undefined, EncounterBuilder.createWorker).done;
      if (odds && s.result?.groups[index] === group) s.result.groups[index] = odds;
    } catch (error) {
      s.error = game.i18n.format("HOLOCRON.Combat.Builder.Failed", {
        message: localizeError(error),
      });
    }
    s.replaying = null;
    await this.render();
  }

  /** GM only: the group's tokens on the scene and in the combat, its odds kept on the combat. */
  async place(index: number): Promise<void> {
    const group = this.builder.result?.groups[index];
    if (!game.user.isGM || !this.combat) return this.fail("HOLOCRON.Combat.Builder.NoGm");
    if (!group) return;
    const scene = sceneOf(this.combat);
    if (!scene) return this.fail("HOLOCRON.Combat.Builder.NoScene");
    const count = await placeGroup(
      this.combat,
      scene,
      group,
      this.searched,
      this.partyCombatants(),
    );
    this.builder.error = null;
    this.builder.notice = formatCount(game.i18n, "HOLOCRON.Combat.Builder.Placed", count, {
      scene: foundry.utils.escapeHTML(scene.name ?? ""),
    });
    await this.render();
  }

  // A group's figures open their breakdowns (the counts they are made of).
  protected override async _onRender(
    ...args: Parameters<HolocronWindow<BuilderView>["_onRender"]>
  ) {
    await super._onRender(...args);
    activateBreakdowns(this.element);
  }

  protected override _onClose(
    options: Parameters<HolocronWindow<BuilderView>["_onClose"]>[0],
  ): void {
    this.cancel(false);
    EncounterBuilder.open.delete(this.combat?.id ?? "");
    super._onClose(options);
  }
}

/** The form's handler: take the edit, then show it (the pool follows a new source or folder). */
async function readForm(
  this: EncounterBuilder,
  _event: Event | SubmitEvent,
  _form: HTMLFormElement,
  formData: { object: Record<string, unknown> },
): Promise<void> {
  if (this.builder.progress !== null) return;
  this.applyForm(formData.object);
  await this.render();
}
