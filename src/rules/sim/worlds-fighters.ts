// Star Worlds fighters in a simulated fight: 2d6 + attack read in bands, damage less Armor into
// Vitality, Wounded then Dying, Hero Points to evade, and "who goes first" by Speed then Daring.
import type { Rng } from "../dice/roll.js";
import * as starWorlds from "../star-worlds/index.js";
import { die } from "./random.js";
import { FighterBase } from "./fighter-base.js";
import { weakest } from "./policy.js";
import type { WorldsFighter } from "./types.js";

/** The evade spend rolls 1d6 (seed: "Evade 1d6 damage from an attack on you"). */
const EVADE_FACES = 6;

export class WorldsSim extends FighterBase<WorldsFighter> {
  private readonly start: starWorlds.WorldsHealth;
  private health: starWorlds.WorldsHealth;
  private heroPoints: number;

  constructor(f: WorldsFighter) {
    super(f);
    const wounded = (f.wounded ?? false) || f.vitality === 0;
    // Damage 0 changes nothing but checks the state (Vitality within max, Armor ≥ 0…).
    this.start = starWorlds.applyDamage(
      {
        vitality: f.vitality,
        maxVitality: f.maxVitality,
        armor: f.armor,
        wounded,
        dying: f.dying ?? false,
      },
      0,
    );
    this.health = this.start;
    this.heroPoints = f.heroPoints ?? 0;
  }

  override reset(): void {
    this.health = this.start;
    this.heroPoints = this.fighter.heroPoints ?? 0;
  }

  override isOut(): boolean {
    return this.health.dying;
  }

  /** Dying is not dead in Star Worlds: it needs a week's rest (or bacta). */
  override isDead(): boolean {
    return false;
  }

  override remaining(): number {
    return this.health.wounded ? 0 : this.health.vitality;
  }

  daringRoll(rng: Rng): number {
    return die(6, rng) + die(6, rng) + this.fighter.daring;
  }

  turn(foes: readonly WorldsSim[], rng: Rng): void {
    if (this.isOut()) return;
    // The loop stops as soon as a side is all out, so a foe is always up here.
    const target = weakest(foes)!;
    const total = die(6, rng) + die(6, rng) + this.fighter.attack;
    const band = starWorlds.outcome(total, { skilled: false });
    this.attacksMade++;
    if (band === "failure" || band === "closeCall") return;
    this.attacksHit++;
    target.takeDamage(Math.max(0, this.damage.roll(rng)), rng);
    // A Problem succeeds at a cost: the target, still up, strikes back (see policy.ts).
    if (band === "problem" && !target.isOut()) {
      this.takeDamage(Math.max(0, target.damage.roll(rng)), rng);
    }
  }

  private takeDamage(amount: number, rng: Rng): void {
    const through = amount - this.health.armor;
    if (this.heroPoints > 0 && this.health.wounded && through > 0 && through <= EVADE_FACES) {
      this.heroPoints--;
      amount = starWorlds.evadeDamage(amount, die(EVADE_FACES, rng));
    }
    this.health = starWorlds.applyDamage(this.health, amount);
  }
}

/** Higher Speed first; equal Speeds roll Daring (2d6 + DAR), and ties are rolled again. */
export function worldsOrder(fighters: readonly WorldsSim[], rng: Rng): WorldsSim[] {
  return rollOrder(fighters, (f) => f.fighter.speed, rng);
}

/** Orders by `speed`, then a Daring roll; runs still tied roll again among themselves. */
function rollOrder(
  group: readonly WorldsSim[],
  speed: (f: WorldsSim) => number,
  rng: Rng,
): WorldsSim[] {
  const byId = new Map(group.map((f) => [f.id, f]));
  const rolls = new Map(group.map((f) => [f.id, f.daringRoll(rng)]));
  const ordered = starWorlds
    .turnOrder(group.map((f) => ({ id: f.id, speed: speed(f), daring: rolls.get(f.id)! })))
    .map((id) => byId.get(id)!);
  const tied = (a: WorldsSim, b: WorldsSim): boolean =>
    speed(a) === speed(b) && rolls.get(a.id) === rolls.get(b.id);
  const out: WorldsSim[] = [];
  let i = 0;
  while (i < ordered.length) {
    let j = i + 1;
    while (j < ordered.length && tied(ordered[i]!, ordered[j]!)) j++;
    // Within a tied run Speed is equal, so only the new Daring roll decides.
    out.push(...(j - i > 1 ? rollOrder(ordered.slice(i, j), () => 0, rng) : [ordered[i]!]));
    i = j;
  }
  return out;
}
