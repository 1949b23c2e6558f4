// Skill checks and opposed checks of the shared d20 core: no natural-20/1 rule on checks.
import { assertInteger } from "../validate.js";

/** Exact chance that d20 + bonus ≥ dc. */
export function checkChance(a: { bonus: number; dc: number }): number {
  assertInteger(a.bonus, "check bonus");
  assertInteger(a.dc, "DC");
  const needed = a.dc - a.bonus; // the lowest natural that succeeds
  const successes = Math.min(20, Math.max(0, 21 - needed));
  return successes / 20;
}

/** A check against a static DC succeeds when its total reaches the DC (no natural-20/1 rule). */
export function meetsDc(total: number, dc: number): boolean {
  assertInteger(total, "check total");
  assertInteger(dc, "DC");
  return total >= dc;
}

/** Higher total wins; a tie goes to the resister (the defender). */
export function opposedWinner(actorTotal: number, resisterTotal: number): "actor" | "resister" {
  assertInteger(actorTotal, "actor total");
  assertInteger(resisterTotal, "resister total");
  return actorTotal > resisterTotal ? "actor" : "resister";
}

/** Exact chance that d20 + actorBonus beats d20 + resisterBonus, ties to the resister (/400). */
export function opposedCheckChance(a: { actorBonus: number; resisterBonus: number }): number {
  assertInteger(a.actorBonus, "actor bonus");
  assertInteger(a.resisterBonus, "resister bonus");
  let wins = 0;
  for (let actor = 1; actor <= 20; actor++) {
    // resister naturals r with r + resisterBonus < actor + actorBonus
    const below = actor + a.actorBonus - a.resisterBonus - 1;
    wins += Math.min(20, Math.max(0, below));
  }
  return wins / 400;
}
