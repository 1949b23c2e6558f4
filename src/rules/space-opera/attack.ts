// Space Opera attacks: a natural 20 always hits and is a critical; a natural 1 always misses.
import { attackHitChance, resolveAttack } from "../d20/attack.js";

const OPERA_ATTACK = { naturalOneMisses: true } as const;

export function attackOutcome(r: { natural: number; total: number; ac: number }): {
  hit: boolean;
  critical: boolean;
} {
  return resolveAttack(r, OPERA_ATTACK);
}

/** Exact: (naturals that hit) / 20; a 20 always hits, a 1 never does. */
export function hitChance(r: { bonus: number; ac: number }): number {
  return attackHitChance(r, OPERA_ATTACK);
}
