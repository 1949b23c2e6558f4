// Moved: ../../cards/render.ts.
export * from "../../cards/render.js";
