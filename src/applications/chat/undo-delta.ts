// Pure: what Undo writes. When the actor is as the change left it, the state before comes back
// exactly; when it changed since (another hit, a heal), only this change is reversed, so the later
// ones stay: each number moves back by what this change moved it, each status this change added or
// removed flips back.
import type { HealthState } from "../../rulesets/ruleset.js";

type Snapshot = Pick<HealthState, "fields" | "statuses" | "out">;

/** Whether two snapshots hold the same fields, statuses and out. */
export function sameHealth(a: Snapshot, b: Snapshot): boolean {
  const keys = new Set([...Object.keys(a.fields), ...Object.keys(b.fields)]);
  for (const key of keys) if (a.fields[key] !== b.fields[key]) return false;
  const sa = [...a.statuses].sort().join();
  const sb = [...b.statuses].sort().join();
  return sa === sb && a.out === b.out;
}

/** The state that reverses `before → after` on top of `now`. */
export function undoState(before: Snapshot, after: Snapshot, now: Snapshot): HealthState {
  const fields: HealthState["fields"] = { ...now.fields };
  for (const [path, was] of Object.entries(before.fields)) {
    const became = after.fields[path];
    const current = now.fields[path];
    if (typeof was === "number" && typeof became === "number" && typeof current === "number") {
      fields[path] = current + (was - became);
    } else if (became === current) {
      fields[path] = was;
    }
  }
  const statuses = new Set(now.statuses);
  for (const id of after.statuses) if (!before.statuses.includes(id)) statuses.delete(id);
  for (const id of before.statuses) if (!after.statuses.includes(id)) statuses.add(id);
  const out = now.out === after.out ? before.out : now.out;
  return { fields, statuses: [...statuses] as HealthState["statuses"], out };
}
