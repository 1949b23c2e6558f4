// Moved: ../../cards/hero-points.ts.
export * from "../../cards/hero-points.js";
