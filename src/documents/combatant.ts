// Holocron's Combatant: its actor's ruleset decides the initiative formula and the figures that
// order it; its own flags hold the action marker (its owner's to set), and the facts the GM's
// automation keeps about it (the Daring tie-break, the defeated mark's status, the dying check's
// round) live in the combat's flags, which no player writes (combat-facts.ts).
import { isPartyType, SYSTEM_ID } from "../config.js";
import { notify } from "../compat/notify.js";
import { rulesetSubject } from "../data/typed-system.js";
import type { InitiativeRules } from "../rulesets/combat-rules.js";
import type { CombatView, SortEntry } from "../rulesets/combat-view.js";
import { markerOf, type TurnPosition } from "./combatant-actions.js";
import { combatantFacts, initiativeRulesOf, type CombatantFacts } from "./combat-facts.js";

/** What a combatant's own flags hold (its owner may write them): the action marker. */
export interface CombatantOwnFlags {
  /** The round of the turn whose action is spent (combatant-actions.ts). */
  actionRound?: number | null;
}

/** The combatant's flags as the system reads them: its own marker and the combat's facts. */
export type CombatantFlags = CombatantOwnFlags & CombatantFacts;

export class HolocronCombatant extends foundry.documents.Combatant {
  /**
   * A party is no fighter (it has no ruleset, so no initiative and no health): its combatant is
   * refused with a warning; its members fight with their own tokens. Returning false from
   * `_preCreate` cancels the creation
   * (https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#_precreate).
   */
  protected override async _preCreate(
    ...args: Parameters<foundry.documents.Combatant["_preCreate"]>
  ): ReturnType<foundry.documents.Combatant["_preCreate"]> {
    const allowed = await super._preCreate(...args);
    if (allowed === false) return false;
    if (this.actor && isPartyType(this.actor.type)) {
      notify("warn", "HOLOCRON.Party.Error.NoCombat");
      return false;
    }
  }

  /** The combat rules of this combatant's actor, or null (no actor, or a foreign actor type). */
  get combatRules(): InitiativeRules | null {
    return initiativeRulesOf(this.actor);
  }

  /** The actor's figures as combat reads them. */
  get combatView(): CombatView | null {
    const rules = this.combatRules;
    return rules && this.actor ? rules.view(rulesetSubject(this.actor)) : null;
  }

  /** The action marker from the combatant's own flags; every other fact from the combat's. */
  get holocronFlags(): CombatantFlags {
    const own: unknown = this.flags[SYSTEM_ID]?.actionRound;
    const facts = combatantFacts(this.combat, this.id);
    return typeof own === "number" || own === null ? { ...facts, actionRound: own } : facts;
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
