// Star Worlds Hero Points spent from a card by the roller's owner: one point each, never below 0,
// and every point spent counts toward levelling (rules: spendHeroPoint); and the die a spend rolls,
// shown as a roll of its own (below).
import { starWorlds } from "../rules/index.js";
import { vouchedHeroPoints } from "../documents/hero-point-vouch.js";
import { notify } from "../compat/notify.js";
import { messageModeOf, toMessageOptions, type Visibility } from "../compat/generation.js";

type Obj = Record<string, unknown>;

/**
 * Pure: the hero point fields after one spend, or null when the actor has none to spend. `held`
 * (the GM's spends: the points the GM vouches for) replaces the stored count.
 */
export function heroPointSpend(
  system: unknown,
  held?: number,
): { value: number; spent: number } | null {
  const hp = (system as Obj | null)?.heroPoints as Obj | undefined;
  if (!hp || typeof hp.value !== "number" || typeof hp.spent !== "number") return null;
  const value = held ?? hp.value;
  if (value <= 0) return null;
  const after = starWorlds.spendHeroPoint({ heroPoints: value, spent: hp.spent });
  return { value: after.heroPoints, spent: after.spent };
}

/**
 * A spend the GM carries out for an actor: from the points the GM vouches for
 * (src/documents/hero-point-vouch.ts), never from a count its owner typed.
 */
export function gmHeroPointSpend(actor: {
  id: string | null;
  system: unknown;
}): { value: number; spent: number } | null {
  return heroPointSpend(actor.system, vouchedHeroPoints(actor));
}

/** What a spend needs of an actor (a HolocronActor; plain objects in tests). */
export interface HeroActor {
  isOwner: boolean;
  name: string;
  system: unknown;
  update(data: Record<string, number>): Promise<unknown>;
}

/**
 * Spends one Hero Point of an actor the user owns. False (with a notification) when the user does
 * not own it or it has no point left; nothing changes then.
 */
export async function spendHeroPoint(actor: HeroActor): Promise<boolean> {
  if (!actor.isOwner) {
    notify("warn", "HOLOCRON.Chat.Error.NotOwner");
    return false;
  }
  const next = heroPointSpend(actor.system);
  if (!next) {
    notify("warn", "HOLOCRON.Chat.Error.NoHeroPoints", { name: actor.name });
    return false;
  }
  await actor.update({
    "system.heroPoints.value": next.value,
    "system.heroPoints.spent": next.spent,
  });
  return true;
}

/**
 * Before asking the GM to spend a point of `actor`: the user owns it and it has one. False, with a
 * warning, otherwise (nothing is asked then).
 */
export function mayPay(actor: HeroActor): boolean {
  if (!actor.isOwner) {
    notify("warn", "HOLOCRON.Chat.Error.NotOwner");
    return false;
  }
  if (heroPointSpend(actor.system)) return true;
  notify("warn", "HOLOCRON.Chat.Error.NoHeroPoints", { name: actor.name });
  return false;
}

// A Hero Point's extra die shown like a core roll: Dice So Nice (and the chat log) see a roll only in
// a message's `rolls`, so each die is posted as its own small roll message naming the spend, shown
// to the same users as the card it changes. The card itself is updated as before.
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
