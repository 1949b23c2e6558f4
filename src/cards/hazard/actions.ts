// The hazard card's controls, both the GM's: Apply to every open row, or one row applied, halved or
// skipped. Each is carried out on the GM's own client (src/applications/gm/hazard-flow.ts).
import { applyHazard } from "../../applications/gm/hazard-flow.js";
import type { KindActionContext } from "../kind.js";

export function onApplyHazard(context: KindActionContext<"hazard">): Promise<unknown> {
  return applyHazard(context.message, context.card);
}

/** One row of the hazard card: apply, halve or skip it (GM only, as the whole card's Apply). */
export async function onHazardRow(context: KindActionContext<"hazard">): Promise<unknown> {
  const index = Number(context.control.dataset.index);
  const mode = context.control.dataset.mode;
  if (!Number.isInteger(index) || (mode !== "apply" && mode !== "half" && mode !== "skip")) {
    return null;
  }
  return applyHazard(context.message, context.card, { index, mode });
}
