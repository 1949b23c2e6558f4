/** The creation guide's flag on an actor (`flags.holocron.guide`): set open on a blank new actor. */
import { SYSTEM_ID } from "../../config.js";
import { notify } from "../../compat/notify.js";

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
