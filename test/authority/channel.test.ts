// The one GM channel with a made-up request kind: who carries a request out, what travels on the
// socket, and what a refusal, a repeat or a forged reply does.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { actAs, type StandInUser } from "../foundry/parts/users.js";
import type { Notice } from "../foundry/parts/ui.js";
import { viaGm } from "../applications/chat/click.js";
import {
  AUTHORITY_CHANNEL,
  ask,
  listenForRequests,
  Refusal,
  registerRequestKind,
  recentRefusals,
} from "../../src/authority/index.js";
import { senderOf } from "../../src/authority/channel.js";
import { int } from "../../src/rules/validate.js";

const GM = "gm00000000000000";
const P1 = "player1000000000";
const P2 = "player2000000000";

let glue: Glue;
const carried: { n: number; by: string }[] = [];

/** Doubles a number for anyone but Player Two; 13 is refused with data, 666 fails. */
const double = registerRequestKind<number, string>({
  name: "test.double",
  payload: int(),
  authorize: (_p, sender) => (sender.id === P2 ? "HOLOCRON.Authority.Refused.NotOwner" : null),
  async carryOut(n, sender) {
    if (n === 13) throw new Refusal("HOLOCRON.Authority.Refused.ChangedSince", { name: "Thug" });
    if (n === 666) throw new Error("a bug on the GM's side");
    carried.push({ n, by: sender.id });
    return `${2 * n} for ${sender.name}`;
  },
  withoutGm: (n) => n < 10,
});

beforeEach(async () => {
  glue = await setupGlue();
  listenForRequests();
  carried.length = 0;
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;
const lastNotice = () => notices().at(-1)?.message;
const gmUser = () => (glue.env.game.users as { get(id: string): StandInUser }).get(GM);

describe("who carries a request out", () => {
  it("the active GM carries out its own request at once: nothing goes on the socket", async () => {
    actAs(GM);
    expect(await ask(double, 4)).toBe("8 for Gamemaster");
    expect(glue.socket.sent).toEqual([]);
  });

  it("a player's request goes to the GM, who carries it out as that sender and replies", async () => {
    const result = await viaGm(glue.socket, P1, () => ask(double, 5));
    expect(result).toBe("10 for Player One");
    expect(carried).toEqual([{ n: 5, by: P1 }]);
    const [request, reply] = glue.socket.sent;
    expect(request).toMatchObject({
      event: AUTHORITY_CHANNEL,
      senderId: P1,
      data: { authority: "request", kind: "test.double", payload: 5 },
    });
    expect(reply).toMatchObject({
      senderId: GM,
      data: { authority: "reply", to: P1, ok: true, result: "10 for Player One" },
    });
  });

  it("with no GM, a kind that allows it runs on the owner's client; others say a GM is needed", async () => {
    gmUser().active = false;
    actAs(P1);
    expect(await ask(double, 3)).toBe("6 for Player One");
    expect(await ask(double, 30)).toBeNull();
    expect(lastNotice()).toBe("HOLOCRON.Authority.NoGM");
    expect(glue.socket.sent).toEqual([]);
  });
});

describe("refusals: null for the asker, told why; logged on the GM's client", () => {
  it("a sender the policy refuses", async () => {
    expect(await viaGm(glue.socket, P2, () => ask(double, 5))).toBeNull();
    expect(carried).toEqual([]);
    expect(lastNotice()).toBe("HOLOCRON.Authority.Refused.NotOwner");
    expect(recentRefusals().at(-1)).toMatchObject({ kind: "test.double", senderId: P2 });
  });

  it("a Refusal thrown while carrying out, with its data", async () => {
    actAs(GM);
    expect(await ask(double, 13)).toBeNull();
    expect(lastNotice()).toBe('HOLOCRON.Authority.Refused.ChangedSince {"name":"Thug"}');
  });

  it("an error while carrying out is a failure, logged with the error", async () => {
    actAs(GM);
    expect(await ask(double, 666)).toBeNull();
    expect(lastNotice()).toBe("HOLOCRON.Authority.Refused.Failed");
    expect(console.error).toHaveBeenCalled();
  });

  it("a malformed payload is refused before any policy runs", async () => {
    actAs(GM);
    expect(await ask(double, 2.5)).toBeNull();
    expect(lastNotice()).toBe("HOLOCRON.Authority.Refused.Malformed");
    // The GM's log names what was wrong, from the kind's one payload declaration.
    expect(recentRefusals().at(-1)?.detail).toMatch(/^value: expected a whole number/);
  });
});

describe("what the GM's client does with a forged message", () => {
  const request = { authority: "request", id: "abcdefGHIJ012345", kind: "test.double", payload: 2 };

  it("a request sent twice is carried out once", async () => {
    actAs(P1);
    glue.socket.emit(AUTHORITY_CHANNEL, request);
    glue.socket.emit(AUTHORITY_CHANNEL, request);
    actAs(GM);
    await glue.socket.deliver();
    expect(carried).toEqual([{ n: 2, by: P1 }]);
    expect(recentRefusals().at(-1)?.reason).toBe("HOLOCRON.Authority.Refused.Replay");
  });

  it("an unknown kind is refused with a reply to its sender", async () => {
    actAs(P1);
    glue.socket.emit(AUTHORITY_CHANNEL, { ...request, kind: "test.nothing" });
    actAs(GM);
    await glue.socket.deliver();
    expect(glue.socket.sent.at(-1)?.data).toMatchObject({
      authority: "reply",
      ok: false,
      reason: "HOLOCRON.Authority.Refused.UnknownKind",
    });
  });

  it("a reply from anyone but the active GM is ignored; the GM's own then counts", async () => {
    actAs(P1);
    const pending = ask(double, 6);
    const [sent] = glue.socket.queue;
    const id = (sent?.data as { id: string }).id;
    actAs(P2);
    glue.socket.emit(AUTHORITY_CHANNEL, {
      authority: "reply",
      id,
      to: P1,
      ok: true,
      result: "forged",
    });
    actAs(P1);
    glue.socket.queue.splice(0, 1); // the GM handles the request below, not P1
    await glue.socket.deliver();
    expect(recentRefusals().at(-1)?.reason).toBe("HOLOCRON.Authority.Refused.ForgedReply");
    actAs(GM);
    glue.socket.queue.push(sent!);
    await glue.socket.deliver();
    actAs(P1);
    await glue.socket.deliver();
    expect(await pending).toBe("12 for Player One");
  });

  it("data that is not an authority message is refused on the GM's client only", async () => {
    actAs(P1);
    glue.socket.emit(AUTHORITY_CHANNEL, { hello: "world" });
    const before = recentRefusals().length;
    await glue.socket.deliver();
    expect(recentRefusals()).toHaveLength(before);
    glue.socket.emit(AUTHORITY_CHANNEL, { hello: "world" });
    actAs(GM);
    await glue.socket.deliver();
    expect(recentRefusals().at(-1)?.reason).toBe("HOLOCRON.Authority.Refused.Malformed");
  });

  it("a chase request outside the registry has no way around the check", async () => {
    glue.socket.emit(AUTHORITY_CHANNEL, { chaseRequest: "advance" });
    actAs(GM);
    const before = recentRefusals().length;
    await glue.socket.deliver();
    expect(recentRefusals()).toHaveLength(before + 1);
    expect(recentRefusals().at(-1)?.reason).toBe("HOLOCRON.Authority.Refused.Malformed");
  });
});

describe("senderOf and listenForRequests", () => {
  it("a sender is a user of this world, by the id the server gave", () => {
    expect(senderOf(P1)).toEqual({ id: P1, name: "Player One", isGM: false });
    expect(senderOf("nobody0000000000")).toBeNull();
  });

  it("listening twice on one socket registers one handler", () => {
    listenForRequests();
    expect(glue.socket.handlers.get(AUTHORITY_CHANNEL)).toHaveLength(1);
  });
});
