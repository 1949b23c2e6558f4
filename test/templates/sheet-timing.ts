/** For the sheet benchmark: render a 100-item character sheet, with and without context building. */
import { buildActorContext } from "../../src/applications/sheets/context/actor-context.js";
import { ACTOR_PART_TEMPLATES, ACTOR_PARTS } from "../../src/applications/sheets/context/parts.js";
import type { SheetView } from "../../src/applications/sheets/context/types.js";
import { createTemplateEnv } from "./handlebars-env.js";
import { sampleActor, sampleEffects } from "./fixtures.js";

export const env = createTemplateEnv();
const base = sampleActor("m20Character", { items: 100 });
const weapon = [...base.items].find((i) => i.type === "weapon")!;
/** 100 items and the Effects tab's four kinds of row (own, status, disabled, item-granted). */
export const actor = { ...base, effects: sampleEffects({ id: weapon.id, name: weapon.name }) };
export const view: SheetView = {
  editable: true,
  editMode: false,
  enriched: "<p>Bio</p>",
  activeTab: "combat",
};
/**
 * The view as the sheet's window gives it (actor-sheet.ts): breakdowns drawn when opened, kept in a
 * fresh map each render, their ids scoped by the window and the actor's uuid.
 */
export function windowView(): SheetView {
  return { ...view, breakdowns: { scope: "sheet-1-Actor-bench", onOpen: [] } };
}
const parts = ACTOR_PARTS.m20Character.map((p) => ACTOR_PART_TEMPLATES[p]);
export const prebuilt = buildActorContext(actor, windowView());

export function renderFromContext(context: object): string {
  return parts.map((t) => env.render(t, context)).join("");
}

export function contextAndRender(): string {
  return renderFromContext(buildActorContext(actor, windowView()));
}
