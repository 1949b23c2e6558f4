// Clicking a card control in the glue tests: the handler registered for `action`, with the
// control's data attributes and the card's "apply to" choice.
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import type { CardData } from "../../../src/applications/chat/card-data.js";

type Obj = Record<string, unknown>;

export const cardOf = (m: StandInMessage | undefined) => m?.getFlag("holocron", "card") as CardData;
export const lastMessage = () => messages.at(-1)!;

export async function click(
  message: StandInMessage,
  action: string,
  dataset: Obj = {},
  applyTo?: string,
) {
  const { cardActionHandler } = await import("../../../src/applications/chat/card-actions.js");
  const handler = cardActionHandler(action);
  if (!handler) throw new Error(`no handler for ${action}`);
  const element = { querySelector: () => (applyTo ? { value: applyTo } : null) };
  return handler({
    message: message as never,
    card: cardOf(message),
    control: { dataset } as never,
    element: element as never,
    event: {} as never,
  });
}
