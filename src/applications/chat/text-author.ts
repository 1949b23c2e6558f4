// Moved: ../../cards/apply.ts.
export * from "../../cards/apply.js";
