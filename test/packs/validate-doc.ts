// Checks a compiled pack document against Holocron's data models (the stand-in validates as Foundry
// does: a value out of range or a choice outside the list throws). "Valid" also means the model keeps
// the source as written: no field dropped as unknown, none coerced, none filled in from a default.
import { expect } from "vitest";
import { installFoundry } from "../foundry/index.js";
import type { PackDoc } from "./compiled.js";

type ModelClass = new (data: Record<string, unknown>) => { toObject(): Record<string, unknown> };

let models: Record<string, ModelClass> | null = null;

/** Installs the stand-in and loads the models (call in beforeAll). */
export async function loadModels(): Promise<void> {
  installFoundry();
  const { ACTOR_MODELS, ITEM_MODELS } = await import("../../src/data/models.js");
  // The models' constructor types come from fvtt-types; here only `new` and `toObject` are used.
  models = { ...ACTOR_MODELS, ...ITEM_MODELS } as unknown as Record<string, ModelClass>;
}

export function expectValid(doc: PackDoc): void {
  const Model = models?.[doc.type];
  expect(Model, `${doc.name}: no model for type "${doc.type}"`).toBeDefined();
  if (!Model) return;
  let kept: Record<string, unknown> = {};
  expect(() => (kept = new Model(structuredClone(doc.system)).toObject()), doc.name).not.toThrow();
  // The model adds an empty `legacy` (values a migration could not place) to every source.
  const { legacy, ...rest } = kept;
  expect(legacy ?? {}, `${doc.name} has nothing to keep as legacy`).toEqual({});
  expect(rest, `${doc.name} keeps its source as written`).toEqual(doc.system);
}
