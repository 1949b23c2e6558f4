// Start of a combatant's turn (active GM's client): the action marker, then the ruleset's own
// automation (Space Opera's dying check).
import { SYSTEM_ID } from "../config.js";
import type { TurnStartDeps } from "../rulesets/combat-rules.js";
import type { HolocronCombatant } from "./combatant.js";
import { planFor, writeState } from "./state-writer.js";
import { runQueued } from "../authority/index.js";
import { dice, spaceOpera } from "../rules/index.js";
import { D20Check } from "../dice/d20-check.js";
import { isD20Ruleset } from "../dice/outcomes.js";
import { formatPercent } from "../compat/intl.js";
import { rulesetOf } from "../rulesets/index.js";
import { foundryDyingRounds } from "./dying-rounds.js";
import { withCause } from "./ledger/record.js";
import { dyingCheckCause } from "./ledger/play-state.js";
import type {
  DyingCheckMode,
  DyingFailure,
  DyingPrompt,
  DyingResult,
  DyingRoller,
} from "../rulesets/space-opera/dying-check.js";

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
