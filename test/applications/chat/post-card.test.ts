// A card posted keeps its data in the message flags (buttons work after a reload) and its HTML
// rendered from that data; an update writes both again.
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import type { StandInMessage } from "../../foundry/parts/chat.js";
import { chatWorld, lastMessage } from "./click.js";
import { plainDamageCard } from "./fixtures.js";
import { cardOf, gameI18n, postCard, updateCard } from "../../../src/cards/card.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld();
});

describe("postCard", () => {
  it("stores the card in the flags and its rendered HTML as the content", async () => {
    const card = plainDamageCard({ total: 7 });
    const message = (await postCard(card)) as unknown as StandInMessage;
    expect(message).toBe(lastMessage());
    expect(message.getFlag("holocron", "card")).toEqual(card);
    expect(message.content).toContain("7");
    expect(cardOf(message as never)).toEqual(card);
  });

  it("speaks as the actor given, and follows a message mode (a GM roll whispers the GM)", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const message = (await postCard(plainDamageCard(), {
      actor: kara,
      rollMode: "gmroll",
    })) as unknown as StandInMessage;
    expect(message.speaker).toMatchObject({ alias: "Kara" });
    expect(message.whisper).toEqual(["gm00000000000000"]);
  });

  it("a mode the running Foundry does not know is ignored: the card is public", async () => {
    const message = (await postCard(plainDamageCard(), {
      rollMode: "nonsense",
    })) as unknown as StandInMessage;
    expect(message.whisper ?? []).toEqual([]);
  });
});

describe("cardOf and updateCard", () => {
  it("a message without card data has none", async () => {
    const message = await ChatMessage.create({ content: "hello" });
    expect(cardOf(message as never)).toBeNull();
  });

  it("updateCard writes the new data and renders it again", async () => {
    const message = (await postCard(plainDamageCard({ total: 7 }))) as unknown as StandInMessage;
    const next = plainDamageCard({ total: 11 });
    await updateCard(message as never, next);
    expect(cardOf(message as never)).toEqual(next);
    expect(message.content).toContain("11");
  });
});

describe("gameI18n", () => {
  it("localizes and formats through game.i18n", () => {
    const i18n = gameI18n();
    expect(i18n.localize("HOLOCRON.Chat.Apply")).toBe(game.i18n.localize("HOLOCRON.Chat.Apply"));
    expect(i18n.format("HOLOCRON.Chat.Error.TargetGone", { name: "Kara" })).toBe(
      game.i18n.format("HOLOCRON.Chat.Error.TargetGone", { name: "Kara" }),
    );
  });
});
