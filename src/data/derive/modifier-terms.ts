// Gathered into d20-inputs.ts (the inputs of the d20 block's traced rules).
export {
  emptyModifierTerms,
  modifierTerms,
  reconcile,
  type EffectTermSource,
} from "./d20-inputs.js";
export type { ModifierKey, ModifierTerms } from "./d20-types.js";
