import { describe, expect, it } from "vitest";
import { digestOf, sha256Hex, stableJson } from "../../src/authority/digest.js";

describe("sha256Hex (FIPS 180-4 test vectors)", () => {
  it.each([
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    [
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    ],
  ])("%j", (text, hex) => expect(sha256Hex(text)).toBe(hex));

  it("a long and a non-ASCII text", () => {
    expect(sha256Hex("a".repeat(1000)).slice(0, 16)).toBe("41edece42d63e8d9");
    expect(sha256Hex("é")).not.toBe(sha256Hex("e"));
  });
});

describe("digestOf", () => {
  it("ignores key order and undefined fields, sees every value", () => {
    expect(stableJson({ b: 1, a: [1, { d: undefined, c: 2 }] })).toBe('{"a":[1,{"c":2}],"b":1}');
    expect(digestOf({ a: 1, b: 2 })).toBe(digestOf({ b: 2, a: 1 }));
    expect(digestOf({ applied: ["x"] })).not.toBe(digestOf({ applied: [] }));
  });
});

describe("the digest's source", () => {
  it("is the maintained library's, with no SHA-256 of our own in src", async () => {
    const { readFileSync, readdirSync } = await import("node:fs");
    const { join } = await import("node:path");
    const files = (readdirSync("src", { recursive: true }) as string[]).filter((f) =>
      f.endsWith(".ts"),
    );
    // 0x428a2f98 is SHA-256's first round constant (FIPS 180-4, 4.2.2): a hand-written SHA-256 holds it.
    const ownHash = files.filter((f) =>
      readFileSync(join("src", f), "utf8").includes("0x428a2f98"),
    );
    expect(ownHash).toEqual([]);
    expect(readFileSync("src/authority/digest.ts", "utf8")).toContain(
      'from "@noble/hashes/sha2.js"',
    );
  });
});
