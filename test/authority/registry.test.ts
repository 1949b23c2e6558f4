import { describe, expect, it } from "vitest";
import { registerRequestKind, requestKind } from "../../src/authority/registry.js";
import { string } from "../../src/rules/validate.js";

const kind = (name: string, result: string) => ({
  name,
  payload: string(),
  authorize: () => null,
  carryOut: async () => result,
});

describe("the request kinds", () => {
  it("a registered kind is found by its wire name", async () => {
    const registered = registerRequestKind(kind("test.echo", "first"));
    expect(requestKind("test.echo")).toBe(registered);
    expect(await requestKind("test.echo")?.carryOut("x", { id: "", name: "", isGM: true })).toBe(
      "first",
    );
  });

  it("the payload is read through the kind's one declaration, its error naming the field", () => {
    const registered = registerRequestKind(kind("test.checked", "x"));
    expect([registered.parse("a"), registered.parse(3)]).toEqual(["a", null]);
    expect(registered.check(3)).toEqual({
      ok: false,
      error: "value: expected text of at most 10000 characters",
    });
  });

  it("a later registration of the same name replaces the earlier one", () => {
    registerRequestKind(kind("test.replaced", "old"));
    const newer = registerRequestKind(kind("test.replaced", "new"));
    expect(requestKind("test.replaced")).toBe(newer);
  });

  it("an unknown name, or a name that is not a string, has no kind", () => {
    expect(requestKind("test.never")).toBeUndefined();
    expect(requestKind(42)).toBeUndefined();
    expect(requestKind({ name: "test.echo" })).toBeUndefined();
  });
});
