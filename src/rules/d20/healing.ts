// Healing per hour of rest, shared by m20 and Space Opera.
import { RulesError } from "../rules-error.js";
import { assertBoolean, assertIntegerAtLeast } from "../validate.js";

/** Character level in HP per hour of rest; twice that with medical care. */
export function healPerHour(level: number, medical: boolean): number {
  assertIntegerAtLeast(level, "level", 1);
  assertBoolean(medical, "medical");
  return medical ? level * 2 : level;
}

/** Why a character may not spend a recovery now: it is dead. */
export type RecoveryRefusal = "dead";

/**
 * Whether a character may spend a recovery (m20's second wind, Space Opera's Heroism second wind):
 * a dead character spends none, so no use or point is spent for healing it cannot receive (project
 * ruling "A dead character spends no recovery"). null: it may.
 */
export function recoveryRefusal(s: { status: string }): RecoveryRefusal | null {
  if (typeof s.status !== "string")
    throw new RulesError(
      "HOLOCRON.Rules.Error.notText",
      { name: "status" },
      "status must be a string",
    );
  return s.status === "dead" ? "dead" : null;
}
