// Moved: ../../cards/kinds.ts.
export * from "../../cards/kinds.js";
