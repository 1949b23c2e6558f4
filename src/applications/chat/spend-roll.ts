// A Hero Point's extra die shown like a core roll: Dice So Nice (and the chat log) see a roll only in
// a message's `rolls`, so each die is posted as its own small roll message naming the spend, shown
// to the same users as the card it changes. The card itself is updated as before.
import { messageModeOf, toMessageOptions, type Visibility } from "../../compat/message-mode.js";

export interface MessageVisibility {
  whisper: readonly string[];
  blind: boolean;
  authorId: string | null;
}

/** Pure: who must see a new message to show it to the same users as `card`. */
export function visibilityLike(card: MessageVisibility): Visibility {
  if (card.blind) return "blind";
  if (card.whisper.length === 0) return "public";
  if (card.whisper.length === 1 && card.whisper[0] === card.authorId) return "self";
  return "gm";
}

/**
 * Posts an evaluated Hero Point roll; `flavorKey` names the spend ("{name} …"). The card message
 * gives the visibility.
 */
export async function postSpendRoll(
  roll: Roll,
  card: ChatMessage.Implementation,
  actor: Actor.Implementation,
  flavorKey: string,
): Promise<void> {
  const visibility = visibilityLike({
    whisper: card.whisper.filter((id): id is string => typeof id === "string"),
    blind: card.blind,
    // A GM's message whispered to the GM alone is the GMs' roll (the same users see it).
    authorId: card.author?.isGM ? null : (card.author?.id ?? null),
  });
  await roll.toMessage(
    {
      speaker: ChatMessage.getSpeaker({ actor }),
      flavor: game.i18n.format(flavorKey, { name: foundry.utils.escapeHTML(actor.name) }),
    },
    toMessageOptions(messageModeOf(visibility)),
  );
}
