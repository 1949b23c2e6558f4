// Who reads an actor's ledger pages follows who owns the actor. A page update merges its
// `ownership` object, so a user who stops owning the actor would keep OBSERVER on its pages unless
// their entry is written back to NONE: that is what this file adds. Run on the active GM's client
// when it records the actor's writes (record.ts), in the ledger's own queue.
import { ledgerPages } from "./home.js";
import { observersOf } from "./write.js";

type Levels = Record<string, number>;

/**
 * Pure: the ownership a page should hold for an actor's ownership, or null when it holds it
 * already. Every user the page grants and the actor no longer lets own it is set to NONE (0).
 */
export function pageAccess(actorOwnership: Levels, pageOwnership: Levels): Levels | null {
  const wanted: Levels = {};
  for (const id of Object.keys(pageOwnership)) wanted[id] = 0;
  Object.assign(wanted, observersOf({ ownership: actorOwnership }));
  const same = Object.entries(wanted).every(([id, level]) => (pageOwnership[id] ?? 0) === level);
  return same ? null : wanted;
}

/** The pages of an actor whose ownership no longer follows the actor's, with what they should hold. */
export function staleAccess(actor: {
  uuid: string;
  ownership: Levels;
}): { _id: string; ownership: Levels }[] {
  return ledgerPages(actor.uuid).flatMap((page) => {
    const ownership = pageAccess(actor.ownership, page.ownership as Levels);
    return ownership && page.id ? [{ _id: page.id, ownership }] : [];
  });
}
