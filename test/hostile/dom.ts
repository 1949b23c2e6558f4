// One happy-dom window for the probe's rendered chat messages (the GM's view of a card).
import { Window } from "happy-dom";
import type { StandInMessage } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { GM } from "../authority/world.js";

let shared: Window | null = null;
export function window(): Window {
  shared ??= new Window({ url: "http://localhost:30000/game" });
  return shared;
}

/** The message as `user`'s chat log shows it: the data-action controls left for them. */
export async function controlsFor(message: StandInMessage, user: string): Promise<string[]> {
  const { onRenderChatMessage } = await import("../../src/cards/render.js");
  const element = window().document.createElement("div");
  element.innerHTML = message.content;
  actAs(user);
  await onRenderChatMessage(message as never, element as unknown as HTMLElement);
  actAs(GM);
  return [...element.querySelectorAll("button[data-action]")].map(
    (b) => (b as unknown as HTMLElement).dataset.action ?? "",
  );
}
