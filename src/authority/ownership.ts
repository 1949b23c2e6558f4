// Ownership as the GM checks it for a sender: Foundry's `Document#testUserPermission(user, "OWNER")`
// with the sending User (looked up from the id the server gave), never the GM's own `isOwner`.
import type { Sender } from "./registry.js";

/** Anything with Foundry's permission test (actors, items, chat messages). */
export interface Permissioned {
  testUserPermission(user: User.Implementation, permission: "OWNER"): boolean;
}

/** Whether the sender owns the document (a GM owns everything). */
export function ownedBy(doc: Permissioned | null | undefined, sender: Sender): boolean {
  if (!doc) return false;
  if (sender.isGM) return true;
  const user = game.users?.get(sender.id);
  return !!user && doc.testUserPermission(user, "OWNER");
}

/** Whether the sender owns the document of `uuid` (loaded in this world; false for anything else). */
export function ownsUuid(uuid: string, sender: Sender): boolean {
  // The uuid arrived as a plain string: fromUuidSync returns null for anything it does not know.
  const doc = fromUuidSync(uuid as Parameters<typeof fromUuidSync>[0]) as Permissioned | null;
  return typeof doc?.testUserPermission === "function" && ownedBy(doc, sender);
}

/** An authorize step's answer: nothing when the sender owns the document, else the refusal key. */
export function unlessOwnedBy(doc: Permissioned | null | undefined, sender: Sender): string | null {
  return ownedBy(doc, sender) ? null : "HOLOCRON.Authority.Refused.NotOwner";
}

/**
 * A GM-only kind's authorize step: any other sender is refused; `check` then looks at the payload
 * (it throws a Refusal when what it names is not there).
 */
export function onlyGm<P>(
  check: (payload: P) => unknown,
): (payload: P, sender: Sender) => string | null {
  return (payload, sender) => {
    if (!sender.isGM) return "HOLOCRON.Authority.Refused.GmOnly";
    check(payload);
    return null;
  };
}
