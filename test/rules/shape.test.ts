// Shapes of outside data: each reads a fitting value as itself, drops undeclared keys (or refuses them
// when exact), and names the first wrong field of a value that does not fit.
import { describe, expect, it } from "vitest";
import * as is from "../../src/rules/validate.js";

const error = (shape: is.Shape<unknown>, value: unknown) => {
  const read = is.parse(shape, value);
  return read.ok ? null : read.error;
};

describe("primitives", () => {
  it.each([
    [is.boolean, true, "x"],
    [is.number, 0.25, Number.NaN],
    [is.int(0, 3), 3, 4],
    [is.int(0, 3), 0, 1.5],
    [is.string(3), "abc", "abcd"],
    [is.uuid, "Actor.a1", "Actor.a-1"],
    [is.uuid, "Scene.s.Token.t.Actor.a", ""],
    [is.oneOf(["a", "b"]), "b", "c"],
    [is.literal("a"), "a", "b"],
    [is.nullable(is.number), null, undefined],
  ] as [is.Shape<unknown>, unknown, unknown][])("%# fits %j, not %j", (shape, good, bad) => {
    expect(is.parse(shape, good)).toEqual({ ok: true, value: good });
    expect(is.parseOrNull(shape, bad)).toBeNull();
  });

  it("a uuid is at most 200 characters", () => {
    expect(is.parseOrNull(is.uuid, "a".repeat(200))).not.toBeNull();
    expect(is.parseOrNull(is.uuid, "a".repeat(201))).toBeNull();
  });
});

describe("object", () => {
  const point = is.object({ x: is.int(), y: is.optional(is.int()), tags: is.array(is.string()) });

  it("a fitting value comes back as itself; an absent optional field stays absent", () => {
    const value = { x: 1, tags: ["a"] };
    const read = is.parse(point, value);
    expect(read.ok && read.value).toBe(value);
    expect(read.ok && "y" in read.value).toBe(false);
  });

  it("undeclared keys are dropped from a copy", () => {
    const value = { x: 1, tags: [], extra: "forged" };
    expect(is.parse(point, value)).toEqual({ ok: true, value: { x: 1, tags: [] } });
  });

  it("exact: an undeclared key is an error", () => {
    const exact = is.object({ x: is.int() }, { exact: true });
    expect(error(exact, { x: 1, y: 2 })).toBe("y: expected no such field");
  });

  it("names the first wrong field by its path", () => {
    expect(error(point, { x: 1, tags: ["a", 2] })).toBe(
      "tags.1: expected text of at most 10000 characters",
    );
    expect(error(point, { x: 1, y: "2", tags: [] })).toMatch(/^y: expected a whole number/);
    expect(error(point, { tags: [] })).toMatch(/^x: expected a whole number/);
    expect(error(point, [1])).toBe("value: expected an object");
  });
});

describe("lists and records", () => {
  it("array: a length limit and, when asked, no repeats", () => {
    expect(is.parseOrNull(is.array(is.int(), { max: 2 }), [1, 2, 3])).toBeNull();
    expect(error(is.array(is.int(), { unique: true }), [1, 1])).toBe("value: expected no repeats");
  });

  it("record and keyed", () => {
    expect(is.parseOrNull(is.record(is.int()), { a: 1, b: "2" })).toBeNull();
    const keyed = is.keyed(["a", "b"], is.int());
    expect(is.parseOrNull(keyed, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(error(keyed, { a: 1 })).toMatch(/^b: expected a whole number/);
  });

  it("anyOf: the first shape that fits", () => {
    const either = is.anyOf<number | boolean>(is.number, is.boolean);
    expect([is.parseOrNull(either, 2), is.parseOrNull(either, false)]).toEqual([2, false]);
    expect(error(either, "2")).toBe("value: expected a value of another kind");
  });
});

describe("tagged", () => {
  const shape = is.tagged("type", {
    a: is.object({ type: is.literal("a"), n: is.int() }),
    b: is.object({ type: is.literal("b"), s: is.string() }),
  });

  it("reads each kind by its tag", () => {
    expect(is.parseOrNull(shape, { type: "b", s: "x" })).toEqual({ type: "b", s: "x" });
    expect(error(shape, { type: "a", s: "x" })).toMatch(/^n: expected a whole number/);
  });

  it("an unknown tag names the known ones", () => {
    expect(error(shape, { type: "c" })).toBe("type: expected one of a, b");
    expect(error(shape, { type: "toString" })).toBe("type: expected one of a, b");
  });
});

describe("refine", () => {
  it("adds a condition on the value read", () => {
    const even = is.refine(is.int(), "an even number", (n) => n % 2 === 0);
    expect([is.parseOrNull(even, 2), error(even, 3)]).toEqual([
      2,
      "value: expected an even number",
    ]);
  });
});
