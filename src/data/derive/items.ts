// Gathered into shared.ts (what every ruleset's derivation is made with).
export {
  collectItems,
  type ItemInputs,
  type ItemLike,
  type WeaponInput,
  type WornArmor,
} from "./shared.js";
