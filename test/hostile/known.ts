// The effective attacks the probe found, each pinned as a failing test in found.test.ts: the
// generated cases skip them, so the rest of the probe keeps guarding everything else.
import type { Forged } from "./cards.js";
import type { Act } from "./actions.js";

export const KNOWN: { name: string; kind: string; act: string }[] = [
  { name: "a player's hazard card, applied by the GM", kind: "hazard", act: "gm:applyHazard" },
  {
    name: "a player's attack card, its damage rolled by the GM",
    kind: "attack",
    act: "gm:rollDamage",
  },
  {
    name: "a player's check card for another, rerolled by the GM",
    kind: "worlds",
    act: "gm:heroReroll",
  },
];

export function isKnown(forged: Forged, act: Act): boolean {
  return KNOWN.some((k) => k.kind === forged.kind && k.act === act.name);
}
