// The chat card of each chase round: every pair's gap before → after, the totals and who won, and
// the GM's note (hazards and complications). The card's data stays in the message's flags.
// The round's tie-break dice are its message's rolls, so dice modules show them.
import { SYSTEM_ID } from "../../config.js";
import type { chase } from "../../rules/index.js";
import { roundCardContext } from "./tracker-context.js";

export const ROUND_CARD_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/chase-round.hbs`;
/**
 * One pair's result, a partial of the round card and of the tracker: Foundry resolves `{{> path}}` only
 * for a preloaded template (https://foundryvtt.com/api/functions/foundry.applications.handlebars.loadTemplates.html).
 */
export const CHASE_RESULT_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/chase-result.hbs`;

export async function postRoundCard(
  c: chase.Chase,
  entry: chase.RoundEntry,
  rolls: Roll[] = [],
): Promise<void> {
  const context = roundCardContext(c, entry);
  const content = await foundry.applications.handlebars.renderTemplate(
    ROUND_CARD_TEMPLATE,
    context,
  );
  await ChatMessage.create({
    content,
    rolls,
    speaker: { alias: c.name },
    flags: { [SYSTEM_ID]: { chaseRound: { chaseId: c.id, round: entry.round } } },
  });
}
