// Every number input an actor sheet draws for a `system` field is bounded as that field of the actor's
// model is (src/data/ranges.ts holds the bounds both read): the sheet never offers a value the schema
// refuses. An input may be narrower where the rules are (Heroism up to the actor's own maximum), never
// wider, and never without a bound the field has. Each actor type in edit mode, as a GM and as a
// player, against the registered models' fields under the Foundry stand-in.
import { describe, expect, it } from "vitest";
import { Window } from "happy-dom";
import { ACTOR_TYPES, type HolocronActorType } from "../../src/config.js";
import {
  buildActorContext,
  actorTypeOf,
} from "../../src/applications/sheets/context/actor-context.js";
import { ACTOR_PART_TEMPLATES, ACTOR_PARTS } from "../../src/applications/sheets/context/parts.js";
import type { SheetView } from "../../src/applications/sheets/context/types.js";
import { createTemplateEnv } from "./handlebars-env.js";
import { sampleActor } from "./fixtures.js";
import { installFoundry } from "../foundry/index.js";

if (!("foundry" in globalThis)) installFoundry();
const { ACTOR_MODELS } = await import("../../src/data/models.js");
const env = createTemplateEnv();

type Field = { min?: number; max?: number; integer?: boolean; step?: number; fields?: unknown };

/** The model's field at a `system.` path (through schema fields and arrays' elements). */
function fieldAt(type: HolocronActorType, path: string): Field | undefined {
  let field: unknown = ACTOR_MODELS[type].schema;
  for (const part of path.split(".")) {
    const holder = field as { fields?: Record<string, unknown>; element?: unknown } | undefined;
    if (holder?.fields) field = holder.fields[part];
    else if (holder?.element && /^\d+$/.test(part)) field = holder.element;
    else return undefined;
  }
  return field as Field | undefined;
}

const EDIT: SheetView[] = [
  { editable: true, editMode: true, enriched: "", gm: true },
  { editable: true, editMode: true, enriched: "", gm: false },
];

function numberInputs(type: HolocronActorType, view: SheetView) {
  const actor = sampleActor(type, { items: 3 });
  const context = buildActorContext(actor, view);
  const html = ACTOR_PARTS[actorTypeOf(actor)]
    .map((part) => env.render(ACTOR_PART_TEMPLATES[part], context))
    .join("\n");
  const page = new Window().document;
  page.body.innerHTML = `<form>${html}</form>`;
  return [...page.querySelectorAll('input[type="number"][name^="system."]')].map((input) => ({
    name: input.getAttribute("name") ?? "",
    min: input.getAttribute("min"),
    max: input.getAttribute("max"),
    step: input.getAttribute("step"),
  }));
}

describe("an actor sheet's number inputs take their bounds from the model's fields", () => {
  for (const type of ACTOR_TYPES) {
    for (const view of EDIT) {
      it(`${type}, edit mode${view.gm ? ", GM" : ""}`, () => {
        const inputs = numberInputs(type, view);
        expect(inputs.length).toBeGreaterThan(0);
        const problems: string[] = [];
        for (const input of inputs) {
          const field = fieldAt(type, input.name.slice("system.".length));
          if (!field) {
            problems.push(`${input.name}: no such field`);
            continue;
          }
          const { min, max } = input;
          if (field.min !== undefined && (min === null || Number(min) < field.min))
            problems.push(`${input.name}: min ${min}, the field's ${field.min}`);
          if (field.max !== undefined && (max === null || Number(max) > field.max))
            problems.push(`${input.name}: max ${max}, the field's ${field.max}`);
          const step = field.step ?? (field.integer ? 1 : undefined);
          if (input.step !== (step === undefined ? null : String(step)))
            problems.push(`${input.name}: step ${input.step}, the field's ${step}`);
        }
        expect(problems).toEqual([]);
      });
    }
  }
});
