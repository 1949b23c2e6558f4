// An actor from a UUID stored in a card's flags (null when it was deleted since).
import { HolocronActor } from "./actor.js";

export async function actorByUuid(uuid: string): Promise<HolocronActor | null> {
  // Stored as a plain string; fromUuid checks it and returns null for anything unknown.
  const doc = await fromUuid(uuid as Parameters<typeof fromUuid>[0]);
  return doc instanceof HolocronActor ? doc : null;
}
