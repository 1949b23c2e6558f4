// Gathered into migrate-source.ts (the data versions and their steps).
export { AUTOMATIC_WRITE, CURRENT_SCHEMA_VERSION } from "./migrate-source.js";
