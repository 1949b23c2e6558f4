// The combat member of the Ruleset adapter: how one ruleset orders, rolls and shows its combatants.
// Each ruleset implements it in src/rulesets/<ruleset>/initiative.ts; Foundry code only calls it.
import type { RulesetId } from "../config.js";
import type { RulesetActor } from "./actor-shapes.js";
import type { DyingDeps, DyingResult } from "./space-opera/dying-check.js";
import type { CombatView, OrderKind, SortEntry, TurnStartCombatant } from "./combat-view.js";

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
  turnStart?: <C extends TurnStartCombatant>(
    combatant: C,
    deps: TurnStartDeps<C>,
  ) => Promise<DyingResult>;
}

/** What turn-start automation may use: the setting, the dice, the prompt and the defeated marking. */
export type TurnStartDeps<C extends TurnStartCombatant = TurnStartCombatant> = DyingDeps<C>;
