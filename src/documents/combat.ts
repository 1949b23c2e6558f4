// Holocron's Combat: order by each ruleset's rules, Star Worlds' Speed and Daring tie-breaks,
// turn-start automation and end-of-combat cleanup. Writes run once, on the active GM's client.
import type { HolocronCombatant } from "./combatant.js";
import { SYSTEM_ID } from "../config.js";
import { compareEntries, orderedIds } from "../rulesets/combat-order.js";
import { initiativeRulesById } from "./combat-facts.js";
import {
  foundryDaringRoll,
  resolveSpeedTies,
  setSpeedInitiative,
  type DaringRoller,
} from "./combat-speed.js";
import { foundryTurnStartDeps, startTurn } from "./combat-turn-start.js";
import type { TurnStartDeps } from "../rulesets/combat-rules.js";
import { endCombatEffects } from "./combat-cleanup.js";

type InitiativeOptions = Parameters<foundry.documents.Combat["rollInitiative"]>[1];
type TurnContext = Parameters<foundry.documents.Combat["_onStartTurn"]>[1];
type DeleteOptions = Parameters<foundry.documents.Combat["_onDelete"]>[0];
type UpdateDescendantsArgs = Parameters<foundry.documents.Combat["_onUpdateDescendantDocuments"]>;
type UpdateArgs = Parameters<foundry.documents.Combat["_onUpdate"]>;

/** Pairwise order of two combatants: the rules API decides. */
export function compareCombatants(a: HolocronCombatant, b: HolocronCombatant): number {
  return compareEntries(a.sortEntry, b.sortEntry, (id) => initiativeRulesById(id).compare);
}

/**
 * Ranks of the combatants being sorted by `setupTurns`: the whole order is decided in one rules API
 * call, and `_sortCombatants` (which core calls unbound) reads the ranks instead of re-reading two
 * actors per comparison. Outside a `setupTurns` it compares pairwise.
 */
let sortRanks: WeakMap<object, number> | null = null;

export function rankCombatants(combatants: readonly HolocronCombatant[]): WeakMap<object, number> {
  const byId = new Map(combatants.map((c) => [c.id, c]));
  const ids = orderedIds(
    combatants.map((c) => c.sortEntry),
    (id) => initiativeRulesById(id),
  );
  return new WeakMap(ids.map((id, rank) => [byId.get(id) as object, rank]));
}

export class HolocronCombat extends foundry.documents.Combat {
  /** The dice and prompts automation uses (replaced by tests with scripted ones). */
  static daringRoller: DaringRoller = foundryDaringRoll;
  static turnStartDeps: TurnStartDeps<HolocronCombatant> = foundryTurnStartDeps;

  protected override _sortCombatants(a: HolocronCombatant, b: HolocronCombatant): number {
    const ra = sortRanks?.get(a);
    const rb = sortRanks?.get(b);
    return ra !== undefined && rb !== undefined ? ra - rb : compareCombatants(a, b);
  }

  override setupTurns(): HolocronCombatant[] {
    sortRanks = rankCombatants(this.combatants.contents);
    try {
      return super.setupTurns();
    } finally {
      sortRanks = null;
    }
  }

  /**
   * d20 combatants roll through core (one batched update and one batch of messages for "Roll
   * all" / "Roll NPCs"); Star Worlds combatants take their Speed, and ties are broken by Daring.
   */
  override async rollInitiative(
    ids: string | string[],
    options?: InitiativeOptions,
  ): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    const rolled: string[] = [];
    const bySpeed: string[] = [];
    for (const id of list) {
      const kind = this.combatants.get(id)?.combatRules?.kind;
      (kind === "speed" ? bySpeed : rolled).push(id);
    }
    if (rolled.length) await super.rollInitiative(rolled, options);
    // Speed and, on the active GM's client, the Daring tie-breaks: one batched update.
    if (bySpeed.length) {
      const roller = game.user.isActiveGM ? HolocronCombat.daringRoller : null;
      await setSpeedInitiative(this, bySpeed, roller);
    }
    return this;
  }

  protected override async _onStartTurn(
    combatant: HolocronCombatant,
    context: TurnContext,
  ): Promise<void> {
    await super._onStartTurn(combatant, context);
    if (game.user.isActiveGM) await startTurn(combatant, HolocronCombat.turnStartDeps);
  }

  /**
   * A player set a Star Worlds Speed: the GM's client breaks any new tie. Their old rank (from
   * another tie) does not count: their client could not clear it (the ranks are the combat's).
   */
  protected override _onUpdateDescendantDocuments(...args: UpdateDescendantsArgs): void {
    super._onUpdateDescendantDocuments(...args);
    const [, , , changes, , userId] = args;
    const typed = changes.filter((c) => "initiative" in c).map((c) => String(c._id ?? ""));
    if (typed.length && userId !== game.user.id && game.user.isActiveGM) {
      void resolveSpeedTies(this, HolocronCombat.daringRoller, typed);
    }
  }

  /** The GM's automation wrote its facts (a tie-break among them): the order is sorted again. */
  protected override _onUpdate(...args: UpdateArgs): void {
    super._onUpdate(...args);
    const [changed] = args;
    if (changed.flags?.[SYSTEM_ID]?.facts !== undefined) this.setupTurns();
  }

  /** "End combat" deletes the combat: rest-of-combat effects and prone end here. */
  protected override _onDelete(options: DeleteOptions, userId: string): void {
    super._onDelete(options, userId);
    if (!game.user.isActiveGM) return;
    void endCombatEffects(this.combatants.contents.map((c) => c.actor));
  }
}
