// The chase check as a GM authority request (`chase.roll`): the payload's shape, and forged
// requests from a player's console refused and logged, while the honest one is rolled once.
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { actAs } from "../../foundry/parts/users.js";
import { placeToken, type StandInScene } from "../../foundry/parts/scenes.js";
import { chaseRoll } from "../../../src/applications/chase/chase-requests.js";
import { GM, P1, P2, chaseWorld, click, loadChaseModules, runner } from "./world.js";

let glue: Glue;
let scene: StandInScene;
beforeEach(async () => {
  ({ glue, scene } = await chaseWorld());
});

describe("the chase roll's payload shape", () => {
  const parseChaseRoll = (p: unknown) => chaseRoll.parse(p);
  const ok = { chaseId: "c1", participantId: "p1", round: 2 };
  it("keeps a well-formed payload", () => {
    expect(parseChaseRoll(ok)).toEqual(ok);
  });
  it.each([
    ["no object", null],
    ["an extra field", { ...ok, total: 20 }],
    ["an id with a dot", { ...ok, chaseId: "c.1" }],
    ["an empty id", { ...ok, participantId: "" }],
    ["round 0", { ...ok, round: 0 }],
    ["a fractional round", { ...ok, round: 1.5 }],
    ["a round given as text", { ...ok, round: "2" }],
  ])("refuses %s", (_, payload) => {
    expect(parseChaseRoll(payload)).toBeNull();
  });
});

describe("a chase check asked from the browser console", () => {
  it("is refused unless the sender owns the runner, for this round, once", async () => {
    const kara = await glue.createActor(runner("Kara", P1));
    const jax = await glue.createActor(runner("Jax", P2));
    const thief = await glue.createActor(runner("Thief", null));
    for (const a of [kara, jax, thief]) placeToken(scene, a as never, { select: true });
    const { tracker, actions, store } = await loadChaseModules();
    const app = tracker.chaseTracker();
    await click(actions, app, "startFromSelected");
    await click(actions, app, "begin");
    const c = app.chase!;
    const [K, J, T] = c.participants.map((p) => p.id) as [string, string, string];
    const authority = await import("../../../src/authority/index.js");
    const send = async (payload: unknown) => {
      actAs(P1);
      glue.socket.emit("system.holocron", {
        authority: "request",
        id: foundry.utils.randomID(16),
        kind: "chase.roll",
        payload,
      });
      actAs(GM);
      await glue.socket.deliver();
      return authority.recentRefusals().at(-1)?.reason;
    };
    const at = { chaseId: c.id, round: 1 };
    expect(await send({ ...at, participantId: J })).toBe("HOLOCRON.Chase.Error.NotOwner");
    expect(await send({ ...at, participantId: T })).toBe("HOLOCRON.Chase.Error.NotOwner");
    expect(await send({ ...at, participantId: K, round: 2 })).toBe(
      "HOLOCRON.Chase.Error.StaleRound",
    );
    expect(await send({ ...at, participantId: K, total: 40 })).toBe(
      "HOLOCRON.Authority.Refused.Malformed",
    );
    expect(store.findChase(c.id)!.rolls).toEqual({});
    // Honest, then the same check asked again: the GM rolled it once.
    scriptedDice.push(7);
    const logged = authority.recentRefusals().length;
    await send({ ...at, participantId: K });
    expect(authority.recentRefusals().length).toBe(logged);
    expect(store.findChase(c.id)!.rolls[K]).toMatchObject({ dice: [7] });
    expect(await send({ ...at, participantId: K })).toBe("HOLOCRON.Chase.Error.AlreadyRolled");
    expect(store.findChase(c.id)!.rolls[K]).toMatchObject({ dice: [7] });
  });
});
