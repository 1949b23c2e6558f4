/**
 * Star Worlds: giving one Hero Point to another character from the sheet. A gift is not a spend (it
 * counts toward neither character's levelling). The GM authority moves the point: the sender must
 * own the giver, and both writes happen there (rulings: no point appears from nothing).
 */
import { SYSTEM_ID } from "../../config.js";
import { starWorlds } from "../../rules/index.js";
import type { HolocronActor } from "../../documents/actor.js";
import { authority, payload as is } from "../../authority/index.js";
import { requestedActor } from "../../documents/actor-requests.js";
import { notify } from "./sheet-helpers.js";
import { readForm } from "../dialogs/form-data.js";
import type { DialogOpener } from "../../compat/dialog-window.js";
import { actionAndCancel, type DialogButtonSpec } from "../dialogs/dialog-buttons.js";
import { openFormDialog } from "../dialogs/form-dialog.js";
import { vouchedHeroPoints } from "../../documents/hero-point-vouch.js";
import { notify as tell } from "../../compat/notify.js";
import { holdsHeroPoints } from "../../rulesets/index.js";

/** The give dialog's footer: give (default), cancel. */
export const GIVE_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel(
  { action: "give", label: "HOLOCRON.Sheet.Give.Confirm", icon: "fa-solid fa-hand-holding-heart" },
  { action: "cancel", label: "HOLOCRON.Sheet.Give.Cancel", icon: "fa-solid fa-xmark" },
);

export const GIVE_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/give-hero-points.hbs`;
export const GIVE_MESSAGE_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/give-message.hbs`;

/** What the gift reads of an actor (a HolocronActor; plain objects in pure tests). */
export interface GiftActor {
  id: string | null;
  name: string;
  type: string;
  system: unknown;
}

/** Pure: the Hero Points an actor holds (0 when it has none to read). */
export function heldPoints(actor: { system: unknown }): number {
  const value = (actor.system as { heroPoints?: { value?: unknown } } | null)?.heroPoints?.value;
  return typeof value === "number" ? value : 0;
}

/** Pure: the other Star Worlds characters, by name, with the points each holds. */
export function giftCandidates(actors: Iterable<GiftActor>, giverId: string | null) {
  return [...actors]
    .filter((a) => holdsHeroPoints(a) && a.id !== null && a.id !== giverId)
    .map((a) => ({
      id: a.id ?? "",
      name: a.name,
      held: heldPoints(a),
      full: heldPoints(a) >= starWorlds.maxHeroPoints,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Pure: why one point may not go from `giver` to `receiver` (an i18n key), or null. */
export function giftRefusal(giver: number, receiver: number): string | null {
  if (giver < 1) return "HOLOCRON.Sheet.Give.NoPoints";
  try {
    starWorlds.giveHeroPoints({ from: giver, to: receiver, amount: 1 });
    return null;
  } catch {
    return "HOLOCRON.Sheet.Give.ReceiverFull";
  }
}

/** Asks which character receives the point; the chosen actor id, or null when cancelled. */
async function chooseReceiver(
  giver: HolocronActor,
  opener?: DialogOpener | null,
): Promise<string | null> {
  const candidates = giftCandidates(game.actors ?? [], giver.id);
  if (!candidates.length) {
    notify("HOLOCRON.Sheet.Give.NoOne");
    return null;
  }
  const result = await openFormDialog(
    {
      template: GIVE_DIALOG_TEMPLATE,
      window: { title: "HOLOCRON.Sheet.Give.Title" },
      className: "holocron-give-dialog",
      buttons: GIVE_BUTTONS,
    },
    { held: heldPoints(giver), max: starWorlds.maxHeroPoints, candidates },
    { give: async (_event, button) => readForm(button.form).receiver ?? null },
    opener,
  );
  return typeof result === "string" && result ? result : null;
}

/** A gift asked of the GM authority: one point from an actor the sender owns to another character. */
export interface HeroGiftPayload {
  fromUuid: string;
  toUuid: string;
}

/** Refuses unless both are Star Worlds characters, different, and the points are there to move. */
async function giftProblem(p: HeroGiftPayload, sender: authority.Sender): Promise<string | null> {
  if (p.fromUuid === p.toUuid) return "HOLOCRON.Authority.Refused.BadTarget";
  const giver = await requestedActor(p.fromUuid);
  const receiver = await requestedActor(p.toUuid);
  if (!authority.ownedBy(giver, sender)) return "HOLOCRON.Authority.Refused.NotOwner";
  if (!holdsHeroPoints(giver) || !holdsHeroPoints(receiver)) {
    return "HOLOCRON.Authority.Refused.BadTarget";
  }
  const refused = giftRefusal(vouchedHeroPoints(giver), heldPoints(receiver));
  // The reason names the characters ("{name} already holds 12 Hero Points."): it goes with them.
  if (refused) throw new authority.Refusal(refused, { giver: giver.name, name: receiver.name });
  return null;
}

/**
 * One Hero Point moves from the giver to the receiver: both writes here, one after the other, so
 * no point appears from nothing and none is lost. Returns the points the receiver now holds.
 */
export const heroGift = authority.registerRequestKind<HeroGiftPayload, number>({
  name: "heroGift",
  payload: is.request({ fromUuid: is.id, toUuid: is.id }),
  authorize: giftProblem,
  async carryOut(p) {
    const giver = await requestedActor(p.fromUuid);
    const receiver = await requestedActor(p.toUuid);
    // What the GM vouches for, not what the giver's sheet says (src/documents/hero-point-vouch.ts).
    const from = vouchedHeroPoints(giver);
    const to = heldPoints(receiver) + 1;
    await receiver.update({ "system.heroPoints.value": to } as Actor.UpdateData);
    await giver.update({ "system.heroPoints.value": from - 1 } as Actor.UpdateData);
    const content = await foundry.applications.handlebars.renderTemplate(GIVE_MESSAGE_TEMPLATE, {
      giver: giver.name,
      receiver: receiver.name,
    });
    await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ actor: giver }) });
    return to;
  },
  withoutGm: (p, user) =>
    authority.ownsUuid(p.fromUuid, user) && authority.ownsUuid(p.toUuid, user),
});

/** One Hero Point from `giver` to `receiver`, through the GM authority. True when it moved. */
export async function giveHeroPoint(
  giver: HolocronActor,
  receiver: HolocronActor,
): Promise<boolean> {
  if (!giver.isOwner) {
    notify("HOLOCRON.Chat.Error.NotOwner");
    return false;
  }
  const refused = giftRefusal(heldPoints(giver), heldPoints(receiver));
  if (refused) {
    tell("warn", refused, { giver: giver.name, name: receiver.name });
    return false;
  }
  const held = await authority.ask(heroGift, { fromUuid: giver.uuid, toUuid: receiver.uuid });
  return held !== null;
}

/** The sheet's control: choose a receiver (in the sheet's browser window), then give one point. */
export async function giveFromSheet(
  giver: HolocronActor,
  opener?: DialogOpener | null,
): Promise<boolean> {
  if (!giver.isOwner) {
    notify("HOLOCRON.Chat.Error.NotOwner");
    return false;
  }
  if (heldPoints(giver) < 1) {
    notify("HOLOCRON.Sheet.Give.NoPoints");
    return false;
  }
  const id = await chooseReceiver(giver, opener);
  if (!id) return false;
  const receiver = game.actors?.get(id) as HolocronActor | undefined;
  if (!receiver) {
    notify("HOLOCRON.Sheet.Give.Gone");
    return false;
  }
  return giveHeroPoint(giver, receiver);
}
