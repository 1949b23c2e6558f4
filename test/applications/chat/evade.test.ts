// F11: after a Hero Point Evade, Apply on the same damage card skips the actors who evaded. The
// evade is recorded in the card flags, through the GM when the evader did not post the card.
import { beforeEach, describe, expect, it } from "vitest";
import { sys, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import { actAs, type StandInUser } from "../../foundry/parts/users.js";
import type { Notice } from "../../foundry/parts/ui.js";
import type { CardData } from "../../../src/applications/chat/card-data.js";
import { postDamageCard } from "./fixtures.js";
import { chatWorld, cardOf, click, viaGm } from "./click.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld("starWorlds");
  (await import("../../../src/documents/gm-relay.js")).registerRelay();
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
      holocronCard: "evaded",
      messageId: message.id,
      actorUuid: a.uuid,
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
    expect(notices().at(-1)?.message).toBe('HOLOCRON.Chat.Error.AlreadyApplied {"name":"Ace"}');
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
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Relay.NoGM");
    expect(sys(a)).toMatchObject({ heroPoints: { value: 1 }, health: { value: 12 } });
  });
});

describe("card marks (pure)", () => {
  const damage = { type: "damage", evaded: ["Actor.a"] } as unknown as CardData;
  const opposed = {
    type: "opposed",
    resisters: [{ result: null }, { result: { rounds: [], winner: "actor" } }],
  } as unknown as CardData;
  const result = { rounds: [{ actor: 12, resister: 9 }], winner: "actor" as const };

  it.each([
    [{ holocronCard: "evaded", messageId: "m", actorUuid: "Actor.b" }, true],
    [{ holocronCard: "evaded", messageId: "m" }, false],
    [{ holocronCard: "resisted", messageId: "m", index: 0, result }, true],
    [
      { holocronCard: "resisted", messageId: "m", index: 0, result: { rounds: [], winner: "x" } },
      false,
    ],
    [{ holocronCard: "applied", messageId: "m", actorUuids: ["Actor.a"] }, true],
    [{ holocronCard: "applied", messageId: "m", actorUuids: [3] }, false],
    [{ holocronCard: "negating", messageId: "m", actorUuid: "Actor.a" }, true],
    [{ holocronCard: "negateDone", messageId: "m", actorUuid: "Actor.a", negated: true }, true],
    [{ holocronCard: "negateDone", messageId: "m", actorUuid: "Actor.a" }, false],
    [{ holocronPower: "resist", messageId: "m" }, false],
    [null, false],
  ])("isCardMark(%j) → %s", async (data, ok) => {
    const { isCardMark } = await import("../../../src/applications/chat/card-relay.js");
    expect(isCardMark(data)).toBe(ok);
  });

  it("a mark that does not fit the card writes nothing", async () => {
    const { markedCard } = await import("../../../src/applications/chat/card-relay.js");
    const evaded = (actorUuid: string) =>
      ({ holocronCard: "evaded", messageId: "m", actorUuid }) as const;
    const resisted = (index: number) =>
      ({ holocronCard: "resisted", messageId: "m", index, result }) as const;
    expect(markedCard(damage, evaded("Actor.b"))).toMatchObject({ evaded: ["Actor.a", "Actor.b"] });
    expect(markedCard(damage, evaded("Actor.a"))).toBeNull();
    expect(markedCard(opposed, evaded("Actor.b"))).toBeNull();
    expect(markedCard(opposed, resisted(0))).toMatchObject({ resisters: [{ result }, {}] });
    expect(markedCard(opposed, resisted(1))).toBeNull();
    expect(markedCard(opposed, resisted(5))).toBeNull();
    expect(markedCard(damage, resisted(0))).toBeNull();
  });

  it("damage marks: applied skips evaded and negating actors; evade and negate refuse applied", async () => {
    const { markedCard } = await import("../../../src/applications/chat/card-relay.js");
    const m = { messageId: "m" };
    const card = { type: "damage", evaded: ["Actor.e"], negating: ["Actor.n"] } as CardData;
    const applied = markedCard(card, {
      ...m,
      holocronCard: "applied",
      actorUuids: ["Actor.a", "Actor.e", "Actor.n"],
    });
    expect(applied).toMatchObject({ applied: ["Actor.a"] });
    expect(markedCard(applied, { ...m, holocronCard: "evaded", actorUuid: "Actor.a" })).toBeNull();
    expect(
      markedCard(applied, { ...m, holocronCard: "negating", actorUuid: "Actor.a" }),
    ).toBeNull();
    expect(markedCard(card, { ...m, holocronCard: "negating", actorUuid: "Actor.n" })).toBeNull();
    const done = { ...m, holocronCard: "negateDone", actorUuid: "Actor.n" } as const;
    expect(markedCard(card, { ...done, negated: true })).toMatchObject({
      negating: [],
      negated: ["Actor.n"],
    });
    expect(markedCard(card, { ...done, negated: false })).toMatchObject({
      negating: [],
      negated: [],
    });
    expect(markedCard(card, { ...done, actorUuid: "Actor.x", negated: true })).toBeNull();
  });
});
