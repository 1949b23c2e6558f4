// Chases: the stored chases' setting, live redraws of the tracker on every client, and a "Chase"
// button in the combat tracker's header. The chase check's request kind (chase-requests.ts) registers
// when the tracker's module loads, on every client.
import { SYSTEM_ID } from "../config.js";
import { CHASES_CHANGED_HOOK, readChases, registerChaseSetting } from "../documents/chase-store.js";
import {
  TRACKER_TEMPLATE,
  onChasesChanged,
  onRunnerChanged,
  openChaseTracker,
  rememberChaseStatuses,
} from "../applications/chase/chase-tracker.js";
import { CHASE_RESULT_TEMPLATE, ROUND_CARD_TEMPLATE } from "../applications/chase/round-card.js";
import { addHeaderBlock } from "./tracker-header.js";

export const LAUNCH_TEMPLATE = `systems/${SYSTEM_ID}/templates/combat/chase-launch.hbs`;

/** The combat tracker's header gets its own small "Chase" block (kept apart from other controls). */
async function addLaunchButton(html: HTMLElement): Promise<void> {
  const block = await addHeaderBlock(html, {
    template: LAUNCH_TEMPLATE,
    marker: "[data-holocron-chase-launch]",
  });
  block?.querySelector("[data-holocron-open-chase]")?.addEventListener("click", () => {
    void openChaseTracker();
  });
}

/** From `init`: the setting (every client reads it) and the hooks. */
export function registerChaseHooks(): void {
  registerChaseSetting();
  Hooks.on(CHASES_CHANGED_HOOK, onChasesChanged);
  Hooks.on("updateActor", (actor) => onRunnerChanged(actor));
  Hooks.on("renderCombatTracker", (_app, html) => {
    void addLaunchButton(html);
  });
}

/** From `ready`: templates and what each chase's status was at load. */
export function startChases(): void {
  void foundry.applications.handlebars.loadTemplates([
    TRACKER_TEMPLATE,
    ROUND_CARD_TEMPLATE,
    CHASE_RESULT_TEMPLATE,
    LAUNCH_TEMPLATE,
  ]);
  rememberChaseStatuses(readChases().book);
}
