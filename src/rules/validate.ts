// Input guards shared by every rules module. Each throws a RulesError naming the bad value, so a
// caller never gets a silently wrong number back (rules-api.md: "nonsense input throws"), and the
// shell can say it in the user's language (its key and data).
import { RulesError } from "./rules-error.js";

const KEY = "HOLOCRON.Rules.Error";

function show(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value == null)
    return String(value);
  return Object.prototype.toString.call(value);
}

export function assertInteger(value: unknown, name: string): asserts value is number {
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new RulesError(
      `${KEY}.integer`,
      { name, value: show(value) },
      `${name} must be an integer, got ${show(value)}`,
    );
  }
}

export function assertIntegerAtLeast(
  value: unknown,
  name: string,
  min: number,
): asserts value is number {
  assertInteger(value, name);
  if (value < min)
    throw new RulesError(
      `${KEY}.atLeast`,
      { name, min: String(min), value: String(value) },
      `${name} must be at least ${min}, got ${value}`,
    );
}

export function assertIntegerInRange(
  value: unknown,
  name: string,
  min: number,
  max: number,
): asserts value is number {
  assertInteger(value, name);
  if (value < min || value > max) {
    throw new RulesError(
      `${KEY}.inRange`,
      { name, min: String(min), max: String(max), value: String(value) },
      `${name} must be between ${min} and ${max}, got ${value}`,
    );
  }
}

export function assertBoolean(value: unknown, name: string): asserts value is boolean {
  if (typeof value !== "boolean")
    throw new RulesError(
      `${KEY}.boolean`,
      { name, value: show(value) },
      `${name} must be true or false, got ${show(value)}`,
    );
}

export function assertOneOf<T extends string>(
  value: unknown,
  name: string,
  choices: readonly T[],
): asserts value is T {
  if (typeof value !== "string" || !(choices as readonly string[]).includes(value)) {
    throw new RulesError(
      `${KEY}.oneOf`,
      { name, choices: choices.join(", "), value: show(value) },
      `${name} must be one of ${choices.join(", ")}, got ${show(value)}`,
    );
  }
}

export function assertId(value: unknown, name: string): asserts value is string {
  if (typeof value !== "string" || value.length === 0) {
    throw new RulesError(
      `${KEY}.id`,
      { name, value: show(value) },
      `${name} must be a non-empty string, got ${show(value)}`,
    );
  }
}

/** Ids in a turn-order list must be unique, or the caller could not map the order back. */
export function assertUniqueIds(ids: readonly string[], name: string): void {
  const seen = new Set<string>();
  for (const [i, id] of ids.entries()) {
    assertId(id, `${name}[${i}].id`);
    if (seen.has(id))
      throw new RulesError(
        `${KEY}.twice`,
        { name, value: show(id) },
        `${name} has the id ${show(id)} twice`,
      );
    seen.add(id);
  }
}
