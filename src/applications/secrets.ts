// Secrets of the actors no player owns (ux.md: "secrets stay secret"): a player does not see an
// NPC's AC, the exact odds against it, its HP or its HP changes while the world setting says so.
// The GM and the actor's owners always see them.
import { keepsSecret, type SecretSetting } from "../settings.js";

/** What the decision reads of an actor. */
export interface SecretHolder {
  hasPlayerOwner: boolean;
  isOwner: boolean;
}

/** Pure: whether a viewer may not see a holder's secret of this kind. */
export function hiddenFrom(
  holder: SecretHolder | null | undefined,
  viewer: { isGM: boolean },
  kept: boolean,
): boolean {
  if (!kept || viewer.isGM || !holder) return false;
  return !holder.hasPlayerOwner && !holder.isOwner;
}

/** Whether the current user may not see this actor's secret of this kind. */
export function hiddenFromMe(
  holder: SecretHolder | null | undefined,
  setting: SecretSetting,
): boolean {
  return hiddenFrom(holder, { isGM: game.user.isGM }, keepsSecret(setting));
}
