export type {
  Enricher,
  EnricherCommand,
  EnricherError,
  EnricherErrorKey,
  EnricherMatch,
  ParsedEnricher,
} from "./types.js";
export { ENRICHER_COMMANDS, ENRICHER_DAMAGE_TYPES, HAZARDS } from "./types.js";
export {
  ENRICHER_PATTERN,
  MAX_ARGS_LENGTH,
  MAX_DC,
  MAX_FALL_FEET,
  decodeText,
  parseEnricher,
} from "./parse.js";
export { scanEnrichers } from "./scan.js";
