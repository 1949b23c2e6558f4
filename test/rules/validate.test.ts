import { describe, expect, it } from "vitest";
import {
  assertBoolean,
  assertId,
  assertInteger,
  assertIntegerAtLeast,
  assertIntegerInRange,
  assertOneOf,
  assertUniqueIds,
} from "../../src/rules/validate.js";

describe("input guards", () => {
  it.each([
    [1.5, "x must be an integer, got 1.5"],
    [NaN, "x must be an integer, got NaN"],
    ["3", 'x must be an integer, got "3"'],
    [undefined, "x must be an integer, got undefined"],
    [{}, "x must be an integer, got [object Object]"],
    [true, "x must be an integer, got true"],
  ])("assertInteger rejects %s", (value, message) => {
    expect(() => assertInteger(value, "x")).toThrow(message);
  });

  it("accepts integers and checks bounds", () => {
    expect(() => assertInteger(-3, "x")).not.toThrow();
    expect(() => assertIntegerAtLeast(-1, "x", 0)).toThrow("x must be at least 0, got -1");
    expect(() => assertIntegerInRange(7, "x", 1, 6)).toThrow("x must be between 1 and 6, got 7");
    expect(() => assertIntegerInRange(0, "x", 1, 6)).toThrow("between 1 and 6");
    expect(() => assertIntegerInRange(6, "x", 1, 6)).not.toThrow();
  });

  it("checks booleans, choices and ids", () => {
    expect(() => assertBoolean("yes", "flag")).toThrow('flag must be true or false, got "yes"');
    expect(() => assertBoolean(false, "flag")).not.toThrow();
    expect(() => assertOneOf("c", "pick", ["a", "b"])).toThrow('pick must be one of a, b, got "c"');
    expect(() => assertOneOf(1, "pick", ["a"])).toThrow("got 1");
    expect(() => assertOneOf("a", "pick", ["a"])).not.toThrow();
    expect(() => assertId("", "id")).toThrow("id must be a non-empty string");
    expect(() => assertId(null, "id")).toThrow("got null");
    expect(() => assertUniqueIds(["a", "b", "a"], "list")).toThrow('list has the id "a" twice');
    expect(() => assertUniqueIds(["a", "b"], "list")).not.toThrow();
  });
});
