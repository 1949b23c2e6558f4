// A trace as stored data (a chat card's flags): read through a shape like any card field, and
// refused unless its terms add up to its value, so a breakdown read back cannot disagree with itself.
import * as is from "../shape.js";
import { RULE_IDS, TRACE_SOURCE_KINDS, type Trace } from "./trace.js";

const name = is.string(200);

const termShape = is.object({
  label: is.string(100),
  value: is.int(),
  source: is.object({
    kind: is.oneOf(TRACE_SOURCE_KINDS),
    name: is.optional(name),
    origin: is.optional(name),
  }),
});

const terms = is.array(termShape, { max: 50 });

export const traceShape: is.Shape<Trace> = is.refine(
  is.object({
    value: is.int(),
    terms,
    rule: is.oneOf(RULE_IDS),
    notes: is.optional(terms),
  }),
  "terms adding up to the value",
  (t) => t.terms.reduce((s, x) => s + x.value, 0) === t.value,
);
