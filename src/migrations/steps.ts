// Gathered into migrate-source.ts (the data versions and their steps).
export {
  MIGRATIONS,
  numeric,
  type DocumentName,
  type Legacy,
  type MigrationStep,
  type Source,
} from "./migrate-source.js";
