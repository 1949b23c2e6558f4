import { UNDO_CONFIRM_TEMPLATE } from "../cards/applied/actions.js";
import { RESIST_DIALOG_TEMPLATE } from "../cards/roll/resist.js";
import { onRenderChatMessage } from "../cards/render.js";
import { onCardCreated, registerCardKinds } from "../cards/kinds.js";
import { CARD_PARTIALS, CARD_TEMPLATES } from "../cards/views.js";
import { ROLL_DIALOG_TEMPLATE, ROLL_ODDS_TEMPLATE } from "../applications/dialogs/roll-dialog.js";
import { ROLL_DICE_TEMPLATE } from "../dice/rolls.js";
import { TEXT_AUTHOR_CONFIRM_TEMPLATE } from "../cards/apply.js";
import { redrawPreviewsFor } from "../cards/damage/actions.js";
import { onRenderPowerCard } from "../applications/powers/register.js";
import { onRenderCareerRequest } from "../applications/sheets/career-request.js";
import {
  CHECK_REQUEST_DIALOG_TEMPLATE,
  CHECK_REQUEST_FIELDS_TEMPLATE,
} from "../applications/check-request/open.js";

/**
 * Chat cards: the built-in card actions and the render hooks that wire them (called from `init`).
 * Cards stored outside `flags.holocron.card` (a power's, a career request's) wire themselves.
 */
export function registerChatHooks(): void {
  void foundry.applications.handlebars.loadTemplates([
    ...Object.values(CARD_TEMPLATES),
    ...CARD_PARTIALS,
    ROLL_DIALOG_TEMPLATE,
    ROLL_ODDS_TEMPLATE,
    ROLL_DICE_TEMPLATE,
    RESIST_DIALOG_TEMPLATE,
    UNDO_CONFIRM_TEMPLATE,
    TEXT_AUTHOR_CONFIRM_TEMPLATE,
    CHECK_REQUEST_DIALOG_TEMPLATE,
    CHECK_REQUEST_FIELDS_TEMPLATE,
  ]);
  // The active GM checks each card a player posts (architecture.md, "Trust only what the GM made
  // or checked").
  Hooks.on("createChatMessage", onCardCreated);
  // Each card kind's controls and decoration, from the table of kinds (src/cards/kinds.ts).
  registerCardKinds();
  // One render listener: each function draws the cards it knows and leaves the others alone.
  Hooks.on("renderChatMessageHTML", (message, html) => {
    void onRenderChatMessage(message, html);
    onRenderPowerCard(message, html);
    onRenderCareerRequest(message, html);
  });
  // A damage card's rows show each target's state as it is now: a state hook redraws them.
  // Read-only listeners: each redraws rows, none writes (test/hooks/one-writer.test.ts).
  Hooks.on("updateActor", redrawPreviewsFor);
  Hooks.on("createActiveEffect", redrawPreviewsFor);
  Hooks.on("deleteActiveEffect", redrawPreviewsFor);
}
