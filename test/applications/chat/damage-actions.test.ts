// F11: after a Hero Point Evade, Apply on the same damage card skips the actors who evaded. The GM
// authority spends the point, rolls the die and records the evade in the card flags.
import { beforeEach, describe, expect, it } from "vitest";
import { sys, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import { actAs, type StandInUser } from "../../foundry/parts/users.js";
import type { Notice } from "../../foundry/parts/ui.js";
import { postDamageCard } from "./fixtures.js";
import { chatWorld, cardOf, click, viaGm } from "./click.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld("starWorlds");
});

const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;

const ace = (heroPoints = 1) =>
  glue.createActor({
    name: "Ace",
    type: "worldsCharacter",
    ownership: { default: 0, player1000000000: 3 },
    system: { heroPoints: { value: heroPoints, spent: 0 } },
  });

async function postDamage(targets: { uuid: string; name: string }[]): Promise<StandInMessage> {
  return postDamageCard({ targets: targets.map((t) => ({ ...t, ac: null })) });
}

describe("Evade, then Apply on the same card", () => {
  it("a player evades on the GM's card: the GM records it first; Apply skips the evader", async () => {
    const a = await ace();
    const message = await postDamage([{ uuid: a.uuid, name: "Ace" }]);
    scriptedDice.push(5);
    const pending = viaGm(glue.socket, "player1000000000", async () => {
      const done = click(message, "evadeDamage");
      // The mark is sent before any point is spent or damage applied.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(sys(a)).toMatchObject({ heroPoints: { value: 1 }, health: { value: 12 } });
      return done;
    });
    await pending;
    expect(sys(a)).toMatchObject({ heroPoints: { value: 0 }, health: { value: 9 } });
    expect(glue.socket.sent[0]?.data).toMatchObject({
      authority: "request",
      kind: "card.evade",
      payload: { messageId: message.id, actorUuids: [a.uuid] },
    });
    expect(cardOf(message)).toMatchObject({ evaded: [a.uuid] });
    actAs("gm00000000000000");
    const before = messages.length;
    await click(message, "applyDamage", { mode: "damage" });
    expect(sys(a)).toMatchObject({ health: { value: 9 } });
    expect(messages).toHaveLength(before);
  });

  it("Apply first: the card records it; a later Evade is refused, no point spent", async () => {
    const a = await ace();
    const message = await postDamage([{ uuid: a.uuid, name: "Ace" }]);
    await click(message, "applyDamage", { mode: "damage" });
    expect(sys(a)).toMatchObject({ health: { value: 4 } });
    expect(cardOf(message)).toMatchObject({ applied: [a.uuid] });
    scriptedDice.push(5);
    await viaGm(glue.socket, "player1000000000", () => click(message, "evadeDamage"));
    expect(sys(a)).toMatchObject({ heroPoints: { value: 1 }, health: { value: 4 } });
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Chat.Error.AllApplied");
    expect(cardOf(message)).not.toHaveProperty("evaded");
  });

  it("Apply half records the actors too; Apply skips an actor only once evaded", async () => {
    const a = await ace();
    const other = await glue.createActor({ name: "Zed", type: "worldsCharacter" });
    const message = await postDamage([
      { uuid: a.uuid, name: "Ace" },
      { uuid: other.uuid, name: "Zed" },
    ]);
    await click(message, "applyDamage", { mode: "half" });
    expect(cardOf(message)).toMatchObject({ applied: [a.uuid, other.uuid] });
  });

  it("the card's author evades: recorded at once; Apply still reaches the others", async () => {
    const a = await ace();
    const other = await glue.createActor({ name: "Zed", type: "worldsCharacter" });
    const message = await postDamage([
      { uuid: a.uuid, name: "Ace" },
      { uuid: other.uuid, name: "Zed" },
    ]);
    scriptedDice.push(6);
    // The GM owns both: each evades; Zed has no Hero Point, so only Ace does.
    await click(message, "evadeDamage");
    expect(cardOf(message)).toMatchObject({ evaded: [a.uuid] });
    await click(message, "applyDamage", { mode: "damage" });
    expect(sys(a)).toMatchObject({ health: { value: 10 } });
    expect(sys(other)).toMatchObject({ health: { value: 4 } });
  });

  it("a second Evade by the same actor does nothing", async () => {
    const a = await ace(2);
    const message = await postDamage([{ uuid: a.uuid, name: "Ace" }]);
    scriptedDice.push(5);
    await click(message, "evadeDamage");
    await click(message, "evadeDamage");
    expect(sys(a)).toMatchObject({ heroPoints: { value: 1 }, health: { value: 9 } });
  });

  it("no GM connected and not the author: a warning, no point spent", async () => {
    const a = await ace();
    const message = await postDamage([{ uuid: a.uuid, name: "Ace" }]);
    (glue.env.game as { users: { get(id: string): StandInUser } }).users.get(
      "gm00000000000000",
    ).active = false;
    actAs("player1000000000");
    await click(message, "evadeDamage");
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Authority.NoGM");
    expect(sys(a)).toMatchObject({ heroPoints: { value: 1 }, health: { value: 12 } });
  });
});
