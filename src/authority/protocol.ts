// Gathered into channel.ts (the GM authority's channel and its wire format).
export {
  parseMessage,
  RateLimit,
  RecentIds,
  type AuthorityMessage,
  type ReplyMessage,
  type RequestMessage,
} from "./channel.js";
