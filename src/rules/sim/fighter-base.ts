// What every simulated fighter shares, whatever its ruleset: who it is, its damage roll, the
// counts of its attacks, and the questions the encounter loop and the policy ask it.
import { roller, type Roller } from "./random.js";
import type { Fighter, Side } from "./types.js";

export abstract class FighterBase<F extends Fighter> {
  readonly id: string;
  readonly side: Side;
  readonly fighter: F;
  protected readonly damage: Roller;
  attacksMade = 0;
  attacksHit = 0;

  constructor(f: F) {
    this.id = f.id;
    this.side = f.side;
    this.fighter = f;
    this.damage = roller(f.damage);
  }

  /** Back to the state it entered the fight in. */
  abstract reset(): void;
  /** Taken out: it neither acts nor is attacked. */
  abstract isOut(): boolean;
  abstract isDead(): boolean;
  /** How much it can still take: lower is weaker (a mook or a Wounded hero 0). */
  abstract remaining(): number;
}
