/**
 * Rest and recovery from the sheet: the kinds the actor's ruleset offers, through `actor.recover`
 * (the GM authority rolls a rolled recovery, Space Opera heroism 2d6+2, and shows it in chat); what
 * changed is posted as the applied card, and a refusal is the ruleset's warning.
 */
import { appliedRow } from "../chat/health-actor.js";
import { postCard } from "../chat/post-card.js";
import type { HealthChange, HolocronActor } from "../../documents/actor.js";
import type { RecoveryKind } from "../../rulesets/ruleset.js";
import { notify } from "./sheet-helpers.js";
import { notify as tell, notifyCount as tellCount } from "../../compat/notify.js";

/** Pure: the points a change healed — the main value up, plus extras that count damage down (STR damage). */
export function healedAmount(
  change: HealthChange,
  main: string,
  extras: readonly string[],
): number {
  let amount = 0;
  for (const row of change.rows) {
    if (typeof row.before !== "number" || typeof row.after !== "number") continue;
    if (row.field === main) amount += row.after - row.before;
    else if (extras.includes(row.field)) amount += row.before - row.after;
  }
  return Math.max(0, amount);
}

export function isRecoveryKind(actor: HolocronActor, kind: string): kind is RecoveryKind {
  return (actor.ruleset.recoveryKinds as readonly string[]).includes(kind);
}

/**
 * One recovery of `kind`, through the GM authority (which rolls any dice); null (with a warning)
 * when the ruleset does not allow it now. What changed is posted as the applied card.
 */
export async function recoverFromSheet(
  actor: HolocronActor,
  kind: string,
): Promise<HealthChange | null> {
  if (!isRecoveryKind(actor, kind)) {
    notify("HOLOCRON.Health.RecoveryNotOffered");
    return null;
  }
  const change = await actor.recover(kind);
  if (!change) return null;
  const view = actor.healthView;
  const extras = view.extra.flatMap((e) => (e.field === null ? [] : [e.field]));
  const amount = healedAmount(change, view.field, extras);
  await postCard({ type: "applied", rows: [appliedRow(change, "heal", amount)] }, { actor });
  return change;
}

/** GM: second wind is ready again for this actor. */
export async function newSessionFor(actor: HolocronActor): Promise<boolean> {
  if (!game.user?.isGM) {
    notify("HOLOCRON.Sheet.Notify.GmOnly");
    return false;
  }
  const changed = await actor.newSession();
  tell("info", "HOLOCRON.Sheet.Notify.SessionReset", { name: actor.name });
  return changed;
}

/** GM: a new game session for the world — second wind is ready again for every actor. */
export async function newSession(): Promise<number> {
  if (!game.user?.isGM) {
    notify("HOLOCRON.Sheet.Notify.GmOnly");
    return 0;
  }
  let count = 0;
  for (const actor of game.actors ?? []) {
    if (await (actor as HolocronActor).newSession()) count += 1;
  }
  tellCount("info", "HOLOCRON.Sheet.Notify.NewSession", count);
  return count;
}
