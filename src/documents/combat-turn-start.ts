// Start of a combatant's turn (active GM's client): the action marker, then the ruleset's own
// automation (Space Opera's dying check, with the round of each actor's last one).
import { SYSTEM_ID } from "../config.js";
import type { TurnStartDeps } from "../rulesets/combat-rules.js";
import type { HolocronCombatant } from "./combatant.js";
import { planFor, writeState } from "./state-writer.js";
import { runQueued } from "../authority/index.js";
import { dice, spaceOpera } from "../rules/index.js";
import { D20Check } from "../dice/rolls.js";
import { isD20Ruleset } from "../dice/outcomes.js";
import { formatPercent } from "../compat/intl.js";
import { rulesetOf } from "../rulesets/index.js";
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
