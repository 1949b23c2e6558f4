// A digest of plain data, so the GM can tell whether a card it checked was changed since: SHA-256
// (FIPS 180-4) over the data's JSON with sorted keys, from @noble/hashes (audited, no dependencies)
// rather than code of our own. Not Web Crypto: `crypto.subtle` exists only in secure contexts (MDN
// "SubtleCrypto"), so a GM who reaches Foundry over plain HTTP on a home network would verify no
// player's card; and a short hash would let a forger search for a collision. Pure and synchronous.
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

/** JSON with every object's keys sorted (undefined fields left out, as JSON does). */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => stableJson(v ?? null)).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** SHA-256 of the UTF-8 bytes of `text`, as 64 hex digits. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The digest of plain data: equal for equal data whatever the key order. */
export function digestOf(value: unknown): string {
  return sha256Hex(stableJson(value));
}
