import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { ownedBy, ownsUuid, unlessOwnedBy } from "../../src/authority/ownership.js";
import type { Sender } from "../../src/authority/registry.js";

const GM: Sender = { id: "gm00000000000000", name: "Gamemaster", isGM: true };
const P1: Sender = { id: "player1000000000", name: "Player One", isGM: false };
const P2: Sender = { id: "player2000000000", name: "Player Two", isGM: false };

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

const acesActor = () =>
  glue.createActor({ name: "Ace", type: "m20Character", ownership: { default: 0, [P1.id]: 3 } });

describe("ownedBy: Foundry's permission test with the sending user", () => {
  it("the owner and a GM own it; another player does not", async () => {
    const ace = await acesActor();
    expect([ownedBy(ace, P1), ownedBy(ace, GM), ownedBy(ace, P2)]).toEqual([true, true, false]);
  });

  it("nothing is owned when there is no document, or the sender is no user of this world", async () => {
    const ace = await acesActor();
    expect(ownedBy(null, GM)).toBe(false);
    expect(ownedBy(ace, { id: "nobody0000000000", name: "x", isGM: false })).toBe(false);
  });

  it("a sender that claims an owner's name but has another id owns nothing", async () => {
    const ace = await acesActor();
    expect(ownedBy(ace, { ...P2, name: "Player One" })).toBe(false);
  });

  it("unlessOwnedBy: no refusal for an owner, the not-owner refusal for anyone else", async () => {
    const ace = await acesActor();
    expect(unlessOwnedBy(ace, P1)).toBeNull();
    expect(unlessOwnedBy(ace, P2)).toBe("HOLOCRON.Authority.Refused.NotOwner");
    expect(unlessOwnedBy(undefined, GM)).toBe("HOLOCRON.Authority.Refused.NotOwner");
  });
});

describe("ownsUuid", () => {
  it("looks the document up by uuid; an unknown uuid is owned by nobody", async () => {
    const ace = await acesActor();
    expect(ownsUuid(ace.uuid, P1)).toBe(true);
    expect(ownsUuid(ace.uuid, P2)).toBe(false);
    expect(ownsUuid("Actor.doesNotExist0", GM)).toBe(false);
  });
});
