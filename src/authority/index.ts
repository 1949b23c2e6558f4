/**
 * The GM authority: the one way a client changes what it does not own (architecture.md, "The GM is
 * the single authority for shared state"). There is one socket channel, `system.holocron`.
 *
 * - Identity comes from Foundry: the socket handler's second argument is the sending user's id.
 *   Nothing inside a message (a user id, a total, a winner) is trusted as an identity or a result.
 * - Replies count only when they come from the active GM.
 * - Each request has a random id; the GM remembers recent ids and ignores a repeat.
 * - The GM carries out every request in one queue, so concurrent clicks are ordered.
 * - While a GM is connected every health write goes through it; with no GM, a kind may let the
 *   owner do it alone (`withoutGm`), and anything else tells the user a GM must be present.
 *
 * Adding a request kind (a chase advance, say), next to the flow that uses it:
 *
 *   const advancePayload = payload.request({      // the payload, declared once: its
 *     actorUuid: payload.id,                       //   type, its check and the error
 *     steps: payload.int(1, 10),                   //   naming the first wrong field
 *   });
 *   export const advanceChase = registerRequestKind({
 *     name: "chase.advance",                       // unique on the wire
 *     payload: advancePayload,                     // shape only: types, ranges, ids
 *     authorize: (p, sender) =>                     // who may ask: an i18n key refuses
 *       ownsActor(sender, p.actorUuid) ? null : "HOLOCRON.Authority.Refused.NotOwner",
 *     carryOut: async (p, sender) => {              // recompute from stored data; throw
 *       ...                                         //   new Refusal(key) to refuse
 *     },
 *     withoutGm: (p, user) => ownsActor(user, p.actorUuid), // optional
 *   });
 *
 * Register it from `init` (every client needs the policy), then ask from a click:
 * `await ask(advanceChase, payload)` (null when refused; the user has been told why). Write a
 * test for the policy in test/authority/ with a forged request per refusal.
 */
export {
  ask,
  listenForRequests,
  onAuthorityMessage,
  AUTHORITY_CHANNEL,
  AUTHORITY_QUEUE,
  observeRequests,
  runQueued,
  type RequestContext,
} from "./channel.js";
export {
  registerRequestKind,
  registeredKinds,
  requestKind,
  type RequestKind,
  type Sender,
} from "./registry.js";
export { Refusal, recentRefusals, type RefusalRecord } from "./refusal.js";
export { digestOf, stableJson } from "./digest.js";
export { onlyGm, ownedBy, ownsUuid, unlessOwnedBy, type Permissioned } from "./ownership.js";
export * as payload from "./parse.js";
/** The request helpers that go together (ask, registerRequestKind, Refusal, the ownership checks). */
export * as authority from "./toolkit.js";
