// Finds every enricher in a text the way Foundry's enrichment does: the same global pattern, each
// match parsed. Used by tests over whole journals and by the fuzzing bench; never throws.
import { ENRICHER_PATTERN, parseEnricher } from "./parse.js";
import type { EnricherMatch } from "./types.js";

export function scanEnrichers(text: string): EnricherMatch[] {
  const found: EnricherMatch[] = [];
  // A fresh RegExp per call: a global pattern keeps lastIndex between calls.
  const pattern = new RegExp(ENRICHER_PATTERN.source, ENRICHER_PATTERN.flags);
  for (const m of String(text).matchAll(pattern)) {
    // Stryker disable next-line StringLiteral: both groups always take part in a match (`?? ""` is for the type)
    found.push({ text: m[0], index: m.index, parsed: parseEnricher(m[1] ?? "", m[2] ?? "", m[3]) });
  }
  return found;
}
