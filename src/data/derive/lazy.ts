// Gathered into shared.ts (what every ruleset's derivation is made with).
export { LazySet, made, ownGetters, type Source } from "./shared.js";
