// Moved: ../../cards/data.ts.
export * from "../../cards/data.js";
