import { beforeEach, describe, expect, it } from "vitest";
import { actAs, type StandInUser, type StandInUsers } from "../foundry/parts/users.js";
import { setupGlue, standIn, sys, type Glue } from "../data/setup.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import type * as RelayModule from "../../src/documents/gm-relay.js";

const GM = "gm00000000000000";
const P1 = "player1000000000";
const P2 = "player2000000000";

let glue: Glue;
let target: HolocronActor;
let relay: typeof RelayModule;

beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
  relay = await import("../../src/documents/gm-relay.js");
  relay.registerRelay();
  target = await glue.createActor({
    name: "Thug",
    type: "operaNpc",
    system: { stats: { str: 10, dex: 10, mnd: 10 }, health: { value: 20 } },
    ownership: { default: 0, [P1]: 3 },
  });
  const other = await glue.createActor({ name: "Mine", type: "operaCharacter" });
  void other;
});

const notices = () =>
  (glue.env.ui.notifications as { notices: { level: string; message: string }[] }).notices;

describe("the GM relay: non-owners ask the active GM", () => {
  it("a player who does not own the actor sends the request; the GM applies it and replies", async () => {
    actAs(P2);
    const pending = target.applyDamage(5);
    expect(glue.socket.sent[0]).toMatchObject({
      event: "system.holocron",
      data: { kind: "request", action: "applyDamage", actorUuid: target.uuid, args: [5, {}] },
    });
    expect(sys(target)).toMatchObject({ health: { value: 20 } });
    actAs(GM);
    await glue.socket.deliver();
    expect(sys(target)).toMatchObject({ health: { value: 15 } });
    actAs(P2);
    await glue.socket.deliver();
    const change = await pending;
    expect(change?.rows).toEqual([
      { field: "health.value", label: "HOLOCRON.Health.HP", before: 20, after: 15 },
    ]);
  });

  it("the owner writes directly, without the socket", async () => {
    actAs(P1);
    await target.applyDamage(4);
    expect(glue.socket.sent).toEqual([]);
    expect(sys(target)).toMatchObject({ health: { value: 16 } });
  });

  it("two players clicking at once are both applied, in order (the GM queues per actor)", async () => {
    actAs(P2);
    const first = target.applyDamage(5);
    actAs(P1);
    const ownHeal = target.heal(0); // the owner's own write joins the same queue
    actAs(P2);
    const second = target.applyDamage(7);
    actAs(GM);
    await glue.socket.deliver();
    await glue.socket.deliver();
    const [a, , b] = await Promise.all([first, ownHeal, second]);
    expect(a?.rows[0]).toMatchObject({ before: 20, after: 15 });
    expect(b?.rows[0]).toMatchObject({ before: 15, after: 8 });
    expect(sys(target)).toMatchObject({ health: { value: 8 } });
    expect(standIn(target).updates).toHaveLength(2);
  });

  it("no GM connected: a localized warning and nothing changes", async () => {
    const users = glue.env.game.users as StandInUsers;
    (users.get(GM) as StandInUser).active = false;
    actAs(P2);
    expect(await target.applyDamage(5)).toBeNull();
    expect(notices()).toContainEqual({ level: "warn", message: "HOLOCRON.Relay.NoGM" });
    expect(glue.socket.sent).toEqual([]);
    expect(sys(target)).toMatchObject({ health: { value: 20 } });
  });

  it("the GM re-validates: a bad amount or a deleted actor is refused, and the requester told", async () => {
    actAs(P2);
    const stale = target.applyDamage(3);
    await (target as unknown as { delete(): Promise<unknown> }).delete(); // the stand-in's delete
    const forged = {
      ...(glue.socket.queue[0]!.data as object),
      requestId: "forged",
      args: [Number.NaN],
    };
    actAs(GM);
    expect(relay.requestProblem(forged as never, target)).toBe("HOLOCRON.Relay.BadAmount");
    await glue.socket.deliver();
    actAs(P2);
    await glue.socket.deliver();
    expect(await stale).toBeNull();
    expect(notices().at(-1)?.message).toMatch(/HOLOCRON.Relay.Refused/);
    expect(relay.requestProblem({ action: "drop", args: [] } as never, target)).toBe(
      "HOLOCRON.Relay.UnknownAction",
    );
  });

  it("a non-GM client ignores requests", async () => {
    actAs(P2);
    void target.applyDamage(3);
    actAs(P1);
    await glue.socket.deliver();
    expect(sys(target)).toMatchObject({ health: { value: 20 } });
  });
});

describe("runQueued", () => {
  it("runs tasks of one key one after another, even after a failure", async () => {
    const order: string[] = [];
    const slow = relay.runQueued("k", async () => {
      await new Promise((r) => setTimeout(r, 5));
      order.push("a");
      throw new Error("a failed");
    });
    const fast = relay.runQueued("k", async () => order.push("b"));
    await expect(slow).rejects.toThrow("a failed");
    await fast;
    expect(order).toEqual(["a", "b"]);
  });
});

describe("the GM re-validates every request (F13)", () => {
  const request = (action: string, args: unknown[]) =>
    ({
      kind: "request",
      requestId: "r",
      userId: P2,
      action,
      actorUuid: target.uuid,
      args,
    }) as never;
  const gm = { isGM: true };

  it("Undo from a player is refused, even for a well-formed snapshot; nothing is written", async () => {
    actAs(P2);
    const forged = { ...target.healthSnapshot(), fields: { "stats.str": 30, "health.value": 99 } };
    const pending = target.restoreHealth(forged);
    actAs(GM);
    await glue.socket.deliver();
    actAs(P2);
    await glue.socket.deliver();
    expect(await pending).toBeNull();
    expect(notices().at(-1)?.message).toMatch(/HOLOCRON.Relay.Refused.*HOLOCRON.Relay.GmOnly/);
    expect(sys(target)).toMatchObject({ stats: { str: 10 }, health: { value: 20 } });
    expect(standIn(target).updates).toEqual([]);
    expect(relay.requestProblem(request("restoreHealth", [target.healthSnapshot()]), target)).toBe(
      "HOLOCRON.Relay.GmOnly",
    );
  });

  it.each([
    ["a field outside the ruleset's health fields", { fields: { "stats.str": 30 } }],
    ["a health value of the wrong type", { fields: { "health.value": "5" } }],
    ["a fractional health value", { fields: { "health.value": 2.5 } }],
    ["a status that is not a health status", { statuses: ["prone"] }],
    ["statuses that are not a list", { statuses: "dead" }],
    ["an out flag that is not a boolean", { out: "yes" }],
    ["another actor's snapshot", { actorUuid: "Actor.someoneElse00" }],
  ])("a GM's Undo snapshot with %s is refused", async (_name, patch) => {
    const snapshot = { ...target.healthSnapshot(), ...patch };
    const problem = relay.requestProblem(request("restoreHealth", [snapshot]), target, gm);
    expect(problem).toMatch(/HOLOCRON\.(Relay\.BadSnapshot|Health\.WrongSnapshot)/);
    actAs(GM); // a GM calling it directly gets the same refusal, and nothing is written
    await expect(target.restoreHealth(snapshot as never)).rejects.toThrow(problem!);
    expect(standIn(target).updates).toEqual([]);
  });

  it("a GM's well-formed Undo snapshot is accepted", () => {
    const snapshot = { ...target.healthSnapshot(), fields: { "health.value": 3 } };
    expect(relay.requestProblem(request("restoreHealth", [snapshot]), target, gm)).toBeNull();
  });

  it.each([
    ["setCondition", ["flying", true], "HOLOCRON.Relay.BadRequest"],
    ["setCondition", ["prone", "yes"], "HOLOCRON.Relay.BadRequest"],
    ["setCondition", ["prone", true], null],
    ["applyDamage", [5, { ignoreArmor: "yes" }], "HOLOCRON.Relay.BadRequest"],
    ["applyDamage", [5, { type: "fire" }], "HOLOCRON.Relay.BadRequest"],
    ["applyDamage", [5, { system: { str: 1 } }], "HOLOCRON.Relay.BadRequest"],
    ["applyDamage", [5, "energy"], "HOLOCRON.Relay.BadRequest"],
    ["applyDamage", [-1], "HOLOCRON.Relay.BadAmount"],
    ["applyDamage", [5, { type: "ion", ignoreArmor: true, hit: true }], null],
    ["applyDamage", [5], null],
    ["heal", [Infinity], "HOLOCRON.Relay.BadAmount"],
    ["recover", ["nap"], "HOLOCRON.Relay.BadRequest"],
    ["recover", ["heroism", { points: -3 }], "HOLOCRON.Relay.BadRequest"],
    ["recover", ["heroism", { points: 7 }], null],
    ["recover", ["heroism", { points: 14 }], null],
    ["recover", ["heroism", { points: 15 }], "HOLOCRON.Relay.BadRequest"],
  ])("%s(%j) → %s", (action, args, expected) => {
    expect(relay.requestProblem(request(action, args), target)).toBe(expected);
  });
});
