import { describe, expect, it } from "vitest";
import {
  amount,
  id,
  ids,
  MAX_AMOUNT,
  orElse,
  request,
  someIds,
} from "../../src/authority/parse.js";
import { parseOrNull, type Shape } from "../../src/rules/validate.js";

const fits = (shape: Shape<unknown>, value: unknown) => parseOrNull(shape, value) !== null;

describe("payload shapes", () => {
  it("request: a plain object, not an array or null", () => {
    const empty = request({});
    expect([fits(empty, {}), fits(empty, []), fits(empty, null), fits(empty, "x")]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it("id: Foundry's dotted ids, 1 to 200 characters", () => {
    expect(fits(id, "Scene.abc.Token.def.Actor.ghi")).toBe(true);
    expect(fits(id, "Actor.abc/../x")).toBe(false);
    expect(fits(id, "")).toBe(false);
    expect(fits(id, "a".repeat(200))).toBe(true);
    expect(fits(id, "a".repeat(201))).toBe(false);
    expect(fits(id, 12)).toBe(false);
  });

  it("amount: a whole number from 0 to MAX_AMOUNT, both included", () => {
    expect([fits(amount, 0), fits(amount, MAX_AMOUNT), fits(amount, MAX_AMOUNT + 1)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([fits(amount, -1), fits(amount, 2.5), fits(amount, "3"), fits(amount, NaN)]).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("ids: uuids, at most `max`, none twice; someIds: at least one", () => {
    expect(fits(ids(), ["Actor.a", "Actor.b"])).toBe(true);
    expect(fits(ids(), ["Actor.a", "Actor.a"])).toBe(false);
    expect(fits(ids(), ["Actor.a", "bad uuid"])).toBe(false);
    expect(fits(ids(1), ["Actor.a", "Actor.b"])).toBe(false);
    expect(fits(ids(), "Actor.a")).toBe(false);
    expect(fits(ids(), [])).toBe(true);
    expect(fits(someIds(), [])).toBe(false);
  });

  it("request: a payload with a field it should not have is refused whole", () => {
    const shape = request({ a: amount, b: orElse(amount, () => 0) });
    expect(parseOrNull(shape, { a: 1 })).toEqual({ a: 1, b: 0 });
    expect(fits(shape, { a: 1, userId: "gm" })).toBe(false);
  });

  it("request of ids: exactly the named ids, each a uuid or id; anything else is malformed", () => {
    const shape = request({ messageId: id, actorUuid: id });
    const parse = (v: unknown) => parseOrNull(shape, v);
    const ok = { messageId: "msg0000000000000", actorUuid: "Actor.ace0000000000000" };
    expect(parse(ok)).toEqual(ok);
    expect(parse({ ...ok, userId: "gm00000000000000" })).toBeNull();
    expect(parse({ messageId: ok.messageId })).toBeNull();
    expect(parse({ ...ok, actorUuid: "Actor.<script>" })).toBeNull();
    expect(parse({ ...ok, messageId: 7 })).toBeNull();
    expect(parse([ok.messageId, ok.actorUuid])).toBeNull();
    expect(parse(null)).toBeNull();
  });
});
