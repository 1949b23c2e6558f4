// Gathered into registry.ts (the request kinds and the words their payloads are declared in).
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
