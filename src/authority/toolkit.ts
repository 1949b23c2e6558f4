// What a module that declares or asks request kinds uses together, as one name (index.ts exports
// it as `authority`): asking, registering a kind, refusing, and the ownership checks of a policy.
export { ask } from "./channel.js";
export { registerRequestKind, type RequestKind, type Sender } from "./registry.js";
export { Refusal } from "./refusal.js";
export { onlyGm, ownedBy, ownsUuid, unlessOwnedBy } from "./ownership.js";
