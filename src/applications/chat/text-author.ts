// A card made from text a GM did not write (an enricher in a player's journal or message, clicked by
// a GM: enricher-source.ts) names the text's author, and its Apply or Heal is the GM's alone, after a
// dialog that shows the formula and the author: a label such as `{Open the door}` can hide a
// `[[/damage 100d100]]` behind the button the GM clicked (architecture.md, "Trust only what the GM
// made or checked").
import { SYSTEM_ID } from "../../config.js";
import type { Sender } from "../../authority/index.js";
import type { TextAuthor } from "./card-data.js";

/** The refusal of an Apply on a card made from another's text, or null. */
export function textAuthorProblem(
  card: { textAuthor?: TextAuthor | undefined },
  sender: Sender,
  confirmed: boolean | undefined,
): string | null {
  if (!card.textAuthor) return null;
  if (!sender.isGM) return "HOLOCRON.Authority.Refused.TextAuthor";
  return confirmed === true ? null : "HOLOCRON.Authority.Refused.Unconfirmed";
}

export const TEXT_AUTHOR_CONFIRM_TEMPLATE = `systems/${SYSTEM_ID}/templates/chat/text-author-confirm.hbs`;

/**
 * The GM's confirmation before a card made from another's text is applied: true when confirmed,
 * and at once for a card a GM's own text made (no author named).
 */
export async function confirmTextAuthor(card: {
  textAuthor?: TextAuthor | undefined;
  formula: string;
  total: number;
}): Promise<boolean> {
  if (!card.textAuthor) return true;
  const content = await foundry.applications.handlebars.renderTemplate(
    TEXT_AUTHOR_CONFIRM_TEMPLATE,
    { author: card.textAuthor.name, formula: card.formula, total: card.total },
  );
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: "HOLOCRON.Chat.TextAuthorConfirm.Title" },
    content,
  });
  return answer === true;
}
