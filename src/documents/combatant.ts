// Holocron's Combatant: its actor's ruleset decides the initiative formula and the figures that
// order it; flags hold the action marker and Star Worlds' Daring tie-break.
import { SYSTEM_ID } from "../config.js";
import { rulesetSubject } from "../data/typed-system.js";
import type { InitiativeRules } from "../rulesets/combat-rules.js";
import type { CombatView, SortEntry } from "../rulesets/combat-view.js";
import { initiativeRulesOf } from "./combat-rulesets.js";
import { markerOf, type TurnPosition } from "./combatant-actions.js";

export interface CombatantFlags {
  /** The round of the turn whose action is spent (combatant-actions.ts). */
  actionRound?: number | null;
  /** Star Worlds: rank from the Daring tie-break (higher acts first). */
  tieBreak?: number;
  /** Star Worlds: the Daring totals rolled to break the tie, in order. */
  daringRolls?: number[];
  /** Defeated by Holocron because of a status (e.g. Dying), so reviving undoes it. */
  autoDefeated?: boolean;
}

export class HolocronCombatant extends foundry.documents.Combatant {
  /** The combat rules of this combatant's actor, or null (no actor, or a foreign actor type). */
  get combatRules(): InitiativeRules | null {
    return initiativeRulesOf(this.actor);
  }

  /** The actor's figures as combat reads them. */
  get combatView(): CombatView | null {
    const rules = this.combatRules;
    return rules && this.actor ? rules.view(rulesetSubject(this.actor)) : null;
  }

  get holocronFlags(): CombatantFlags {
    return (this.flags[SYSTEM_ID] ?? {}) as CombatantFlags;
  }

  get actionRound(): number | null {
    const round = this.holocronFlags.actionRound;
    return typeof round === "number" && Number.isInteger(round) ? round : null;
  }

  /** The round, and whether this combatant's turn has come in it (Combat#turns is the order). */
  get turnPosition(): TurnPosition {
    const combat = this.combat;
    if (!combat?.started) return { round: 0, turnReached: false };
    const index = combat.turns.findIndex((c) => c.id === this.id);
    const turn = combat.turn ?? -1;
    return { round: combat.round, turnReached: index >= 0 && index <= turn };
  }

  get actionSpent(): boolean {
    return markerOf(this.actionRound, this.turnPosition).actionSpent;
  }

  get nextActionSpent(): boolean {
    return markerOf(this.actionRound, this.turnPosition).nextActionSpent;
  }

  /** What the order reads: initiative plus the tie-breaker of this combatant's ruleset. */
  get sortEntry(): SortEntry {
    const rules = this.combatRules;
    const actor = this.actor;
    return {
      id: this.id ?? "",
      name: this.name ?? "",
      ruleset: rules?.ruleset ?? "m20",
      kind: rules?.kind ?? "d20",
      initiative: typeof this.initiative === "number" ? this.initiative : null,
      tieBreak: rules && actor ? rules.tieBreak(rulesetSubject(actor), this.holocronFlags) : 0,
    };
  }

  protected override _getInitiativeFormula(): string {
    const view = this.combatView;
    const formula = view ? this.combatRules?.formulaFor(view) : null;
    return formula ?? super._getInitiativeFormula();
  }
}
