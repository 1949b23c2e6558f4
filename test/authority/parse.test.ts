import { describe, expect, it } from "vitest";
import {
  idFields,
  isInt,
  isObj,
  isUuid,
  isUuidList,
  MAX_AMOUNT,
  oneOf,
  onlyKeys,
} from "../../src/authority/parse.js";

describe("payload shape checks", () => {
  it("isObj: a plain object, not an array or null", () => {
    expect([isObj({}), isObj([]), isObj(null), isObj("x")]).toEqual([true, false, false, false]);
  });

  it("isUuid: Foundry's dotted ids, 1 to 200 characters", () => {
    expect(isUuid("Scene.abc.Token.def.Actor.ghi")).toBe(true);
    expect(isUuid("Actor.abc/../x")).toBe(false);
    expect(isUuid("")).toBe(false);
    expect(isUuid("a".repeat(200))).toBe(true);
    expect(isUuid("a".repeat(201))).toBe(false);
    expect(isUuid(12)).toBe(false);
  });

  it("isInt: a whole number within the bounds, both included", () => {
    expect([isInt(0, 0, 10), isInt(10, 0, 10), isInt(11, 0, 10), isInt(-1, 0, 10)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([isInt(2.5, 0, 10), isInt("3", 0, 10), isInt(Number.NaN, 0, 10)]).toEqual([
      false,
      false,
      false,
    ]);
    expect(isInt(MAX_AMOUNT, 0, MAX_AMOUNT)).toBe(true);
  });

  it("oneOf: one of the listed strings", () => {
    expect(oneOf("heal", ["damage", "heal"])).toBe(true);
    expect(oneOf("kill", ["damage", "heal"])).toBe(false);
    expect(oneOf(1, ["1"])).toBe(false);
  });

  it("isUuidList: uuids, at most `max`, none twice", () => {
    expect(isUuidList(["Actor.a", "Actor.b"])).toBe(true);
    expect(isUuidList(["Actor.a", "Actor.a"])).toBe(false);
    expect(isUuidList(["Actor.a", "bad uuid"])).toBe(false);
    expect(isUuidList(["Actor.a", "Actor.b"], 1)).toBe(false);
    expect(isUuidList("Actor.a")).toBe(false);
    expect(isUuidList([])).toBe(true);
  });

  it("onlyKeys: a payload with a field it should not have is refused whole", () => {
    expect(onlyKeys({ a: 1 }, ["a", "b"])).toBe(true);
    expect(onlyKeys({ a: 1, userId: "gm" }, ["a", "b"])).toBe(false);
  });

  it("idFields: exactly the named ids, each a uuid or id; anything else is malformed", () => {
    const parse = idFields(["messageId", "actorUuid"]);
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
