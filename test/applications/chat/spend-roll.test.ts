// Dice So Nice sees a Hero Point's die only in a message's `rolls`: each spend (+1d6 damage, evade
// 1d6, the reroll) posts its die as a roll message naming the spend, as private as the card.
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import { scriptedDice, type StandInRoll } from "../../foundry/parts/dice.js";
import { rollMessages } from "../../foundry/parts/sheet-play.js";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import type { DamageCard } from "../../../src/cards/data.js";
import { postDamageCard, vouch } from "./fixtures.js";
import { chatWorld, cardOf, click, viaGm } from "./click.js";
import { actAs } from "../../foundry/parts/users.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld("starWorlds");
});

const ace = () =>
  glue.createActor({
    name: "Ace",
    type: "worldsCharacter",
    ownership: { default: 0, player1000000000: 3 },
    system: { heroPoints: { value: 2, spent: 0 } },
  });

async function postDamage(card: Partial<DamageCard>, rollMode?: string): Promise<StandInMessage> {
  return postDamageCard(card, rollMode === undefined ? {} : { rollMode });
}

type Posted = { rolls: StandInRoll[]; flavor: string; speaker: unknown; mode?: string };
/** The roll messages (Roll#toMessage) posted after `count` existed. */
const rollMessagesAfter = (count: number) => rollMessages.slice(count) as Posted[];

describe("Hero Point dice reach a message's rolls", () => {
  it("+1d6 damage: the die is a roll message, the card still adds it", async () => {
    const a = await ace();
    const message = await postDamage({ actor: { uuid: a.uuid, name: "Ace", img: "" } });
    const count = rollMessages.length;
    scriptedDice.push(4);
    await click(message, "heroDie");
    const [posted, ...rest] = rollMessagesAfter(count);
    expect(rest).toHaveLength(0);
    expect(posted!.rolls.map((r) => [r.formula, r.total])).toEqual([["1d6", 4]]);
    expect(posted!.flavor).toBe('HOLOCRON.Chat.Spend.HeroDie {"name":"Ace"}');
    expect(posted!.speaker).toMatchObject({ alias: "Ace" });
    expect(cardOf(message)).toMatchObject({ total: 12, heroDieResult: 4 });
  });

  it("evade by a player on the GM's card: the player's die is a roll message", async () => {
    const a = await ace();
    const message = await postDamage({ targets: [{ uuid: a.uuid, name: "Ace", ac: null }] });
    const count = rollMessages.length;
    scriptedDice.push(5);
    await viaGm(glue.socket, "player1000000000", () => click(message, "evadeDamage"));
    const posted = rollMessagesAfter(count);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.rolls[0]).toMatchObject({ formula: "1d6", total: 5 });
    expect(posted[0]!.flavor).toBe('HOLOCRON.Chat.Spend.Evade {"name":"Ace"}');
    expect(cardOf(messages.at(-1))).toMatchObject({ rows: [{ mode: "evade", amount: 3 }] });
  });

  it("the reroll: the new 2d6 is a roll message; the card keeps the better", async () => {
    const a = await ace();
    const { rollSkill } = await import("../../../src/cards/roll/actions.js");
    scriptedDice.push(2, 2);
    await rollSkill(a, "Piloting", { fast: true });
    const message = messages.at(-1)!;
    const count = rollMessages.length;
    scriptedDice.push(6, 5);
    await click(message, "heroReroll");
    const posted = rollMessagesAfter(count);
    expect(posted).toHaveLength(1);
    expect(posted[0]!.rolls[0]).toMatchObject({ total: 11 });
    expect(posted[0]!.flavor).toBe('HOLOCRON.Chat.Spend.Reroll {"name":"Ace"}');
    expect(cardOf(message)).toMatchObject({ total: 11, previous: { total: 4 } });
  });

  it("a die on a player's GM-only card is posted GM-only too", async () => {
    const a = await ace();
    // The player posts it (a GM's own private card whispers only the GM, the same as a self roll).
    actAs("player1000000000");
    const message = await postDamage({ actor: { uuid: a.uuid, name: "Ace", img: "" } }, "gmroll");
    actAs("gm00000000000000");
    // This card's data is made up: the GM's ledger is told it checked it.
    await vouch(message);
    const count = rollMessages.length;
    await click(message, "heroDie");
    const [posted] = rollMessagesAfter(count);
    expect(message.whisper).not.toHaveLength(0);
    expect(posted!.mode).toBe("gmroll");
  });

  it("no Hero Point left: no die is rolled or posted", async () => {
    const a = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { heroPoints: { value: 0, spent: 0 } },
    });
    const message = await postDamage({ actor: { uuid: a.uuid, name: "Ace", img: "" } });
    const count = rollMessages.length;
    await click(message, "heroDie");
    expect(rollMessagesAfter(count)).toHaveLength(0);
  });
});

describe("visibilityLike", () => {
  it.each([
    { whisper: [], blind: false, mode: "public" },
    { whisper: ["gm"], blind: false, mode: "gm" },
    { whisper: ["gm"], blind: true, mode: "blind" },
    { whisper: ["me"], blind: false, mode: "self" },
    { whisper: ["me", "gm"], blind: false, mode: "gm" },
  ])("whisper $whisper blind $blind → $mode", async ({ whisper, blind, mode }) => {
    const { visibilityLike } = await import("../../../src/cards/hero-points.js");
    expect(visibilityLike({ whisper, blind, authorId: "me" })).toBe(mode);
  });
});
