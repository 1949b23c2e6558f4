// Moved: ../../cards/damage/requests.ts.
export * from "../../cards/damage/requests.js";
