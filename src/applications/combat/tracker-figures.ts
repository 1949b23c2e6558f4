// The figures shown on a combat tracker row (templates/combat/tracker-row.hbs): what decided the
// order, health, STR damage and unconsciousness, prone, and the action marker. Pure.
import type { RulesetId } from "../../config.js";
import { isD20View, type CombatView, type SortEntry } from "../../rulesets/combat-view.js";
import type { CombatantFlags } from "../../documents/combatant.js";
import { d20 as d20Rules, starWorlds, trace } from "../../rules/index.js";
import { breakdownView, type BreakdownView } from "../breakdown/breakdown-view.js";

export type HealthState = "full" | "hurt" | "low" | "out" | "mook";

/**
 * Statuses the row shows as a chip of its own (ux.md: "the tracker shows Dying / Wounded / Dead
 * chips"), gravest first; `out` ones are drawn as the gravest. A row shows only the gravest it has:
 * the dead are past dying and the dying past wounded, so one word says where the combatant stands.
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
  /**
   * Star Worlds' Speed (its initiative) as a chip of its own: only while the tracker's initiative
   * number does not already show it (none set yet, or one typed in the tracker); otherwise that number
   * is the Speed, its breakdown titled so.
   */
  speed: number | null;
  /** How Speed was made (worn armor, or typed on an NPC's sheet). */
  speedBreakdown: BreakdownView | null;
  /**
   * The figure that broke a tie with another combatant; null when nobody shares the initiative. Its
   * breakdown explains the deciding figure (the DEX score, or the last Daring roll).
   */
  tieBreaker: { label: string; value: string; breakdown: BreakdownView | null } | null;
  /**
   * The initiative the tracker shows, as its terms (the d20 and the DEX bonus, or Speed); the tracker's
   * own number is its button (tracker-decoration.ts). Null before initiative is set.
   */
  initiative: BreakdownView | null;
  health: { value: number; max: number; state: HealthState; label: string };
  /** m20: STR damage taken, shown when above 0. */
  strDamage: number | null;
  unconscious: boolean;
  /** The gravest of Dead, Dying, Wounded the combatant has (none or one), with its status's name. */
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

/** A Speed shown by the tracker: the actor's speedTrace, or the Speed its NPC sheet holds. */
function speedTraceOf(view: { speed: number; speedTrace?: trace.Trace }): trace.Trace {
  return view.speedTrace?.value === view.speed
    ? view.speedTrace
    : trace.typedTrace("speed", view.speed);
}

/** A breakdown titled `title` (not its rule's title: the tracker shows totals, not bonuses). */
function titled(view: BreakdownView, title: string): BreakdownView {
  return { ...view, title: `HOLOCRON.Breakdown.Title.${title}` };
}

/**
 * The breakdowns of a row's initiative, Speed and tie-breaker; each from the rules call that makes
 * the number (d20: initiativeTotalTrace, initiativeTieTrace; Star Worlds: speedTrace, daringRollTrace).
 */
function rowBreakdowns(
  entry: SortEntry,
  view: CombatView,
  flags: CombatantFlags,
  prefix: string,
): { initiative: BreakdownView | null; speed: BreakdownView | null; tie: BreakdownView | null } {
  const id = (name: string) => `holocron-bd-${prefix}${entry.id}-${name}`;
  const made = (name: string, t: trace.Trace, shown: string) =>
    breakdownView(id(name), t, entry.ruleset, shown);
  const total = entry.initiative;
  if (isD20View(view)) {
    const init =
      total === null
        ? null
        : d20Rules.initiativeTotalTrace({ total, dexScore: view.dex, dexBonus: view.dexBonus });
    return {
      initiative: init && titled(made("init", init, String(total)), "initiativeTotal"),
      speed: null,
      tie: titled(
        made("tie", d20Rules.initiativeTieTrace(view.dex), String(view.dex)),
        "initiativeTie",
      ),
    };
  }
  const speed = speedTraceOf(view);
  // The tracker's initiative is the Speed it was set from; one typed in the tracker says so.
  const init =
    total === null
      ? null
      : total === speed.value
        ? speed
        : trace.sumTrace("speed", [trace.term("handSet", total, "override")]);
  // The number that is the Speed reads as Speed when opened; one typed in the tracker as initiative.
  const initTitle = total === speed.value ? "speed" : "initiativeTotal";
  const rolls = flags.daringRolls ?? [];
  const last = rolls.at(-1);
  let tie: BreakdownView | null = null;
  if (last !== undefined) {
    const roll = starWorlds.daringRollTrace({ total: last, daring: view.daring });
    // The earlier rolls tied again: considered, not what decided.
    const notes = rolls.slice(0, -1).map((r) => trace.term("tiedRoll", r, "roll"));
    tie = made("tie", notes.length ? { ...roll, notes } : roll, String(last));
  }
  return {
    initiative: init && titled(made("init", init, String(total)), initTitle),
    speed: made("speed", speed, String(view.speed)),
    tie,
  };
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
  /** Makes the breakdowns' ids unique when two trackers show one combat (the sidebar and a pop-out). */
  idPrefix?: string;
}): RowFigures {
  const { entry, view, flags, statuses, tied } = input;
  const d20 = isD20View(view);
  const state = healthState(view.health, d20 && view.mook);
  const bd = rowBreakdowns(entry, view, flags, input.idPrefix ?? "");
  let tieBreaker: RowFigures["tieBreaker"] = null;
  if (tied && d20)
    tieBreaker = {
      label: "HOLOCRON.Combat.Tracker.TieDex",
      value: String(view.dex),
      breakdown: bd.tie,
    };
  if (tied && !d20 && flags.daringRolls?.length) {
    tieBreaker = {
      label: "HOLOCRON.Combat.Tracker.TieDaring",
      value: flags.daringRolls.join(" → "),
      breakdown: bd.tie,
    };
  }
  const gravest = STATE_CHIPS.find((s) => statuses.has(s.id));
  // The tracker's own number already shows a Speed it was set from (rowBreakdowns): shown once.
  const speedShown = !d20 && entry.initiative !== view.speed;
  return {
    ruleset: entry.ruleset,
    speed: speedShown ? view.speed : null,
    speedBreakdown: bd.speed,
    tieBreaker,
    initiative: bd.initiative,
    health: input.hideHealth
      ? { value: 0, max: 0, state, label: `HOLOCRON.Combat.Tracker.HealthHidden.${state}` }
      : { ...view.health, state, label: `HOLOCRON.Combat.Tracker.Health.${state}` },
    strDamage: d20 && view.strDamage ? view.strDamage : null,
    // Dead supersedes Unconscious as it does Dying: one word for where the combatant stands.
    unconscious: statuses.has("unconscious") && gravest?.id !== "dead",
    states: gravest
      ? [{ id: gravest.id, label: `HOLOCRON.Status.${gravest.id}`, out: gravest.out }]
      : [],
    down: input.defeated === true || DOWN_STATUSES.some((id) => statuses.has(id)),
    prone: statuses.has("prone"),
    cannotAct: statuses.has("outCold"),
    dyingCheck: input.canDyingCheck === true,
    actionSpent: input.marker.actionSpent,
    nextActionSpent: input.marker.nextActionSpent,
    canToggleAction: input.canToggleAction === true,
  };
}
