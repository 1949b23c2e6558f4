// SHA-256 from Web Crypto (src/authority/digest.ts): the FIPS 180-4 test vectors, and no digest at
// all where the client has no Web Crypto (an insecure context).
import { afterEach, describe, expect, it, vi } from "vitest";
import { digestOf, sha256Hex, stableJson } from "../../src/authority/digest.js";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sha256Hex (FIPS 180-4 test vectors)", () => {
  it.each([
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    [
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    ],
  ])("%j", async (text, hex) => expect(await sha256Hex(text)).toBe(hex));

  it("a long and a non-ASCII text", async () => {
    expect((await sha256Hex("a".repeat(1000)))?.slice(0, 16)).toBe("41edece42d63e8d9");
    expect(await sha256Hex("é")).not.toBe(await sha256Hex("e"));
  });

  it("is Web Crypto's: none where the client has no crypto.subtle (not a secure context)", async () => {
    vi.stubGlobal("crypto", {});
    expect(await sha256Hex("abc")).toBeNull();
    expect(await digestOf({ a: 1 })).toBeNull();
  });
});

describe("digestOf", () => {
  it("ignores key order and undefined fields, sees every value", async () => {
    expect(stableJson({ b: 1, a: [1, { d: undefined, c: 2 }] })).toBe('{"a":[1,{"c":2}],"b":1}');
    expect(await digestOf({ a: 1, b: 2 })).toBe(await digestOf({ b: 2, a: 1 }));
    expect(await digestOf({ applied: ["x"] })).not.toBe(await digestOf({ applied: [] }));
  });
});
