// An actor from a UUID stored in a card's flags (null when it was deleted since).
import { HolocronActor } from "./actor.js";
import { actorOfUuid } from "./actor-requests.js";

export async function actorByUuid(uuid: string): Promise<HolocronActor | null> {
  const actor = await actorOfUuid(uuid);
  return actor instanceof HolocronActor ? actor : null;
}
