// Posting and updating the power card: the state lives in the message's flags, the content is
// the template rendered from it (every Resist button present; the chat hook hides other users').
import { SYSTEM_ID } from "../../config.js";
import type { D20Check } from "../../dice/rolls.js";
import { isReported, powerCardContext } from "./power-card-context.js";
import * as is from "../../rules/validate.js";
import { powerCardShape, type PowerCardState } from "./power-card-state.js";

export const POWER_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/power-card.hbs`;
export const POWER_FLAG = "power";

type MessageLike = { flags?: unknown };

/**
 * What a message's power flag holds: null on other messages, else the state read through its shape
 * or the error naming the first field that does not fit.
 */
export function readPowerCard(message: MessageLike): is.Parsed<PowerCardState> | null {
  const ours = is.isRecord(message.flags) ? message.flags[SYSTEM_ID] : undefined;
  const stored = is.isRecord(ours) ? ours[POWER_FLAG] : undefined;
  return stored === undefined ? null : is.parse(powerCardShape, stored);
}

/** The stored card state of a message, or null when it is not a power card or cannot be read. */
export function readCardState(message: MessageLike): PowerCardState | null {
  const read = readPowerCard(message);
  return read?.ok ? read.value : null;
}

export async function renderPowerCard(state: PowerCardState): Promise<string> {
  const context = powerCardContext(state, { isGM: true, ownsTarget: () => true });
  return foundry.applications.handlebars.renderTemplate(POWER_CARD_TEMPLATE, context);
}

/** GMs (and the user who used the power) see the reported powers; the rest are public. */
function whisperFor(state: PowerCardState, userId: string): string[] | undefined {
  if (!isReported(state.powerId)) return undefined;
  const gms = game.users.filter((u) => u.isGM).map((u) => u.id);
  return [...new Set([...gms, userId])];
}

/** Posts the card; `userId` is the user who used the power (the GM authority posts for them). */
export async function postPowerCard(
  state: PowerCardState,
  rolls: D20Check[],
  actor: Actor.Implementation,
  userId: string = game.user.id,
): Promise<ChatMessage.Implementation | undefined> {
  const whisper = whisperFor(state, userId);
  const created = await ChatMessage.create({
    speaker: ChatMessage.getSpeaker({ actor }),
    content: await renderPowerCard(state),
    rolls,
    ...(whisper ? { whisper } : {}),
    flags: { [SYSTEM_ID]: { [POWER_FLAG]: state } },
  });
  return created ?? undefined;
}

export async function updatePowerCard(
  message: ChatMessage.Implementation,
  state: PowerCardState,
): Promise<void> {
  await message.update({
    content: await renderPowerCard(state),
    flags: { [SYSTEM_ID]: { [POWER_FLAG]: state } },
  });
}
