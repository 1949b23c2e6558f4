// The figures shown on a combat tracker row (templates/combat/tracker-row.hbs): what decided the
// order, health, STR damage and unconsciousness, prone, and the action marker. Pure.
import type { RulesetId } from "../../config.js";
import type { CombatView, SortEntry } from "../../rulesets/combat-view.js";
import type { CombatantFlags } from "../../documents/combatant.js";

export type HealthState = "full" | "hurt" | "low" | "out" | "mook";

/**
 * Statuses the row shows as chips of their own (ux.md: "the tracker shows Dying / Wounded / Dead
 * chips"), gravest first; `out` ones are drawn as the gravest.
 */
const STATE_CHIPS = [
  { id: "dead", out: true },
  { id: "dying", out: true },
  { id: "wounded", out: false },
] as const;

/** Out of the fight: no action to take, so no action marker (ux.md). Out-Cold: seed 002 line 38. */
const DOWN_STATUSES: readonly string[] = ["dead", "dying", "unconscious", "outCold", "defeated"];

export type RowFigures = {
  ruleset: RulesetId;
  /** Star Worlds shows Speed (its initiative). */
  speed: number | null;
  /** The figure that broke a tie with another combatant; null when nobody shares the initiative. */
  tieBreaker: { label: string; value: string } | null;
  health: { value: number; max: number; state: HealthState; label: string };
  /** m20: STR damage taken, shown when above 0. */
  strDamage: number | null;
  unconscious: boolean;
  /** Dead, Dying, Wounded: one chip each, with the status's own name. */
  states: { id: string; label: string; out: boolean }[];
  /** Out of the fight (dead, dying, unconscious, Out-Cold, defeated): the action marker is hidden. */
  down: boolean;
  prone: boolean;
  /** Star Worlds' Out-Cold: the combatant cannot act (seed 002 line 38). */
  cannotAct: boolean;
  /** Space Opera: dying, and the viewer may roll its dying check now. */
  dyingCheck: boolean;
  actionSpent: boolean;
  nextActionSpent: boolean;
  /** The viewer owns the combatant (or is the GM): the marker is a button that toggles it. */
  canToggleAction: boolean;
};

/** Ids of entries sharing their initiative with another entry of the same kind. */
export function tiedIds(entries: readonly SortEntry[]): Set<string> {
  const seen = new Map<string, string[]>();
  for (const e of entries) {
    if (e.initiative === null) continue;
    const key = `${e.kind}:${e.initiative}`;
    seen.set(key, [...(seen.get(key) ?? []), e.id]);
  }
  return new Set([...seen.values()].filter((ids) => ids.length > 1).flat());
}

export function healthState(h: { value: number; max: number }, mook: boolean): HealthState {
  if (mook) return "mook";
  if (h.value <= 0) return "out";
  if (h.max > 0 && h.value * 4 <= h.max) return "low";
  if (h.max > 0 && h.value < h.max) return "hurt";
  return "full";
}

export function rowFigures(input: {
  entry: SortEntry;
  view: CombatView;
  flags: CombatantFlags;
  statuses: ReadonlySet<string>;
  tied: boolean;
  /** The action marker as the combatant reads it (its latest turn, and its next). */
  marker: { actionSpent: boolean; nextActionSpent: boolean };
  canToggleAction?: boolean;
  /** The actor is dying (its ruleset says so) and the viewer owns it. */
  canDyingCheck?: boolean;
  /** The viewer may not see this actor's HP (world setting, NPCs): the pip says only how it fares. */
  hideHealth?: boolean;
  /** The combatant is marked defeated in the tracker. */
  defeated?: boolean;
}): RowFigures {
  const { entry, view, flags, statuses, tied } = input;
  const d20 = view.kind === "d20";
  const state = healthState(view.health, d20 && view.mook);
  let tieBreaker: RowFigures["tieBreaker"] = null;
  if (tied && d20)
    tieBreaker = { label: "HOLOCRON.Combat.Tracker.TieDex", value: String(view.dex) };
  if (tied && !d20 && flags.daringRolls?.length) {
    tieBreaker = {
      label: "HOLOCRON.Combat.Tracker.TieDaring",
      value: flags.daringRolls.join(" → "),
    };
  }
  return {
    ruleset: entry.ruleset,
    speed: d20 ? null : view.speed,
    tieBreaker,
    health: input.hideHealth
      ? { value: 0, max: 0, state, label: `HOLOCRON.Combat.Tracker.HealthHidden.${state}` }
      : { ...view.health, state, label: `HOLOCRON.Combat.Tracker.Health.${state}` },
    strDamage: d20 && view.strDamage ? view.strDamage : null,
    unconscious: statuses.has("unconscious"),
    states: STATE_CHIPS.filter((s) => statuses.has(s.id)).map((s) => ({
      id: s.id,
      label: `HOLOCRON.Status.${s.id}`,
      out: s.out,
    })),
    down: input.defeated === true || DOWN_STATUSES.some((id) => statuses.has(id)),
    prone: statuses.has("prone"),
    cannotAct: statuses.has("outCold"),
    dyingCheck: input.canDyingCheck === true,
    actionSpent: input.marker.actionSpent,
    nextActionSpent: input.marker.nextActionSpent,
    canToggleAction: input.canToggleAction === true,
  };
}
