// The actor health methods (HolocronActor), reached structurally so chat code works with
// any document that has them and reports clearly when one does not.
import type { HealthChange } from "../../documents/actor.js";
import type { DamageType } from "../../config.js";
import type { AppliedRow, ApplyMode, HealthChangeRow } from "./card-data.js";

export interface HealthActor {
  uuid: string;
  name: string;
  isOwner: boolean;
  system: unknown;
  update(data: Record<string, number>): Promise<unknown>;
  applyDamage(
    amount: number,
    options: { type?: DamageType; hit?: boolean },
  ): Promise<HealthChange | null>;
  heal(points: number): Promise<HealthChange | null>;
}

export function isHealthActor(doc: unknown): doc is HealthActor {
  if (typeof doc !== "object" || doc === null) return false;
  const d = doc as Partial<Record<keyof HealthActor, unknown>>;
  return (
    typeof d.uuid === "string" &&
    typeof d.update === "function" &&
    typeof d.applyDamage === "function" &&
    typeof d.heal === "function"
  );
}

/** Pure: the applied card's row for one change ("HP 12 → 4", unconscious, defeated…). */
export function appliedRow(change: HealthChange, mode: ApplyMode, amount: number): AppliedRow {
  const changes: HealthChangeRow[] = change.rows
    .filter((r): r is typeof r & { before: number; after: number } => {
      return typeof r.before === "number" && typeof r.after === "number";
    })
    .map((r) => ({ label: r.label, from: r.before, to: r.after }));
  const statuses = change.after.statuses.map((s) => `HOLOCRON.Status.${s}`);
  if (change.after.out && !change.after.statuses.includes("defeated")) {
    statuses.push("HOLOCRON.Status.defeated");
  }
  return {
    actorUuid: change.actorUuid,
    name: change.actorName,
    mode,
    amount,
    changes,
    statuses,
    before: change.before,
    after: change.after,
    undone: false,
  };
}

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
