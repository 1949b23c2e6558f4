// The roll dialog: a DialogV2 whose content is templates/dialog/roll-dialog.hbs. The odds part is
// re-rendered from the pure model on every input, so the player sees the exact chance live.
// Enter rolls (the default button), Escape or Cancel resolves null.
import { SYSTEM_ID, isBandsKind } from "../../config.js";
import { rulesetById } from "../../rulesets/index.js";
import { messageModeChoices } from "../../compat/generation.js";
import { waitDialog, type DialogOpener } from "../../compat/dialog-window.js";
import {
  buildOdds,
  readState,
  type BonusPart,
  type RollDialogConfig,
  type RollDialogState,
} from "./roll-dialog-model.js";
import { signed } from "../format.js";
import {
  actionAndCancel,
  CANCEL_BUTTON,
  dialogButtons,
  type DialogButtonSpec,
} from "./dialog-buttons.js";
import { readForm } from "./form-data.js";
import { ROLL_MODIFIER_RANGE } from "../../data/ranges.js";
import { activateBreakdowns } from "../breakdown/breakdown-popover.js";
import { breakdownView } from "../breakdown/breakdown-view.js";
import { CHECK_ICON, rollsPairOfDice } from "../roll-icon.js";
import { trace } from "../../rules/index.js";

/** The roll dialog's footer: roll (default), cancel. */
export const ROLL_DIALOG_BUTTONS: readonly DialogButtonSpec[] = actionAndCancel({
  action: "roll",
  label: "HOLOCRON.Roll.Dialog.Roll",
  icon: CHECK_ICON.d20,
});

/** Star Worlds' footer: its Roll button shows the 2d6 it rolls (src/applications/roll-icon.ts). */
export const WORLDS_ROLL_DIALOG_BUTTONS: readonly DialogButtonSpec[] = [
  { ...ROLL_DIALOG_BUTTONS[0]!, icon: CHECK_ICON.worlds },
  CANCEL_BUTTON,
];

export const ROLL_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/roll-dialog.hbs`;
export const ROLL_ODDS_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/roll-odds.hbs`;

/**
 * A fixed part of the bonus: its own terms (a weapon's level, its bonus, Battlemind) explain it,
 * but a skill's rank as bought, one term, is a stored value shown read-only.
 */
function partContext(config: RollDialogConfig, p: BonusPart, i: number) {
  const stored = p.terms?.length === 1 && p.terms[0]?.source.kind === "rank";
  return {
    ...p,
    text: signed(p.value),
    breakdown:
      !stored && p.terms && p.terms.length > 0 && trace.termsAddUpTo(p.terms, p.value)
        ? breakdownView(
            `holocron-bd-roll-part-${i}`,
            trace.sumTrace(config.kind === "attack" ? "attackBonus" : "skillCheck", p.terms),
            config.ruleset,
            signed(p.value),
          )
        : null,
    stored,
  };
}

/** The template context of the whole dialog (also used by the gallery and template tests). */
export function rollDialogContext(
  config: RollDialogConfig,
  state: RollDialogState,
  rollModes: { value: string; label: string }[],
) {
  return {
    kind: config.kind,
    ruleset: config.ruleset,
    /** i18n key of the stat choice's label ("Stat" / "Attribute"). */
    statLabel: rulesetById(config.ruleset).checks.statLabel,
    parts: config.parts.map((p, i) => partContext(config, p, i)),
    stats: config.stats.map((s) => ({
      ...s,
      text: signed(s.bonus),
      selected: s.id === state.stat,
      // The stat's bonus as the sheet explains it (statBonusTrace), when it is the bonus added.
      breakdown:
        s.trace && s.trace.value === s.bonus
          ? breakdownView(`holocron-bd-roll-stat-${s.id}`, s.trace, config.ruleset, signed(s.bonus))
          : null,
    })),
    showStats: config.stats.length > 1,
    asksDc: config.asksDc,
    dc: state.dc,
    modifier: state.modifier,
    modifierRange: ROLL_MODIFIER_RANGE,
    showSkilled: isBandsKind(config.kind),
    skilled: state.skilled,
    rollModes: rollModes.map((m) => ({ ...m, selected: m.value === state.rollMode })),
    odds: buildOdds(config, state),
  };
}

/**
 * Opens the dialog and resolves the player's choices, or null when cancelled. `title` is already
 * localized. Asked from a sheet, it opens in that sheet's browser window (src/compat/dialog-window.ts).
 */
export async function promptRoll(
  title: string,
  config: RollDialogConfig,
  defaults: RollDialogState,
  opener?: DialogOpener | null,
): Promise<RollDialogState | null> {
  const modes = messageModeChoices();
  const { renderTemplate } = foundry.applications.handlebars;
  const content = await renderTemplate(
    ROLL_DIALOG_TEMPLATE,
    rollDialogContext(config, defaults, modes),
  );
  const pairOfDice = rollsPairOfDice(config.ruleset);
  const result: unknown = await waitDialog(
    {
      window: { title },
      classes: [SYSTEM_ID, "holocron-roll-dialog"],
      content,
      rejectClose: false,
      buttons: dialogButtons(pairOfDice ? WORLDS_ROLL_DIALOG_BUTTONS : ROLL_DIALOG_BUTTONS, {
        roll: async (_event, button) => readState(readForm(button.form), defaults),
      }),
      render: (_event, dialog) => {
        const form = dialog.element.querySelector("form");
        const odds = dialog.element.querySelector<HTMLElement>("[data-roll-odds]");
        if (!form || !odds) return;
        activateBreakdowns(dialog.element);
        form.addEventListener("input", async () => {
          const state = readState(readForm(form), defaults);
          odds.innerHTML = await renderTemplate(ROLL_ODDS_TEMPLATE, buildOdds(config, state));
        });
      },
    },
    opener,
  );
  return isState(result) ? result : null;
}

function isState(value: unknown): value is RollDialogState {
  return typeof value === "object" && value !== null && "modifier" in value && "rollMode" in value;
}
