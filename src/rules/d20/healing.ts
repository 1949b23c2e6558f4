// Healing per hour of rest, shared by m20 and Space Opera.
import { assertBoolean, assertIntegerAtLeast } from "../validate.js";

/** Character level in HP per hour of rest; twice that with medical care. */
export function healPerHour(level: number, medical: boolean): number {
  assertIntegerAtLeast(level, "level", 1);
  assertBoolean(medical, "medical");
  return medical ? level * 2 : level;
}
