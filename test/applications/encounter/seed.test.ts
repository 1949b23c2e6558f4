import { describe, expect, it } from "vitest";
import { seedOf } from "../../../src/applications/encounter/seed.js";

describe("seedOf", () => {
  it("a whole 32-bit number, the same for one key, another for another", () => {
    const seed = seedOf("state");
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
    expect(seedOf("state")).toBe(seed);
    expect(seedOf("state2")).not.toBe(seed);
  });

  it("is 32-bit FNV-1a: the published values of '', 'a' and 'foobar'", () => {
    // Fowler–Noll–Vo test vectors: offset basis 0x811c9dc5, "a" 0xe40c292c, "foobar" 0xbf9cf968.
    expect(seedOf("")).toBe(0x811c9dc5);
    expect(seedOf("a")).toBe(0xe40c292c);
    expect(seedOf("foobar")).toBe(0xbf9cf968);
  });

  it("depends on the order of the text", () => {
    expect(seedOf("ab")).not.toBe(seedOf("ba"));
  });
});
