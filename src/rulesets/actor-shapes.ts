// What the adapters read of an actor's prepared `system`, per ruleset. The rulesets rank below the
// data models and do not import them; the models' system types (src/data/typed-system.ts) are checked
// against these shapes wherever an actor is handed to a ruleset, so a renamed schema field still fails
// to compile (test/data/typed-reads.test.ts shows it).
import type { ActorTypeOf } from "../config.js";
import type { starWorlds, trace } from "../rules/index.js";

export type StatBlock = { str: number; dex: number; mnd: number };
/** A `{ value, max }` track (token bars read both). */
export type Track = { value: number; max: number };

/** The block m20 and Space Opera share: stats, level, HP and the derived d20 numbers. */
export interface D20Shape {
  stats: StatBlock;
  bonuses: StatBlock;
  level: number;
  health: Track;
  /** NPCs only. */
  mook?: boolean;
  skills: Readonly<Record<string, number>>;
  /** The ranks the rules read (derived): an m20 droid's Force rank and a robot's Psionics are 0 here. */
  ranks: Readonly<Record<string, number>>;
  /** The attack bonus in use per kind (the stored override, or the level). */
  attackBonus: { melee: number; ranged: number };
  /** Situational bonuses Active Effects add to. */
  modifiers: { attack: number; damage: number; ac: number };
  /** Per owned weapon id: its attack bonus and damage formula with this actor's stats. */
  weapons: Readonly<Record<string, { attack: number; damage: string }>>;
  ac: number;
}

export interface M20Shape extends D20Shape {
  strDamage: Track;
  secondWindUsed: boolean;
  class: { knight: boolean; droid: boolean; affinity: boolean };
  /** Feet per move (chases: +1 per full 10 ft over 30; rulings: Chases). */
  movement: number;
}

export interface OperaShape extends D20Shape {
  heroism: Track;
  /** Feet per move (chases: +1 per full 10 ft over 30). */
  movement: number;
  class: { knight: boolean; robot: boolean };
}

export interface WorldsShape {
  attributes: Record<starWorlds.Attribute, number>;
  health: Track;
  /** Characters: from worn armor (derived); NPCs: stored. */
  armor: number;
  speed: number;
  wounded: boolean;
  dying: boolean;
}

export interface WorldsCharacterShape extends WorldsShape {
  level: number;
  heroPoints: { value: number; spent: number; max: number };
  /** Extra d6 of weapon damage from the level table. */
  damageDice: number;
  /** How the derived Speed was made (speedTrace); absent before the model derives it. */
  traces?: { speed: trace.Trace };
}

/** An actor as a ruleset reads it: narrowing `type` narrows `system`. */
export type RulesetActor =
  | { type: ActorTypeOf<"m20">; system: M20Shape }
  | { type: ActorTypeOf<"spaceOpera">; system: OperaShape }
  | { type: "worldsCharacter"; system: WorldsCharacterShape }
  | { type: "worldsNpc"; system: WorldsShape };

export type D20Actor = Extract<RulesetActor, { system: D20Shape }>;

/** An actor of another ruleset reached an adapter: a wiring error, reported with both names. */
export class WrongRuleset extends Error {
  constructor(ruleset: string, type: string) {
    super(`The ${ruleset} rules cannot read an actor of type "${type}"`);
    this.name = "WrongRuleset";
  }
}

export function isD20Actor(actor: RulesetActor): actor is D20Actor {
  return actor.type !== "worldsCharacter" && actor.type !== "worldsNpc";
}

export function m20Shape(actor: RulesetActor): M20Shape {
  if (actor.type === "m20Character" || actor.type === "m20Npc") return actor.system;
  throw new WrongRuleset("m20", actor.type);
}

export function operaShape(actor: RulesetActor): OperaShape {
  if (actor.type === "operaCharacter" || actor.type === "operaNpc") return actor.system;
  throw new WrongRuleset("Space Opera", actor.type);
}

export function d20Shape(actor: RulesetActor): D20Shape {
  if (isD20Actor(actor)) return actor.system;
  throw new WrongRuleset("d20", actor.type);
}

export function worldsShape(actor: RulesetActor): WorldsShape {
  if (actor.type === "worldsCharacter" || actor.type === "worldsNpc") return actor.system;
  throw new WrongRuleset("Star Worlds", actor.type);
}
