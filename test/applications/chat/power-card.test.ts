// The power card: its state in the message flags, the content rendered from it, and the reported
// powers (Surge, Mind Trick, Farseeing, Telepathy) whispered to the GMs and the user.
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import type { StandInMessage } from "../../foundry/parts/chat.js";
import { pendingRow, pushCardState } from "../powers/card-fixtures.js";
import { chatWorld } from "./click.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld();
});

const card = () => import("../../../src/applications/chat/power-card.js");
const kara = () => glue.createActor({ name: "Kara", type: "m20Character" });

describe("readCardState", () => {
  it("a power card's state; any other message has none", async () => {
    const { readCardState } = await card();
    const state = pushCardState();
    expect(readCardState({ flags: { holocron: { power: state } } })).toBe(state);
    expect(readCardState({ flags: { holocron: { card: {} } } })).toBeNull();
    expect(readCardState({ flags: { holocron: { power: { powerId: "push" } } } })).toBeNull();
    expect(readCardState({})).toBeNull();
  });
});

describe("postPowerCard", () => {
  it("stores the state, renders it, and speaks as the actor; a Push is public", async () => {
    const { postPowerCard, readCardState } = await card();
    const state = pushCardState({ rows: [pendingRow({ targetUuid: "Actor.a", name: "Droid A" })] });
    const message = (await postPowerCard(state, [], await kara())) as unknown as StandInMessage;
    expect(readCardState(message)).toEqual(state);
    expect(message.content).toContain("Droid A");
    expect(message.speaker).toMatchObject({ alias: "Kara" });
    expect(message.whisper ?? []).toEqual([]);
  });

  it("a reported power is whispered to the GMs and the user who used it", async () => {
    const { postPowerCard } = await card();
    const state = pushCardState({ powerId: "surge", itemName: "Surge" });
    const message = (await postPowerCard(
      state,
      [],
      await kara(),
      "player1000000000",
    )) as unknown as StandInMessage;
    expect(message.whisper).toEqual(["gm00000000000000", "player1000000000"]);
  });
});

describe("updatePowerCard", () => {
  it("writes the new state and renders it again", async () => {
    const { postPowerCard, readCardState, updatePowerCard } = await card();
    const row = pendingRow({ targetUuid: "Actor.a", name: "Droid A" });
    const message = await postPowerCard(pushCardState({ rows: [row] }), [], await kara());
    const next = pushCardState({ rows: [{ ...row, name: "Droid B" }] });
    await updatePowerCard(message!, next);
    expect(readCardState(message as never)).toEqual(next);
    expect((message as unknown as StandInMessage).content).toContain("Droid B");
  });
});
