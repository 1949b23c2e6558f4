// The GM relay's `receiveHeroPoints` action (a Star Worlds gift): the GM re-checks the amount (a whole
// number 1..12) and that the receiver ends at 12 or less; the owner writes directly; `spent` is untouched.
import { beforeEach, describe, expect, it } from "vitest";
import { actAs } from "../foundry/parts/users.js";
import { setupGlue, sys, type Glue } from "../data/setup.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import type * as RelayModule from "../../src/documents/gm-relay.js";

const GM = "gm00000000000000";
const P1 = "player1000000000";
const P2 = "player2000000000";

let glue: Glue;
let tam: HolocronActor;
let relay: typeof RelayModule;

beforeEach(async () => {
  glue = await setupGlue("starWorlds");
  relay = await import("../../src/documents/gm-relay.js");
  relay.registerRelay();
  tam = await glue.createActor({
    name: "Tam",
    type: "worldsCharacter",
    system: { heroPoints: { value: 10, spent: 4 } },
    ownership: { default: 0, [P1]: 3 },
  });
});

const request = (args: unknown[]) =>
  ({
    kind: "request",
    requestId: "r1",
    userId: P2,
    action: "receiveHeroPoints",
    actorUuid: tam.uuid,
    args,
  }) as RelayModule.RelayRequest;

describe("receiveHeroPoints through the relay", () => {
  it.each([
    [[1], null],
    [[2], null],
    [[3], "HOLOCRON.Relay.HeroPointsFull"],
    [[0], "HOLOCRON.Relay.BadAmount"],
    [[-1], "HOLOCRON.Relay.BadAmount"],
    [[1.5], "HOLOCRON.Relay.BadAmount"],
    [[13], "HOLOCRON.Relay.BadAmount"],
    [["1"], "HOLOCRON.Relay.BadAmount"],
    [[], "HOLOCRON.Relay.BadAmount"],
  ])("args %j → %s", (args, expected) => {
    expect(relay.requestProblem(request(args), tam)).toBe(expected);
  });

  it("an actor without Hero Points is refused", async () => {
    const npc = await glue.createActor({ name: "Thug", type: "worldsNpc" });
    expect(relay.requestProblem(request([1]), npc)).toBe("HOLOCRON.Relay.BadRequest");
  });

  it("a non-owner asks the GM, who writes the points (spent untouched) and replies", async () => {
    actAs(P2);
    const pending = tam.receiveHeroPoints(2);
    expect(glue.socket.sent[0]?.data).toMatchObject({ action: "receiveHeroPoints", args: [2] });
    actAs(GM);
    await glue.socket.deliver();
    actAs(P2);
    await glue.socket.deliver();
    expect(await pending).toBe(12);
    expect(sys(tam).heroPoints).toMatchObject({ value: 12, spent: 4 });
  });

  it("the owner writes directly; above 12 is refused with an i18n key and nothing changes", async () => {
    actAs(P1);
    expect(await tam.receiveHeroPoints(1)).toBe(11);
    expect(glue.socket.sent).toEqual([]);
    await expect(tam.receiveHeroPoints(2)).rejects.toThrow("HOLOCRON.Relay.HeroPointsFull");
    expect(sys(tam).heroPoints).toMatchObject({ value: 11, spent: 4 });
  });
});
