// The chat glue tests' world, and clicking a card control in it: the handler registered for
// `action`, with the control's data attributes and the card's "apply to" choice.
import { setupGlue, type Glue } from "../../data/setup.js";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import type { CardData } from "../../../src/cards/data.js";
import type { StandInSocket } from "../../foundry/parts/socket.js";
import { actAs } from "../../foundry/parts/users.js";

type Obj = Record<string, unknown>;

/**
 * Holocron's documents, the roll classes, the chat hooks, the GM authority listening on the socket
 * and `game.messages.get`.
 */
export async function chatWorld(ruleset = "m20"): Promise<Glue> {
  const glue = await setupGlue(ruleset);
  (await import("../../../src/dice/register.js")).registerRolls();
  (await import("../../../src/hooks/chat.js")).registerChatHooks();
  (await import("../../../src/authority/index.js")).listenForRequests();
  // A Collection, as the stand-in's (test/foundry/parts/chat.ts): get by id, iterate the messages.
  glue.env.game.messages = {
    get: (id: string) => messages.find((m) => m.id === id),
    [Symbol.iterator]: () => messages.values(),
  };
  return glue;
}

export const cardOf = (m: StandInMessage | undefined) => m?.getFlag("holocron", "card") as CardData;
export const lastMessage = () => messages.at(-1)!;

/** A damage card's row as the template renders it: checkbox state and the pressed multiplier. */
function row(uuid: string, selected: boolean, checked: boolean, scale: string) {
  return {
    dataset: { uuid, applyRow: selected ? "selected" : "target" },
    querySelector: (sel: string) =>
      sel.startsWith("input") ? { checked } : { dataset: { multiplier: scale } },
  };
}

/**
 * The rendered card's apply rows with the template's defaults: the stored targets checked, or the
 * selected tokens when the card has none or `applyTo` is "selected"; `scales` presses ×½ / ×2.
 */
function applyRows(card: CardData | undefined, applyTo?: string, scales: Obj = {}) {
  if (card?.type !== "damage") return [];
  // "none": every row unchecked
  const toSelected = applyTo === "selected" || (!applyTo && card.targets.length === 0);
  const toTargets = !toSelected && applyTo !== "none";
  return [
    ...card.targets.map((t) => row(t.uuid, false, toTargets, String(scales[t.uuid] ?? "full"))),
    row("", true, toSelected, String(scales.selected ?? "full")),
  ];
}

/** The rendered card a handler reads (its apply rows). */
export function cardElement(card: CardData | undefined, applyTo?: string, scales?: Obj) {
  const rows = applyRows(card, applyTo, scales);
  return { querySelector: () => null, querySelectorAll: () => rows };
}

export async function click(
  message: StandInMessage,
  action: string,
  dataset: Obj = {},
  applyTo?: string,
  scales?: Obj,
) {
  const { cardActionHandler } = await import("../../../src/cards/card.js");
  const handler = cardActionHandler(action);
  if (!handler) throw new Error(`no handler for ${action}`);
  const element = cardElement(cardOf(message), applyTo, scales);
  return handler({
    message: message as never,
    card: cardOf(message),
    control: { dataset } as never,
    element: element as never,
    event: {} as never,
  });
}

/**
 * Runs `run` as `user`, whose card mark goes to the GM: waits for it on the socket, delivers it as
 * the GM (who writes and replies), then delivers the reply back to `user` and awaits the click.
 */
export async function viaGm<T>(
  socket: StandInSocket,
  user: string,
  run: () => Promise<T>,
  gm = "gm00000000000000",
): Promise<T> {
  actAs(user);
  const pending = run();
  for (let i = 0; i < 200 && socket.queue.length === 0; i++) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  actAs(gm);
  await socket.deliver();
  actAs(user);
  await socket.deliver();
  return pending;
}
