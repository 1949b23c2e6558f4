// Moved: card.ts.
export * from "./card.js";
