// "Ask targets to resist" on a check card (d20) or a Star Worlds check card: the roller's owner (or
// the GM) picks what the user's current targets resist with, and an opposed-check card is posted
// for them (src/cards/opposed/check.ts), the card's own roll as the actor's side.
import { SYSTEM_ID } from "../../config.js";
import type { KindActionContext } from "../kind.js";
import { requestOpposedCheck } from "../opposed/check.js";
import {
  offersResist,
  readResistChoice,
  resistDialogContext,
  resisterPlan,
  type ResistChoice,
  type ResistSystem,
  RESIST_BUTTONS,
} from "../../applications/chat/resist-plan.js";
import { actorFromUuid } from "../card.js";
import { rulesetOf } from "../../rulesets/index.js";
import { dialogButtons } from "../../applications/dialogs/dialog-buttons.js";
import { readForm } from "../../applications/dialogs/form-data.js";
import { notify } from "../../compat/notify.js";

export const RESIST_DIALOG_TEMPLATE = `systems/${SYSTEM_ID}/templates/dialog/resist-dialog.hbs`;

/** Opens the dialog; resolves the choice, or null when cancelled. */
export async function promptResist(
  system: ResistSystem,
  targetSystems: unknown[],
): Promise<ResistChoice | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    RESIST_DIALOG_TEMPLATE,
    resistDialogContext(system, targetSystems),
  );
  const result: unknown = await foundry.applications.api.DialogV2.wait({
    window: { title: "HOLOCRON.Chat.Resist.Title" },
    classes: [SYSTEM_ID, "holocron-resist-dialog"],
    content,
    rejectClose: false,
    buttons: dialogButtons(RESIST_BUTTONS, {
      ask: async (_event, button) => readResistChoice(system, readForm(button.form)),
    }),
  });
  return typeof result === "object" && result !== null && "system" in result
    ? (result as ResistChoice)
    : null;
}

/** The actors of the user's targeted tokens at click time; a token without one is left out. */
function targetedActors(): Actor.Implementation[] {
  const actors: Actor.Implementation[] = [];
  for (const token of game.user.targets) {
    if (token.actor) actors.push(token.actor);
    else notify("warn", "HOLOCRON.Chat.Error.TokenNoActor");
  }
  return actors;
}

export async function onAskResist(
  context: KindActionContext<"check" | "worlds">,
): Promise<unknown> {
  const card = context.card;
  if (!offersResist(card)) return null;
  const actor = await actorFromUuid(card.actor.uuid, card.actor.name);
  if (!actor) return null;
  if (!actor.isOwner) {
    notify("warn", "HOLOCRON.Chat.Error.NotOwner");
    return null;
  }
  const roll = context.message.rolls[0];
  if (!roll) {
    notify("warn", "HOLOCRON.Chat.Error.Failed");
    return null;
  }
  const targets = targetedActors();
  if (targets.length === 0) {
    notify("warn", "HOLOCRON.Chat.Error.NoResisters");
    return null;
  }
  const system: ResistSystem = card.type === "check" ? "d20" : "worlds";
  const choice = await promptResist(
    system,
    targets.map((t) => t.system),
  );
  if (!choice) return null;
  return requestOpposedCheck({
    actor,
    // A 2d6 card stores no ruleset: it is the rolling actor's.
    ruleset: card.type === "check" ? card.ruleset : rulesetOf(actor).id,
    roll,
    // A d20 check card stores no bonus: the total less the die is the flat bonus it had.
    bonus: card.type === "check" ? card.total - card.natural : card.bonus,
    // The card's total: after a Star Worlds Hero Point reroll it may be the second roll's.
    total: card.total,
    title: card.title,
    titleData: card.titleData,
    resisters: targets.map((t) => ({
      uuid: t.uuid,
      name: t.name,
      ...resisterPlan(choice, t.system),
    })),
  });
}
