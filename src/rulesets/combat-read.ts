// Reading figures from an actor's system data for combat. The paths live in each ruleset's
// src/rulesets/<ruleset>/initiative.ts; a missing or non-numeric value reads as the fallback, so
// a half-made NPC never breaks the tracker.
import type { HealthFigure } from "./combat-view.js";

type Obj = Record<string, unknown>;

function at(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const part of path.split(".")) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Obj)[part];
  }
  return current;
}

export function readNumber(source: unknown, path: string, fallback = 0): number {
  const value = at(source, path);
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function readBoolean(source: unknown, path: string): boolean {
  return at(source, path) === true;
}

/** `health.value` / `health.max` (the token bar's attribute). */
export function readHealth(source: unknown, path = "health"): HealthFigure {
  return { value: readNumber(source, `${path}.value`), max: readNumber(source, `${path}.max`) };
}
