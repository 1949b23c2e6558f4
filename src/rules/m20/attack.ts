// m20 attacks: a natural 20 always hits and is a critical; a natural 1 has no special rule.
import { attackHitChance, resolveAttack } from "../d20/attack.js";

const M20_ATTACK = { naturalOneMisses: false } as const;

export function attackOutcome(r: { natural: number; total: number; ac: number }): {
  hit: boolean;
  critical: boolean;
} {
  return resolveAttack(r, M20_ATTACK);
}

/** Exact: (naturals that hit) / 20, a natural 20 always among them. */
export function hitChance(r: { bonus: number; ac: number }): number {
  return attackHitChance(r, M20_ATTACK);
}
