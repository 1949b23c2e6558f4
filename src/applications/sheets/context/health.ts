/**
 * The sheet's health block: the numbers and states come from the actor's ruleset (`healthView`, which reads
 * the actor's actual statuses); this adds only presentation: the bar's fill and colour, input names, labels.
 */
import { rulesetOf } from "../../../rulesets/index.js";
import type { HealthView as RulesetHealthView } from "../../../rulesets/ruleset.js";
import { healthLevel, percent } from "./format.js";
import type { HealthView, SheetActorSource } from "./types.js";
import type { BreakdownSlot } from "../../breakdown/breakdown-view.js";
import { HEALTH_FIELD_BOUNDS, type Bounds } from "../../../data/ranges.js";

/** A form field name for a path inside `system`. */
const systemName = (field: string) => `system.${field}`;

function barLevel(view: RulesetHealthView, max: number): HealthView["level"] {
  if (view.mook) return "ok";
  if (view.out) return "out";
  if (view.injured) return "low";
  return healthLevel(view.value, max);
}

/** A field's bounds with its maximum lowered to the rules' (STR damage up to the STR score). */
function lowerMax(bounds: Bounds, rulesMax: number | undefined): Bounds {
  if (rulesMax === undefined) return bounds;
  return { ...bounds, max: bounds.max === undefined ? rulesMax : Math.min(bounds.max, rulesMax) };
}

/** `maxBreakdown`: how the maximum was made, given the maximum as shown (derived maxima only). */
export function healthBlock(
  actor: SheetActorSource,
  editMode: boolean,
  maxBreakdown?: (max: string) => BreakdownSlot,
): HealthView {
  const view = rulesetOf(actor.type).healthView(actor);
  const max = view.max ?? 0;
  const bounds = HEALTH_FIELD_BOUNDS[actor.type];
  const boundsOf = (field: string): Bounds => bounds[field] ?? {};
  const extras: HealthView["extras"] = view.extra.map((e) => ({
    label: e.label,
    value: String(e.value),
    ...(e.field === null
      ? {}
      : { name: systemName(e.field), ...lowerMax(boundsOf(e.field), e.max) }),
    editable: editMode && e.field !== null,
  }));
  if (editMode && view.maxField !== null) {
    extras.push({
      label: "HOLOCRON.Sheet.Health.Max",
      value: String(max),
      name: systemName(view.maxField),
      ...boundsOf(view.maxField),
      editable: true,
    });
  }
  return {
    mook: view.mook,
    label: view.label,
    name: systemName(view.field),
    value: view.value,
    bounds: boundsOf(view.field),
    max,
    percent: view.mook ? 0 : percent(view.value, max),
    level: barLevel(view, max),
    states: view.states,
    dyingCheck: view.dyingCheck,
    extras,
    maxBreakdown: view.mook || !maxBreakdown ? null : maxBreakdown(String(max)),
    // A maximum with its own field (edit mode types it) is no computation.
    maxStored: view.maxField !== null,
  };
}
