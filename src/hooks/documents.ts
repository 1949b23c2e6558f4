// Document hooks, registration only. The weapons a GM's new actor comes with are the GM's
// (src/documents/item-provenance.ts): their own creation hooks do not fire, the actor's does, on
// every client, with the creating user's id
// (https://foundryvtt.com/api/v13/functions/hookEvents.createDocument.html).
import { recordActorItems } from "../documents/item-provenance.js";

export function registerDocumentHooks(): void {
  Hooks.on("createActor", (actor, _options, userId) => {
    void recordActorItems(actor, userId);
  });
}
