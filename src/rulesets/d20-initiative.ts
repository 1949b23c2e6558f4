// Gathered into combat-order.ts.
export * from "./combat-order.js";
