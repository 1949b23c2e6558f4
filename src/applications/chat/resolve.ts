// Resolving the documents a card names: actors by stored UUID (a deleted one is reported), and the
// user's selected tokens.
import type { CardTarget } from "./card-data.js";
import { isHealthActor, type HealthActor } from "./health-actor.js";
import { notify } from "../../compat/notify.js";

function warn(key: string, data?: Record<string, string>): void {
  notify("warn", key, data);
}

/** Any Actor document (by its document name, so it holds across reloaded classes). */
function isActor(doc: unknown): doc is Actor.Implementation {
  return (doc as { documentName?: unknown } | null)?.documentName === "Actor";
}

/** The actor of a UUID, or null (with a notification naming it) when it was deleted since. */
export async function actorFromUuid(
  uuid: string,
  name: string,
): Promise<Actor.Implementation | null> {
  // The uuid comes from stored card data; fromUuid returns null for anything unknown.
  const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
  if (isActor(doc)) return doc;
  warn("HOLOCRON.Chat.Error.TargetGone", { name });
  return null;
}

export async function healthActorsOf(targets: CardTarget[]): Promise<HealthActor[]> {
  const actors: HealthActor[] = [];
  for (const target of targets) {
    const actor = await actorFromUuid(target.uuid, target.name);
    if (isHealthActor(actor)) actors.push(actor);
  }
  return actors;
}

/** The actors of the controlled tokens; none selected, or a token without an actor, is reported. */
export function selectedHealthActors(): HealthActor[] {
  const tokens = canvas?.tokens?.controlled ?? [];
  if (tokens.length === 0) {
    warn("HOLOCRON.Chat.Error.NothingSelected");
    return [];
  }
  const actors: HealthActor[] = [];
  for (const token of tokens) {
    if (isHealthActor(token.actor)) actors.push(token.actor);
    else warn("HOLOCRON.Chat.Error.TokenNoActor");
  }
  return actors;
}
