// The effective attacks the probe found that are still open, each pinned in found.test.ts: the
// generated cases skip them, so the rest of the probe keeps guarding everything else. The six it
// found are closed, so every generated case runs.
import type { Forged } from "./cards.js";
import type { Act } from "./actions.js";

export const KNOWN: { name: string; kind: string; act: string }[] = [];

export function isKnown(forged: Forged, act: Act): boolean {
  return KNOWN.some((k) => k.kind === forged.kind && k.act === act.name);
}
