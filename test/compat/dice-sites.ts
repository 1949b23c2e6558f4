// Every roll that decides something, and how its dice reach Dice So Nice: "message" (the Roll is
// one of the posted message's rolls, which DSN animates with the message's whisper and blind) or
// "showForRoll" (rolled while an existing card is rewritten: src/compat/dice-so-nice.ts shows it
// with that message's whisper, blind and id). The site tests drive each one on the stand-in.
import type { Mock } from "vitest";
import { vi } from "vitest";

export const DICE_SITES = {
  attack: "message",
  damage: "message",
  check: "message",
  "check: a blind roll, ghost dice for the others": "message",
  "check: a Hero Point reroll": "message",
  "opposed: the actor's side": "message",
  "opposed: an NPC resister's side, rolled at once": "message",
  "resist: the Resist button (a player's or an NPC's row), rolled by the GM": "showForRoll",
  "opposed: a Hero Point reroll": "showForRoll",
  "power: its checks and an NPC's resistance": "message",
  "power: a player's resistance": "message",
  "dying check": "message",
  "hit dice": "message",
  "hazard checks": "message",
  "Daring tie-break": "message",
  "Daring tie-break: a Hero Point reroll": "showForRoll",
  "chase: a round's check": "message",
  "chase: tie-breaks": "message",
} as const;

export type DiceSite = keyof typeof DICE_SITES;

/** The sites test/compat/dice-so-nice-combat.test.ts drives; the chat test drives the rest. */
export const COMBAT_SITES: readonly DiceSite[] = [
  "Daring tie-break",
  "Daring tie-break: a Hero Point reroll",
  "chase: a round's check",
  "chase: tie-breaks",
];

export const CHAT_SITES: readonly DiceSite[] = (Object.keys(DICE_SITES) as DiceSite[]).filter(
  (site) => !COMBAT_SITES.includes(site),
);

/** A stand-in for DSN's `game.dice3d` that records each showForRoll call. */
export function fakeDice3d(game: object): Mock {
  const showForRoll = vi.fn(async () => true);
  Reflect.set(game, "dice3d", { showForRoll });
  return showForRoll;
}
