// The user's current targets, taken at roll time and stored on the card by UUID.
import type { RollTarget } from "../dialogs/roll-dialog-model.js";
import { hiddenFromMe } from "../secrets.js";
import { notify } from "../../compat/notify.js";
import * as is from "../../rules/shape.js";
import { traceShape } from "../../rules/trace/trace-shape.js";
import type { trace } from "../../rules/index.js";

/** A d20 actor's AC from its prepared data (Star Worlds actors have none). */
export function armorClassOf(system: unknown): number | null {
  if (typeof system !== "object" || system === null || !("ac" in system)) return null;
  const ac = (system as { ac: unknown }).ac;
  return typeof ac === "number" && Number.isInteger(ac) ? ac : null;
}

/** How a d20 actor's AC was made (its derived `traces.ac`), when its prepared data has it. */
export function armorClassTraceOf(system: unknown): trace.Trace | null {
  if (typeof system !== "object" || system === null || !("traces" in system)) return null;
  const traces = (system as { traces: unknown }).traces;
  if (typeof traces !== "object" || traces === null || !("ac" in traces)) return null;
  return is.parseOrNull(traceShape, (traces as { ac: unknown }).ac);
}

/**
 * The targeted tokens' actors; a token without an actor is left out and the user is told.
 */
export function currentTargets(): RollTarget[] {
  const targets: RollTarget[] = [];
  for (const token of game.user.targets) {
    const actor = token.actor;
    if (!actor) {
      notify("warn", "HOLOCRON.Chat.Error.TokenNoActor");
      continue;
    }
    targets.push({
      uuid: actor.uuid,
      name: token.name ?? actor.name,
      ac: armorClassOf(actor.system),
      acTrace: armorClassTraceOf(actor.system),
      secret: hiddenFromMe(actor, "secretNpcDefense"),
    });
  }
  return targets;
}
