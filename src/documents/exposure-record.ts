// Gathered into hero-point-vouch.ts (what the GM vouches for about each actor).
export { exposureChecksOf, noteExposure } from "./hero-point-vouch.js";
