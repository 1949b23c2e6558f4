// The combat member of the Ruleset adapter: how one ruleset orders, rolls and shows its combatants.
// Each ruleset implements it in src/rulesets/<ruleset>/initiative.ts; Foundry code only calls it.
import type { RulesetId } from "../config.js";
import type { RulesetActor } from "../rulesets/actor-shapes.js";
import type { HolocronCombatant } from "./combatant.js";
import type { DyingDeps, DyingResult } from "../rulesets/space-opera/dying-check.js";

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
  daring: number;
  health: HealthFigure;
}

export type CombatView = D20View | SpeedView;

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

export interface InitiativeRules {
  ruleset: RulesetId;
  kind: OrderKind;
  /** The world's `CONFIG.Combat.initiative.formula`; null when nothing is rolled (Speed). */
  worldFormula: string | null;
  /** Reads the figures combat needs from an actor of this ruleset. */
  view(actor: RulesetActor): CombatView;
  /** The figure that breaks initiative ties (read cheaply: the order reads it for every combatant). */
  tieBreak(actor: RulesetActor, flags: { tieBreak?: number }): number;
  /** The initiative formula for one combatant, or null when initiative is not rolled. */
  formulaFor(view: CombatView): string | null;
  /** Sort comparator of two combatants of this ruleset, decided by the rules API. */
  compare(a: SortEntry, b: SortEntry): number;
  /** The whole order (ids, first to act first) in one rules API call. */
  order(list: readonly SortEntry[]): string[];
  /** Automation at the start of a combatant's turn (Space Opera's dying check), GM client only. */
  turnStart?: (combatant: HolocronCombatant, deps: TurnStartDeps) => Promise<DyingResult>;
}

/** What turn-start automation may use: the setting, the dice, the prompt and the defeated marking. */
export type TurnStartDeps = DyingDeps;
