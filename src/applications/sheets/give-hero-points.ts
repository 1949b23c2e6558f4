/**
 * Star Worlds: giving one Hero Point to another character from the sheet. A gift is not a spend (it
 * counts toward neither character's levelling). The receiver is written first — through the GM when
 * the user does not own it — and the giver loses the point only once that write succeeded.
 */
import { SYSTEM_ID } from "../../config.js";
import { starWorlds } from "../../rules/index.js";
import type { HolocronActor } from "../../documents/actor.js";
import { runQueued } from "../../documents/gm-relay.js";
import { formValues, notify } from "./sheet-helpers.js";

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
    .filter((a) => a.type === "worldsCharacter" && a.id !== null && a.id !== giverId)
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
async function chooseReceiver(giver: HolocronActor): Promise<string | null> {
  const candidates = giftCandidates(game.actors ?? [], giver.id);
  if (!candidates.length) {
    notify("HOLOCRON.Sheet.Give.NoOne");
    return null;
  }
  const content = await foundry.applications.handlebars.renderTemplate(GIVE_DIALOG_TEMPLATE, {
    held: heldPoints(giver),
    max: starWorlds.maxHeroPoints,
    candidates,
  });
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: "HOLOCRON.Sheet.Give.Title" },
    classes: [SYSTEM_ID, "holocron-give-dialog"],
    content,
    rejectClose: false,
    buttons: [
      {
        action: "give",
        label: "HOLOCRON.Sheet.Give.Confirm",
        icon: "fa-solid fa-hand-holding-heart",
        default: true,
        callback: async (_event, button) => formValues(button.form).receiver ?? null,
      },
      { action: "cancel", label: "HOLOCRON.Sheet.Give.Cancel", icon: "fa-solid fa-xmark" },
    ],
  });
  return typeof result === "string" && result ? result : null;
}

/**
 * One Hero Point from `giver` to `receiver`. True when both writes happened. A giver's gifts run one at
 * a time (a double click gives twice only if the points are there); the queue key is not the actor's
 * own, which the receiver's write may need.
 */
export function giveHeroPoint(giver: HolocronActor, receiver: HolocronActor): Promise<boolean> {
  if (!giver.isOwner) {
    notify("HOLOCRON.Chat.Error.NotOwner");
    return Promise.resolve(false);
  }
  return runQueued(`gift.${giver.uuid}`, () => give(giver, receiver));
}

async function give(giver: HolocronActor, receiver: HolocronActor): Promise<boolean> {
  const from = heldPoints(giver);
  const refused = giftRefusal(from, heldPoints(receiver));
  if (refused) {
    ui.notifications.warn(game.i18n.format(refused, { giver: giver.name, name: receiver.name }));
    return false;
  }
  let received: number | null;
  try {
    received = await receiver.receiveHeroPoints(1);
  } catch (error) {
    const key = error instanceof Error ? error.message : "HOLOCRON.Sheet.Give.Failed";
    ui.notifications.warn(game.i18n.format(key, { giver: giver.name, name: receiver.name }));
    return false;
  }
  // The relay has told the user why (no GM, refused, no reply); the giver keeps the point.
  if (received === null) return false;
  await giver.update({ "system.heroPoints.value": from - 1 } as Actor.UpdateData);
  const content = await foundry.applications.handlebars.renderTemplate(GIVE_MESSAGE_TEMPLATE, {
    giver: giver.name,
    receiver: receiver.name,
  });
  await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ actor: giver }) });
  return true;
}

/** The sheet's control: choose a receiver, then give one point. */
export async function giveFromSheet(giver: HolocronActor): Promise<boolean> {
  if (!giver.isOwner) {
    notify("HOLOCRON.Chat.Error.NotOwner");
    return false;
  }
  if (heldPoints(giver) < 1) {
    notify("HOLOCRON.Sheet.Give.NoPoints");
    return false;
  }
  const id = await chooseReceiver(giver);
  if (!id) return false;
  const receiver = game.actors?.get(id) as HolocronActor | undefined;
  if (!receiver) {
    notify("HOLOCRON.Sheet.Give.Gone");
    return false;
  }
  return giveHeroPoint(giver, receiver);
}
