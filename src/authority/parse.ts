// The words a request kind's payload is declared in, as one namespace (`payload` in index.ts): the
// shapes of rules/validate.ts and the authority's own (registry.ts).
export {
  array,
  boolean,
  int,
  oneOf,
  optional,
  refine,
  type Infer,
  type Shape,
} from "../rules/validate.js";
export { amount, id, ids, MAX_AMOUNT, orElse, request, someIds } from "./registry.js";
