// The chase tracker: a window every client opens on the world's chases (README, "Chases"). It
// re-renders on every client when the stored chases change. The GM sets up and runs the chase here;
// a player rolls their own characters' checks. Clicks go to chase-actions.ts.
import { SYSTEM_ID } from "../../config.js";
import type { chase } from "../../rules/index.js";
import { readChases } from "../../documents/chase-store.js";
import { chaseRulesOf, actorOf, heroPayersOf, profilesOf } from "./participants.js";
import { trackerContext, type TrackerContext } from "./tracker-context.js";
import { CHASE_ACTIONS, applyTrackerForm } from "./chase-actions.js";
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import { HolocronWindow } from "../window.js";

export const TRACKER_TEMPLATE = `systems/${SYSTEM_ID}/templates/apps/chase-tracker.hbs`;

interface TrackerWindowContext {
  chase: TrackerContext | null;
  noChase: boolean;
  isGM: boolean;
}

/** The chase shown: the one chosen, else the latest still running or in setup, else the latest. */
export function shownChase(book: chase.ChaseBook, chosen: string | null): chase.Chase | null {
  const list = book.chases;
  return (
    list.find((c) => c.id === chosen) ??
    list.findLast((c) => c.status === "running" || c.status === "setup") ??
    list.at(-1) ??
    null
  );
}

export class ChaseTracker extends HolocronWindow<TrackerWindowContext> {
  static override DEFAULT_OPTIONS = {
    id: "holocron-chase-tracker",
    tag: "form",
    classes: ["holocron", "chase-tracker"],
    position: { width: 560, height: "auto" as const },
    window: { title: "HOLOCRON.Chase.Title", icon: "fa-solid fa-person-running", resizable: true },
    form: { handler: applyTrackerForm, submitOnChange: true, closeOnSubmit: false },
    actions: CHASE_ACTIONS,
  };

  static override PARTS = { tracker: { template: TRACKER_TEMPLATE, scrollable: [""] } };

  /** The chase this window shows (null: the latest running one). */
  chaseId: string | null = null;

  /** The chase on screen, as stored now. */
  get chase(): chase.Chase | null {
    return shownChase(readChases().book, this.chaseId);
  }

  protected override async windowContext(): Promise<TrackerWindowContext> {
    const { book, errors } = readChases();
    if (errors.length && game.user.isGM) console.warn("Holocron | unreadable chases:", errors);
    const c = shownChase(book, this.chaseId);
    const isGM = game.user.isGM;
    if (!c) return { chase: null, noChase: true, isGM };
    const mayRoll = new Set(
      c.participants.filter((p) => isGM || actorOf(p)?.isOwner).map((p) => p.id),
    );
    const first = c.participants.map((p) => chaseRulesOf(actorOf(p))).find((r) => r);
    const context = trackerContext({
      chase: c,
      profiles: profilesOf(c),
      mayRoll,
      heroPayers: heroPayersOf(c),
      isGM,
      vehicleSpeed: first?.vehicleSpeed ?? {
        label: "HOLOCRON.Chase.VehicleSpeedFeet",
        initial: 60,
      },
      others: book.chases.map((x) => ({ id: x.id, name: x.name, status: x.status })),
    });
    return { chase: context, noChase: false, isGM };
  }

  /** Each runner's check opens its breakdown on hover, focus and click. */
  protected override async _onRender(
    ...args: Parameters<HolocronWindow<TrackerWindowContext>["_onRender"]>
  ): Promise<void> {
    await super._onRender(...args);
    activateBreakdowns(this.element);
  }
}

let tracker: ChaseTracker | null = null;

/** The one tracker window of this client. */
export function chaseTracker(): ChaseTracker {
  tracker ??= new ChaseTracker();
  return tracker;
}

/** Opens the tracker on a chase (or the latest). */
export async function openChaseTracker(chaseId: string | null = null): Promise<ChaseTracker> {
  const app = chaseTracker();
  if (chaseId) app.chaseId = chaseId;
  await app.render({ force: true });
  return app;
}

const lastStatus = new Map<string, chase.ChaseStatus>();

/** Every client: redraw an open tracker; open it when a chase begins, so every player sees it. */
export function onChasesChanged(book: chase.ChaseBook): void {
  const app = chaseTracker();
  const begun = book.chases.find((c) => c.status === "running" && lastStatus.get(c.id) === "setup");
  for (const c of book.chases) lastStatus.set(c.id, c.status);
  if (begun && !app.rendered) app.chaseId = begun.id;
  if (app.rendered || begun) void app.render({ force: !!begun });
}

/** Remembers each chase's status at load, so a later change to "running" opens the tracker. */
export function rememberChaseStatuses(book: chase.ChaseBook): void {
  for (const c of book.chases) lastStatus.set(c.id, c.status);
}

/**
 * Every client: an open tracker redraws when one of its runners' actors changes (a Hero Point
 * spent, Daring or Speed changed), so the checks, odds and reroll buttons it shows stay current.
 */
export function onRunnerChanged(actor: Actor.Implementation): void {
  const app = chaseTracker();
  const shown = app.rendered ? app.chase : null;
  if (shown?.participants.some((p) => p.actorUuid === actor.uuid)) void app.render();
}
