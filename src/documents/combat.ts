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
import type { TurnStartDeps } from "../rulesets/combat-rules.js";
import { endCombatEffects } from "./combat-cleanup.js";
import { planFor, writeState } from "./state-writer.js";
import { runQueued } from "../authority/index.js";
import { dice, spaceOpera } from "../rules/index.js";
import { D20Check } from "../dice/rolls.js";
import { formatPercent } from "../compat/intl.js";
import { rulesetOf, isD20Ruleset } from "../rulesets/index.js";
import { combatantFacts, writeFacts, type CombatantFacts } from "./combat-facts.js";
import { dyingCheckCause, withCause } from "./ledger/record.js";
import type {
  DyingCheckMode,
  DyingFailure,
  DyingPrompt,
  DyingResult,
  DyingRoller,
  DyingRounds,
} from "../rulesets/space-opera/dying-check.js";

// Start of a combatant's turn (active GM's client): the action marker, then the ruleset's own
// automation (Space Opera's dying check, with the round of each actor's last one).
// One dying check per round (rulings: Space Opera, dying): the round of an actor's last dying check
// in combat is a fact of the combat (combat-facts.ts), which only a GM writes, so the turn start,
// the sheet and the tracker button all see the check the others made and no owner can claim one.
export const foundryDyingRounds: DyingRounds = {
  now(actor) {
    const combat = game.combat;
    if (!combat?.started || combat.getCombatantsByActor(actor).length === 0) return null;
    return { combat: combat.id ?? "", round: combat.round };
  },
  checked(actor) {
    const combat = game.combat;
    if (!combat) return null;
    const rounds = combat
      .getCombatantsByActor(actor)
      .map((c) => combatantFacts(combat, c.id).dyingRound)
      .filter((r): r is number => r !== undefined);
    return rounds.length ? { combat: combat.id ?? "", round: Math.max(...rounds) } : null;
  },
  /** The GM's client records the round on every combatant of the actor; a player's cannot. */
  async record(actor, round) {
    const combat = game.combat;
    if (!combat || combat.id !== round.combat) return;
    const patches = new Map<string, CombatantFacts>(
      combat.getCombatantsByActor(actor).map((c) => [c.id ?? "", { dyingRound: round.round }]),
    );
    await writeFacts(combat, patches);
  },
};

export const DYING_PROMPT_TEMPLATE = `systems/${SYSTEM_ID}/templates/combat/dying-prompt.hbs`;

/** Rolls the dying check as a D20Check of the actor's ruleset (kind "dying", DC 20) and posts it. */
export const foundryDyingRoll: DyingRoller = async ({ bonus, actor }) => {
  const ruleset = rulesetOf(actor).id;
  // Only a d20 ruleset's turn start runs a dying check (src/rulesets/space-opera/initiative.ts).
  if (!isD20Ruleset(ruleset)) throw new Error(`Ruleset "${ruleset}" makes no d20 dying check`);
  const roll = D20Check.build(bonus, {
    ruleset,
    kind: "dying",
    target: spaceOpera.DYING_DC,
  });
  await roll.evaluate();
  await roll.toMessage({
    speaker: ChatMessage.implementation.getSpeaker({ actor }),
    flavor: game.i18n.format("HOLOCRON.Combat.Dying.Flavor", {
      name: foundry.utils.escapeHTML(actor.name ?? ""),
    }),
  });
  return roll.total ?? 0;
};

/** Prompt mode: asks the GM (a confirm dialog with the odds) before rolling. */
export const foundryDyingPrompt: DyingPrompt = async ({ actor, bonus, chance }) => {
  const content = await foundry.applications.handlebars.renderTemplate(DYING_PROMPT_TEMPLATE, {
    name: actor.name ?? "",
    formula: dice.addModifier("1d20", bonus),
    dc: spaceOpera.DYING_DC,
    percent: formatPercent(chance),
  });
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HOLOCRON.Combat.Dying.PromptTitle" },
    content,
  });
  return answer === true;
};

/**
 * Kills the combatant's actor (status dead) and marks it defeated: one planned write (the status and
 * every combatant of the actor), in the actor's own queue. Dead is out in every ruleset that rolls
 * dying checks (Space Opera: seed 003, dying).
 */
export async function killCombatant(
  combatant: HolocronCombatant,
  check?: DyingFailure,
): Promise<void> {
  const actor = combatant.actor;
  if (!actor) return;
  const write = () =>
    writeState(actor, planFor(actor, { next: {}, on: ["dead"], off: [], out: true }));
  // The ledger's row names the failed check (the one writer's options name no cause).
  await runQueued(actor.uuid, () =>
    check ? withCause(dyingCheckCause(check), [actor.uuid], write) : write(),
  );
}

export function dyingCheckMode(): DyingCheckMode {
  return game.settings.get(SYSTEM_ID, "dyingCheckMode") === "prompt" ? "prompt" : "auto";
}

export const foundryTurnStartDeps: TurnStartDeps<HolocronCombatant> = {
  mode: dyingCheckMode,
  rounds: foundryDyingRounds,
  roll: foundryDyingRoll,
  prompt: foundryDyingPrompt,
  kill: killCombatant,
};

export async function startTurn(
  combatant: HolocronCombatant,
  deps: TurnStartDeps<HolocronCombatant> = foundryTurnStartDeps,
): Promise<DyingResult | null> {
  const turnStart = combatant.combatRules?.turnStart;
  return turnStart ? turnStart(combatant, deps) : null;
}

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
