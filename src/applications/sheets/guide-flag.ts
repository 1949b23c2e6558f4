/** The creation guide's flag on an actor (`flags.holocron.guide`): set open on a blank new actor. */
import { SYSTEM_ID } from "../../config.js";
import { notify } from "../../compat/notify.js";
import { GUIDE_COLLAPSED_SETTING } from "../../settings.js";

export function guideOpen(actor: Actor.Implementation): boolean {
  return actor.getFlag(SYSTEM_ID, "guide") === "open";
}

/** The guide dismissed (its close button) or opened again (the sheet's menu). */
export async function setGuide(actor: Actor.Implementation, open: boolean): Promise<void> {
  await actor.setFlag(SYSTEM_ID, "guide", open ? "open" : "dismissed");
}

/** Opens a compendium pack by its id ("holocron.m20-equipment"); a missing pack says so. */
export async function openPack(id: string): Promise<boolean> {
  const pack = game.packs.get(id);
  if (!pack) {
    notify("warn", "HOLOCRON.Sheet.Guide.NoPack", { pack: id });
    return false;
  }
  await pack.render(true);
  return true;
}

/** Whether this user folded the guide to its title line (a client setting: the fold is one user's). */
export function guideCollapsed(): boolean {
  return game.settings.get(SYSTEM_ID, GUIDE_COLLAPSED_SETTING) === true;
}

/** Folds or unfolds the guide for this user, on every sheet they open. */
export async function setGuideCollapsed(collapsed: boolean): Promise<void> {
  await game.settings.set(SYSTEM_ID, GUIDE_COLLAPSED_SETTING, collapsed);
}
