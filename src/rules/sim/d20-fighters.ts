// m20 and Space Opera fighters in a simulated fight: initiative, attacks against AC (natural 20
// hits and is a critical, its damage rolled twice; Space Opera's natural 1 misses), m20's HP → STR
// overflow, mooks, Space Opera's dying checks, and a Knight's or psion's damage power.
import { statBonus, opposedCheckChance, opposedWinner } from "../d20/core.js";
import { initiativeOrder } from "../d20/initiative.js";
import * as m20 from "../m20/index.js";
import * as spaceOpera from "../space-opera/index.js";
import type { Rng } from "../dice/roll.js";
import { die, roller, type Roller } from "./random.js";
import { FighterBase } from "./fighter-base.js";
import { weakest } from "./policy.js";
import type { D20Fighter } from "./types.js";

type Health = m20.M20Health | spaceOpera.OperaHealth;

interface Worth {
  /** Chance that the attack hits this foe (hitChance, natural 20 and natural 1 included). */
  hit: number;
  /** Expected worth of the attack and of the power: damage, or for a mook the chance to drop it. */
  attack: number;
  power: number;
}

/** The state a fighter enters the fight in: m20 0 HP is unconscious, Space Opera ≤ 0 is dying. */
function startHealth(f: D20Fighter): Health {
  const mook = f.mook ?? false;
  if (f.ruleset === "spaceOpera") {
    const s: spaceOpera.OperaHealth = { hp: f.hp, maxHp: f.maxHp, mook, status: "ok" };
    return mook || f.hp > 0 ? s : spaceOpera.applyDamage({ ...s, hp: 1 }, 1 - f.hp);
  }
  const strDamage = f.strDamage ?? 0;
  const s: m20.M20Health = { hp: f.hp, maxHp: f.maxHp, str: f.str, strDamage, mook, status: "ok" };
  if (mook) return s;
  if (f.str - strDamage <= 0) return { ...s, status: "dead" };
  return f.hp === 0 ? { ...s, status: "unconscious" } : s;
}

export class D20Sim extends FighterBase<D20Fighter> {
  private readonly isSpaceOpera: boolean;
  private readonly power: { roller: Roller; checkBonus: number; cost: number } | null;
  private readonly start: Health;
  private readonly dyingBonus: number;
  private readonly worth = new Map<D20Sim, Worth>();
  private health: Health;

  constructor(f: D20Fighter) {
    super(f);
    this.isSpaceOpera = f.ruleset === "spaceOpera";
    // A mook has no hit points to pay a power's cost, so it fights without one (rulings: Mooks).
    this.power =
      f.power && !(f.mook ?? false)
        ? { roller: roller(f.power.damage), checkBonus: f.power.checkBonus, cost: f.power.cost }
        : null;
    const start = startHealth(f);
    // Damage 0 changes nothing but checks the state (HP within max, STR damage within STR…).
    this.start = this.isSpaceOpera
      ? spaceOpera.applyDamage(start as spaceOpera.OperaHealth, 0)
      : m20.applyDamage(start as m20.M20Health, 0);
    this.health = this.start;
    this.dyingBonus = this.isSpaceOpera
      ? spaceOpera.dyingCheckBonus({ strBonus: statBonus(f.str), level: f.level })
      : 0;
  }

  /** Chances against each foe are fixed for the fight (AC and bonuses do not change): once. */
  prepare(foes: readonly D20Sim[]): void {
    const hitChance = this.isSpaceOpera ? spaceOpera.hitChance : m20.hitChance;
    for (const foe of foes) {
      const hit = hitChance({ bonus: this.fighter.attackBonus, ac: foe.fighter.ac });
      const powerChance = this.power
        ? opposedCheckChance({
            actorBonus: this.power.checkBonus,
            resisterBonus: foe.fighter.powerResist ?? 0,
          })
        : 0;
      const mook = foe.fighter.mook ?? false;
      // A natural 20 (1 in 20) rolls the damage a second time.
      const attack = mook ? hit : hit * this.damage.mean + this.damage.mean / 20;
      const power = mook ? powerChance : powerChance * (this.power?.roller.mean ?? 0);
      this.worth.set(foe, { hit, attack, power });
    }
  }

  override reset(): void {
    this.health = this.start;
  }

  override isOut(): boolean {
    return this.health.status !== "ok";
  }

  override isDead(): boolean {
    return this.health.status === "dead";
  }

  /** A mook falls to any hit; anyone else has its HP left. */
  override remaining(): number {
    return this.health.mook ? 0 : this.health.hp;
  }

  initiative(rng: Rng): number {
    return die(20, rng) + statBonus(this.fighter.dex);
  }

  turn(foes: readonly D20Sim[], rng: Rng): void {
    if (this.isSpaceOpera && this.health.status === "dying") {
      // Space Opera: a dying character checks at the start of each of its turns (DC 20).
      const total = die(20, rng) + this.dyingBonus;
      if (spaceOpera.dyingCheck({ total }) === "dies") {
        this.health = spaceOpera.die(this.health as spaceOpera.OperaHealth);
      }
      return;
    }
    if (this.isOut()) return;
    // The loop stops as soon as a side is all out, so a foe is always up here.
    const target = weakest(foes)!;
    const worth = this.worth.get(target)!;
    if (this.power && this.health.hp > this.power.cost && worth.power > worth.attack) {
      this.usePower(target, rng);
    } else {
      this.attack(target, rng);
    }
  }

  private attack(target: D20Sim, rng: Rng): void {
    const natural = die(20, rng);
    const outcome = (this.isSpaceOpera ? spaceOpera.attackOutcome : m20.attackOutcome)({
      natural,
      total: natural + this.fighter.attackBonus,
      ac: target.fighter.ac,
    });
    this.attacksMade++;
    if (!outcome.hit) return;
    this.attacksHit++;
    // A critical is the damage formula rolled twice, every die and bonus again (rulings.md).
    let amount = this.damage.roll(rng);
    if (outcome.critical) amount += this.damage.roll(rng);
    target.takeHit(Math.max(0, amount));
  }

  /** The cost is paid whether or not the check succeeds; the policy pays only while HP covers it. */
  private usePower(target: D20Sim, rng: Rng): void {
    const power = this.power!;
    this.takeDamage(power.cost);
    const actor = die(20, rng) + power.checkBonus;
    const resister = die(20, rng) + (target.fighter.powerResist ?? 0);
    if (opposedWinner(actor, resister) === "actor") {
      target.takeDamage(Math.max(0, power.roller.roll(rng)));
    }
  }

  private takeHit(amount: number): void {
    this.health = this.isSpaceOpera
      ? spaceOpera.applyHit(this.health as spaceOpera.OperaHealth, amount)
      : m20.applyHit(this.health as m20.M20Health, amount);
  }

  private takeDamage(amount: number): void {
    this.health = this.isSpaceOpera
      ? spaceOpera.applyDamage(this.health as spaceOpera.OperaHealth, amount)
      : m20.applyDamage(this.health as m20.M20Health, amount);
  }
}

/** Initiative 1d20 + DEX bonus; ties to the higher DEX score, then the list's order. */
export function d20Order(fighters: readonly D20Sim[], rng: Rng): D20Sim[] {
  const byId = new Map(fighters.map((f) => [f.id, f]));
  const ids = initiativeOrder(
    fighters.map((f) => ({ id: f.id, total: f.initiative(rng), dex: f.fighter.dex })),
  );
  return ids.map((id) => byId.get(id)!);
}
