import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { actAs, type StandInUser, type StandInUsers } from "../foundry/parts/users.js";
import { setupGlue, sys, type Glue } from "../data/setup.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import type * as PowerSocket from "../../src/powers/power-socket.js";
import type { PowerRequest } from "../../src/powers/power-socket.js";

const GM = "gm00000000000000";
const P2 = "player2000000000";
const RESIST: PowerRequest = { holocronPower: "resist", messageId: "m1", row: 0, resistTotal: 14 };

let glue: Glue;
let target: HolocronActor;
let handled: PowerRequest[];
let power: typeof PowerSocket;

const notices = () =>
  (glue.env.ui.notifications as { notices: { level: string; message: string }[] }).notices;

beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
  const relay = await import("../../src/documents/gm-relay.js");
  power = await import("../../src/powers/power-socket.js");
  relay.registerRelay();
  handled = [];
  power.registerPowerSocket(async (request) => {
    handled.push(request);
  });
  target = await glue.createActor({
    name: "Thug",
    type: "operaNpc",
    system: { health: { value: 20 } },
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("one socket channel, two relays (F16)", () => {
  it("each relay ignores the other's messages without an error or a warning", async () => {
    const logged = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
    actAs(P2);
    const damage = target.applyDamage(4);
    expect(await power.asGm(RESIST)).toBe(true);
    expect(glue.socket.queue.map((m) => m.event)).toEqual(["system.holocron", "system.holocron"]);
    actAs(GM);
    await glue.socket.deliver();
    expect(handled).toEqual([RESIST]);
    expect(sys(target)).toMatchObject({ health: { value: 16 } });
    actAs(P2);
    await glue.socket.deliver();
    expect((await damage)?.rows[0]).toMatchObject({ before: 20, after: 16 });
    expect(notices()).toEqual([]);
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it("no GM connected: the power relay tells the requester and sends nothing", async () => {
    (glue.env.game.users as StandInUsers).get(GM)!.active = false as StandInUser["active"];
    actAs(P2);
    expect(await power.asGm(RESIST)).toBe(false);
    expect(notices()).toEqual([{ level: "warn", message: "HOLOCRON.Power.Notify.NoGm" }]);
    expect(glue.socket.sent).toEqual([]);
  });

  it("a request the GM cannot carry out is reported on the GM's screen, not thrown", async () => {
    power.registerPowerSocket(async () => {
      throw new Error("card gone");
    });
    actAs(P2);
    await power.asGm(RESIST);
    actAs(GM);
    await expect(glue.socket.deliver()).resolves.toBe(1);
    expect(notices()).toContainEqual({
      level: "error",
      message: "HOLOCRON.Power.Notify.RelayFailed",
    });
  });
});
