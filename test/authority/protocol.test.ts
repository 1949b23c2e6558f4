import { describe, expect, it } from "vitest";
import { parseMessage, RecentIds } from "../../src/authority/channel.js";

const ID = "abcdefGHIJ012345";

describe("parseMessage", () => {
  it("reads a request: its id, kind and payload as sent", () => {
    const payload = { actorUuid: "Actor.x" };
    expect(parseMessage({ authority: "request", id: ID, kind: "actor.health", payload })).toEqual({
      authority: "request",
      id: ID,
      kind: "actor.health",
      payload,
    });
  });

  it("reads a reply, keeping a refusal's reason and its data, dropping other fields", () => {
    const reply = {
      authority: "reply",
      id: ID,
      to: "player1000000000",
      ok: false,
      result: null,
      reason: "HOLOCRON.Authority.Refused.ChangedSince",
      reasonData: { name: "Thug" },
    };
    expect(parseMessage({ ...reply, extra: "dropped" })).toEqual(reply);
  });

  it.each([
    ["not an object", "request"],
    ["no id", { authority: "request", kind: "x" }],
    ["an id that is not 16 letters and digits", { authority: "request", id: "short", kind: "x" }],
    ["an id with other characters", { authority: "request", id: "abcdefGHIJ01234-", kind: "x" }],
    ["a request without a kind", { authority: "request", id: ID }],
    ["a reply without `ok`", { authority: "reply", id: ID, to: "x" }],
    ["a reply whose `ok` is a string", { authority: "reply", id: ID, to: "x", ok: "yes" }],
    ["another protocol", { authority: "relay", id: ID, kind: "x" }],
  ])("refuses %s", (_why, data) => {
    expect(parseMessage(data)).toBeNull();
  });
});

describe("RecentIds", () => {
  it("a first id is new, its repeat is seen", () => {
    const ids = new RecentIds();
    expect(ids.seen(ID)).toBe(false);
    expect(ids.seen(ID)).toBe(true);
    expect(ids.seen("another0000000000")).toBe(false);
  });

  it("remembers only the last `size` ids: the oldest is forgotten first", () => {
    const ids = new RecentIds(2);
    ids.seen("a");
    ids.seen("b");
    ids.seen("c");
    expect(ids.seen("c")).toBe(true);
    expect(ids.seen("b")).toBe(true);
    expect(ids.seen("a")).toBe(false);
  });
});
