// What combat reads from actors and combatants: plain view types the order, the tracker and the
// turn-start automation share (no Foundry documents).
import type { RulesetId } from "../config.js";
import type { trace } from "../rules/index.js";

/** d20 rulesets roll 1d20 + DEX bonus; Star Worlds goes by Speed with Daring tie-breaks. */
export type OrderKind = "d20" | "speed";

/** An actor's health as the tracker shows it. */
export interface HealthFigure {
  value: number;
  max: number;
}

/** What combat reads from an actor of a d20 ruleset (m20, Space Opera). */
export interface D20View {
  kind: "d20";
  dex: number;
  dexBonus: number;
  strBonus: number;
  level: number;
  health: HealthFigure;
  /** m20 only: STR damage taken (null for Space Opera). */
  strDamage: number | null;
  mook: boolean;
}

/** What combat reads from a Star Worlds actor. */
export interface SpeedView {
  kind: "speed";
  speed: number;
  /** A character's Speed as its terms (worn armor); an NPC's is typed, so it has none. */
  speedTrace?: trace.Trace;
  daring: number;
  health: HealthFigure;
}

export type CombatView = D20View | SpeedView;

/** A combatant whose ruleset orders by a d20 initiative roll (m20, Space Opera), not by Speed. */
export function isD20View(view: CombatView): view is D20View {
  return view.kind === "d20";
}

/** One combatant as the order sees it: the stored initiative and the figure that breaks its ties. */
export interface SortEntry {
  id: string;
  name: string;
  ruleset: RulesetId;
  kind: OrderKind;
  /** The rolled total (d20) or Speed (Star Worlds); null before initiative is set. */
  initiative: number | null;
  /** DEX score (d20) or the Daring tie-break rank (Star Worlds, higher first; 0 when none). */
  tieBreak: number;
}

/** What turn-start automation reads from a combatant (a HolocronCombatant). */
export interface TurnStartCombatant {
  readonly actor: Actor.Implementation | null;
  readonly combatView: CombatView | null;
}
