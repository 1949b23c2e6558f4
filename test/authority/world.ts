// A table for the authority tests: a GM, Player One who owns one character (Ace), Player Two who
// owns nothing, and the GM's cards on which they click. Snapshots tell whether anything changed.
import { setupGlue, type Glue } from "../data/setup.js";
import { messages, type StandInMessage } from "../foundry/parts/chat.js";
import type { StandInActor } from "../foundry/parts/documents.js";
import { actAs } from "../foundry/parts/users.js";
import { postDamageCard } from "../applications/chat/fixtures.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import type { Sender } from "../../src/authority/index.js";

export const GM = "gm00000000000000";
export const P1 = "player1000000000";
export const P2 = "player2000000000";

/** The three users as the authority sees a request's sender. */
export const SENDERS: Record<"gm" | "p1" | "p2", Sender> = {
  gm: { id: GM, name: "Gamemaster", isGM: true },
  p1: { id: P1, name: "Player One", isGM: false },
  p2: { id: P2, name: "Player Two", isGM: false },
};

export interface Table {
  glue: Glue;
  /** Player One's Star Worlds character (3 Hero Points). */
  ace: HolocronActor;
  /** A Star Worlds character no player owns (2 Hero Points). */
  zed: HolocronActor;
  /** The GM's m20 NPC, 20 HP. */
  thug: HolocronActor;
  /** A GM damage card (8 kinetic) on Thug and Ace. */
  damage: StandInMessage;
}

export async function table(): Promise<Table> {
  const glue = await setupGlue("starWorlds");
  (await import("../../src/dice/register.js")).registerRolls();
  (await import("../../src/hooks/chat.js")).registerChatHooks();
  (await import("../../src/applications/powers/register.js")).registerPowers();
  // Every request kind the system registers (each registers when its module loads).
  await import("../../src/applications/sheets/give-hero-points.js");
  await import("../../src/applications/combat/daring-reroll.js");
  await import("../../src/applications/combat/dying-check.js");
  await import("../../src/applications/chase/chase-requests.js");
  await import("../../src/documents/ledger/revert.js");
  await import("../../src/applications/sheets/party-award.js");
  await import("../../src/applications/rest/rest-request.js");
  // The chase requests read the chases' world setting (registered with the chase hooks in Foundry).
  (await import("../../src/documents/chase-store.js")).registerChaseSetting();
  (await import("../../src/authority/index.js")).listenForRequests();
  glue.env.CONST.ACTIVE_EFFECT_MODES = { ADD: 2 };
  actAs(GM);
  const ace = await glue.createActor({
    name: "Ace",
    type: "worldsCharacter",
    ownership: { default: 0, [P1]: 3 },
    system: { heroPoints: { value: 3, spent: 0 } },
  });
  const zed = await glue.createActor({
    name: "Zed",
    type: "worldsCharacter",
    system: { heroPoints: { value: 2, spent: 0 } },
  });
  const thug = await glue.createActor({
    name: "Thug",
    type: "m20Npc",
    system: { stats: { str: 10 }, level: 2, hitDice: [6, 6], health: { value: 20 } },
  });
  const damage = await postDamageCard({
    ruleset: "starWorlds",
    damageType: "kinetic",
    total: 8,
    targets: [
      { uuid: thug.uuid, name: "Thug", ac: null },
      { uuid: ace.uuid, name: "Ace", ac: null },
    ],
  });
  return { glue, ace, zed, thug, damage };
}

/** Everything a request could change: every actor's data and statuses, every message's data. */
export function snapshot(glue: Glue): string {
  const actors = (glue.env.game.actors as { contents: StandInActor[] }).contents.map((a) => ({
    source: a._source,
    statuses: [...a.statuses].sort(),
  }));
  const chat = messages.map((m) => ({ id: m.id, flags: m.flags, content: m.content }));
  return JSON.stringify({ actors, chat });
}

/** `count` requests of `kind` from `user` straight onto the socket (a console loop), not yet delivered. */
export function burst(
  glue: Glue,
  user: string,
  count: number,
  kind: string,
  payload: (i: number) => unknown,
): void {
  for (let i = 0; i < count; i++) {
    actAs(user);
    const id = foundry.utils.randomID(16);
    glue.socket.emit("system.holocron", { authority: "request", id, kind, payload: payload(i) });
  }
  actAs(GM);
}

/** The knife Kara comes with. */
export const KNIFE = "knife00000000000";

/** Player One's m20 character Kara, made by the GM with a knife (so its damage is the GM's). */
export function makeKara(glue: Glue): Promise<HolocronActor> {
  return glue.createActor({
    name: "Kara",
    type: "m20Character",
    ownership: { default: 0, [P1]: 3 },
    system: { stats: { str: 10, dex: 10, mnd: 10 }, level: 1, hitDice: [6], health: { value: 6 } },
    items: [
      { _id: KNIFE, name: "Knife", type: "weapon", system: { damage: "1d4", kind: "melee" } },
    ],
  });
}
