// Registers Holocron's combat: document classes, round length, the world's initiative formula (from
// its ruleset's adapter, applied in `setup`) and the dying-check setting; the combat hooks are
// registered by src/hooks/init.ts.
import { SYSTEM_ID } from "../config.js";
import { worldRuleset } from "../settings.js";
import { HolocronCombat } from "./combat.js";
import { HolocronCombatant } from "./combatant.js";
import { initiativeRulesById } from "./combat-facts.js";
import { DYING_CHECK_MODES, type DyingCheckMode } from "../rulesets/space-opera/dying-check.js";

export type { DyingCheckMode };

export const DEFEATED_STATUS = "defeated";

/** Seconds per round (a move and an action). */
export const ROUND_SECONDS = 6;

export function registerCombat(): void {
  CONFIG.Combat.documentClass = HolocronCombat;
  CONFIG.Combatant.documentClass = HolocronCombatant;
  CONFIG.time.roundTime = ROUND_SECONDS;
  // Holocron's own "defeated" status (src/rulesets/status-effects.ts), not core's "dead": marking an
  // unconscious m20 character defeated must not make it dead.
  CONFIG.specialStatusEffects.DEFEATED = DEFEATED_STATUS;
  game.settings.register(SYSTEM_ID, "dyingCheckMode", {
    name: "HOLOCRON.Settings.DyingCheckMode.Name",
    hint: "HOLOCRON.Settings.DyingCheckMode.Hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(
      DYING_CHECK_MODES.map((m) => [m, `HOLOCRON.Settings.DyingCheckMode.${m}`]),
    ) as Record<DyingCheckMode, string>,
    default: "auto",
  });
}

/** The world's initiative formula comes from its ruleset; called from `setup`, once settings load. */
export function applyWorldInitiative(): void {
  CONFIG.Combat.initiative = {
    formula: initiativeRulesById(worldRuleset()).worldFormula,
    decimals: 0,
  };
}
