// A table for the time tests: the GM, a second GM and two players connected, the time hook and the
// GM authority registered, and helpers to read health and the recovery cards.
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { messages } from "../../foundry/parts/chat.js";
import { actAs, StandInUser, type StandInUsers } from "../../foundry/parts/users.js";
import type { StandInGameTime } from "../../foundry/parts/time.js";
import type { RecoveryCard } from "../../../src/cards/data.js";

export const GM = "gm00000000000000";
export const GM2 = "gm20000000000000";
export const P1 = "player1000000000";
export const P2 = "player2000000000";

export async function timeWorld(ruleset = "m20"): Promise<Glue> {
  const glue = await setupGlue(ruleset);
  (glue.env.game.users as StandInUsers).add(new StandInUser(GM2, "Second GM", true));
  (await import("../../../src/hooks/time.js")).registerTimeHooks();
  (await import("../../../src/hooks/chat.js")).registerChatHooks();
  (await import("../../../src/authority/index.js")).listenForRequests();
  actAs(GM);
  return glue;
}

export const clock = (glue: Glue) => glue.env.game.time as StandInGameTime;

/** The GM advances the clock; resolves once the time handler has handled the span. */
export async function advance(glue: Glue, seconds: number): Promise<void> {
  actAs(GM);
  await clock(glue).advance(seconds);
  const { timeSettled } = await import("../../../src/applications/rest/time-passing.js");
  await timeSettled();
}

export const hp = (a: { system: unknown }) => (sys(a).health as { value: number }).value;

/** The recovery cards posted so far. */
export function recoveryCards(): RecoveryCard[] {
  return messages.flatMap((m) => {
    const card = (m.flags as { holocron?: { card?: { type?: string } } }).holocron?.card;
    return card?.type === "recovery" ? [card as RecoveryCard] : [];
  });
}
