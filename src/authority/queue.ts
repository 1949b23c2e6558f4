// Gathered into channel.ts (the GM authority's channel and its queues).
export { runQueued } from "./channel.js";
