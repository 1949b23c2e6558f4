// A digest of plain data, so the GM can tell whether a card it checked was changed since: SHA-256
// (FIPS 180-4) over the data's JSON with sorted keys, by the platform's Web Crypto rather than code
// of our own (a short or home-made hash would let a forger search for a collision).

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

/**
 * SHA-256 of the UTF-8 bytes of `text`, as 64 hex digits, from the browser's Web Crypto
 * (`crypto.subtle.digest`, W3C Web Cryptography API); null where this client has none: Web Crypto's
 * `subtle` exists only in secure contexts (HTTPS or localhost, MDN "SubtleCrypto"), so a Foundry
 * served over plain HTTP to another machine cannot check a digest, and its callers then trust
 * nothing that needs one.
 */
export async function sha256Hex(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const bytes = await subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The digest of plain data: equal for equal data whatever the key order; null as sha256Hex. */
export function digestOf(value: unknown): Promise<string | null> {
  return sha256Hex(stableJson(value));
}
