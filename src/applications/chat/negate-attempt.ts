// A Knight's Negate Energy roll against a damage card, as the power card the GM posted stores it.
// Its DC is the damage the Knight takes (seed 000 line 34: "DC equal amount of damage taken"), which
// the GM's Apply settles (×½ rounded up), so Apply asks whether the roll reaches what it writes.
import { m20 } from "../../rules/index.js";
import { isTrusted } from "../../cards/card.js";
import { readCardState } from "./power-card.js";
import type { PowerCardState } from "./power-card-state.js";

/** The power card of the actor's Negate Energy against that damage card (one per card), or null. */
export function negateAttemptOf(damageMessageId: string, actorUuid: string): PowerCardState | null {
  for (const message of game.messages) {
    // Only a power card a GM posted counts: a player's own message could claim any attempt.
    if (!isTrusted(message, "power")) continue;
    const state = readCardState(message);
    const negates = state?.negates;
    if (negates?.messageId === damageMessageId && negates.actorUuid === actorUuid) return state;
  }
  return null;
}

/** The check total of the actor's Negate Energy against that damage card, or null (none rolled). */
export function negateCheckTotal(damageMessageId: string, actorUuid: string): number | null {
  return negateAttemptOf(damageMessageId, actorUuid)?.check?.total ?? null;
}

/** Whether the actor's roll negates `damage`, the damage Apply would write now. */
export function negatesOnApply(
  damageMessageId: string,
  actorUuid: string,
  damage: number,
): boolean {
  const total = negateCheckTotal(damageMessageId, actorUuid);
  return total !== null && m20.negateEnergy({ checkTotal: total, damage }).negated;
}
