// Plain actors as the adapters read them (src/rulesets/actor-shapes.ts): every field a prepared
// model has, so tests override only what they are about.
import type {
  D20Shape,
  M20Shape,
  OperaShape,
  WorldsCharacterShape,
  WorldsShape,
} from "../../src/rulesets/actor-shapes.js";
import { m20, spaceOpera } from "../../src/rules/index.js";

const d20Base = (): D20Shape => ({
  stats: { str: 10, dex: 10, mnd: 10 },
  bonuses: { str: 0, dex: 0, mnd: 0 },
  level: 1,
  health: { value: 10, max: 10 },
  skills: {},
  ranks: {},
  attackBonus: { melee: 1, ranged: 1 },
  modifiers: { attack: 0, damage: 0, ac: 0 },
  weapons: {},
  ac: 10,
});

export function m20Shape(system: Partial<M20Shape> = {}): M20Shape {
  const shape: M20Shape = {
    ...d20Base(),
    strDamage: { value: 0, max: 10 },
    secondWindUsed: false,
    class: { knight: false, droid: false, affinity: false },
    movement: 30,
    ...system,
  };
  // As the model derives them: a droid's Force rank reads 0.
  return { ...shape, ranks: system.ranks ?? m20.effectiveRanks(shape.skills, shape.class.droid) };
}

export function operaShape(system: Partial<OperaShape> = {}): OperaShape {
  const base = { ...d20Base(), heroism: { value: 0, max: 3 }, movement: 30 };
  const shape = { ...base, class: { knight: false, robot: false }, ...system };
  // As the model derives them: a robot's Psionics rank reads 0.
  return {
    ...shape,
    ranks: system.ranks ?? spaceOpera.effectiveRanks(shape.skills, shape.class.robot),
  };
}

const worldsBase = (): WorldsShape => ({
  attributes: { menace: 0, daring: 0, guile: 0, acuity: 0, presence: 0, spirit: 0 },
  health: { value: 12, max: 12 },
  armor: 0,
  speed: 3,
  wounded: false,
  dying: false,
});

export function worldsShape(system: Partial<WorldsCharacterShape> = {}): WorldsCharacterShape {
  return {
    ...worldsBase(),
    level: 1,
    heroPoints: { value: 0, spent: 0, max: 12 },
    damageDice: 0,
    ...system,
  };
}

export function worldsNpcShape(system: Partial<WorldsShape> = {}): WorldsShape {
  return { ...worldsBase(), ...system };
}

/**
 * Stored data that breaks its schema (a wrong type, a missing block): what the guard under test must
 * survive. The compiler cannot be told such data exists, hence the cast.
 */
export function broken<T>(value: unknown): T {
  return value as T;
}
