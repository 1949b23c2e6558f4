// Gathered into channel.ts (the GM authority's channel).
export { carriedOut, observeRequests, type RequestContext } from "./channel.js";
