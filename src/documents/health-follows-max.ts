// Gathered into state-follow.ts (what follows an edit of an actor).
export { healthFollowsMax, startsAtFullHealth } from "./state-follow.js";
