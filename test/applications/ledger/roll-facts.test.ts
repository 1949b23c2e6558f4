// The natural faces of a combat (roll-facts.ts): the d20 of each check and attack card posted while
// it ran, read only from the cards the GM trusts (src/cards/card.ts).
import { describe, expect, it } from "vitest";
import { rollFactsOf, trustedCards } from "../../../src/applications/ledger/roll-facts.js";
import { plainDamageCard } from "../chat/fixtures.js";
import { setupCombatWorld } from "../../combat/world.js";
import { actAs } from "../../foundry/parts/users.js";
import { checkCard } from "./fight-world.js";

describe("rollFactsOf", () => {
  it("the checks and attacks from `from` to `to`, both ends kept; other cards have no face", () => {
    const cards = [
      { card: checkCard("Actor.kara", 20) as never, time: 99 },
      { card: checkCard("Actor.kara", 7) as never, time: 100 },
      { card: { ...checkCard("Actor.thug", 1), type: "attack" } as never, time: 150 },
      { card: plainDamageCard(), time: 160 },
      { card: checkCard("Actor.kara", 20) as never, time: 200 },
      { card: checkCard("Actor.kara", 20) as never, time: 201 },
    ];
    expect(rollFactsOf(cards, 100, 200)).toEqual([
      { actorUuid: "Actor.kara", natural: 7 },
      { actorUuid: "Actor.thug", natural: 1 },
      { actorUuid: "Actor.kara", natural: 20 },
    ]);
    expect(rollFactsOf(cards, 300, 400)).toEqual([]);
  });
});

describe("trustedCards", () => {
  it("the GM's cards with their times; a message with no card and a player's own card are left out", async () => {
    const { env } = await setupCombatWorld("m20");
    const ChatMessage = env.extra.ChatMessage as { create(d: object): Promise<unknown> };
    actAs("gm00000000000000");
    await ChatMessage.create({ flags: { holocron: { card: checkCard("Actor.kara", 20) } } });
    await ChatMessage.create({ content: "hello" });
    actAs("player1000000000");
    await ChatMessage.create({ flags: { holocron: { card: checkCard("Actor.kara", 1) } } });
    const found = trustedCards();
    expect(found.map((c) => c.card.type === "check" && c.card.natural)).toEqual([20]);
    expect(found[0]!.time).toBe([...game.messages][0]!.timestamp);
  });
});
