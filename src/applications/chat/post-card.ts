// Moved: ../../cards/card.ts.
export * from "../../cards/card.js";
