// The simulator's policy for the choices a player or GM would make. It is deliberately simple and
// the encounter-odds panel states it:
// - Everyone still up is in reach (no positions, no cover, no movement).
// - Each fighter attacks the weakest foe still up (a mook first, since any hit drops it; then the
//   lowest HP or Vitality, a Wounded Star Worlds fighter counting 0), with its best attack.
// - A Knight or psion uses its damage power instead when the power's expected damage (chance to
//   win the opposed check × mean damage) beats the attack's (hit chance × mean damage, plus the
//   critical's second roll) and its HP stays above 0 after paying the cost.
// - Star Worlds: Success and Critical hit; a Problem hits too, at a cost: the target, if still up,
//   strikes back at once with its own damage ("cost, compromise, retribution, harm"); Failure
//   misses. A hero spends a Hero Point to evade 1d6 damage when it is Wounded and the hit could
//   otherwise make it Dying (damage after Armor of 6 or less).
// - Nobody flees, surrenders, heals, or uses other powers; Space Opera dying checks stop when the
//   fight is decided.
import type { FighterBase } from "./fighter-base.js";
import type { Fighter } from "./types.js";

/** The weakest foe still up; the first in the list among equals. */
export function weakest<F extends FighterBase<Fighter>>(foes: readonly F[]): F | null {
  let best: F | null = null;
  let bestLeft = Infinity;
  for (const foe of foes) {
    if (foe.isOut()) continue;
    const left = foe.remaining();
    if (left < bestLeft) {
      best = foe;
      bestLeft = left;
    }
  }
  return best;
}
