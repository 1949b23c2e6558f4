// What weapons and armor share.
import { booleanField } from "../fields.js";

/** Worn or in hand, and whether it turns ranged attacks aside (rulings, Deflect: a lightsaber, a
 * psionic shield). */
export function equipmentFields() {
  return { equipped: booleanField(), deflects: booleanField() };
}
