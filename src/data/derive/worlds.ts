// Derived data of Star Worlds characters: max Vitality, Armor and Speed from worn armor, levels.
import { starWorlds, type trace } from "../../rules/index.js";
import { LazySet, made, ownGetters, type ItemInputs, type Source } from "./shared.js";
import * as config from "../../config.js";

// The value path's rules, read once: in an unbundled module graph (Vitest, the benches) each
// `starWorlds.X` is a chain of module getters, and preparation would read them for every actor.
const {
  ARMOR,
  DAMAGE_DICE,
  knownSkills,
  LEVELS_WAITING,
  levelForHeroPointsSpent,
  levelsReady,
  MAX_VITALITY,
  SPEED,
} = starWorlds;
const { isSpecies } = config;

export type WorldsInputs = {
  menace: number;
  level: number;
  heroPointsSpent: number;
  heroPointsSpentAtRest: number;
  skills: readonly string[];
  items: ItemInputs;
  /** The skill each species item names (seed 002 line 66: "Species +1"). */
  speciesSkills: readonly string[];
};

export type WorldsDerived = {
  maxVitality: number;
  armor: number;
  speed: number;
  /** The level the Hero Points spent have earned (1–10). */
  earnedLevel: number;
  /** Levels earned but not yet taken (taken after a rest). */
  levelsWaiting: number;
  /** Of those, the levels earned before the last rest: they may be taken now. */
  levelsReady: number;
  /** The species' skills (level 1: "Species +1"), and every skill the character knows. */
  speciesSkills: string[];
  knownSkills: string[];
  /** Extra d6 of damage from the level table (+1 at 5, +2 at 10). */
  damageDice: number;
  traces: {
    vitality: trace.Trace;
    speed: trace.Trace;
    armor: trace.Trace;
    levelsWaiting: trace.Trace;
    damageDice: trace.Trace;
  };
};

const vitalityIn = (i: WorldsInputs) => ({ menace: i.menace, level: i.level });
const waitingIn = (i: WorldsInputs) => ({ level: i.level, spent: i.heroPointsSpent });

/**
 * A character's traces, each built from its number's rule and inputs the first time it is read
 * (a breakdown opened, a test), never in preparation. Built from the inputs preparation read, or
 * from a maker that reads them again from the actor when a trace is first read: then the items read
 * die young instead of living until the next preparation (as the d20 traces' BasisSource, d20.ts).
 */
class WorldsTraceSet extends LazySet {
  #source: Source<WorldsInputs>;
  constructor(source: Source<WorldsInputs>) {
    super();
    this.#source = source;
  }
  #inputs(): WorldsInputs {
    const inputs = made(this.#source);
    this.#source = inputs;
    return inputs;
  }
  get vitality() {
    return this.once("vitality", () => starWorlds.MAX_VITALITY.trace(vitalityIn(this.#inputs())));
  }
  get speed() {
    return this.once("speed", () => starWorlds.SPEED.trace(this.#inputs().items.armor));
  }
  get armor() {
    return this.once("armor", () => starWorlds.ARMOR.trace(this.#inputs().items.armor));
  }
  get levelsWaiting() {
    return this.once("levelsWaiting", () =>
      starWorlds.LEVELS_WAITING.trace(waitingIn(this.#inputs())),
    );
  }
  get damageDice() {
    return this.once("damageDice", () => starWorlds.DAMAGE_DICE.trace(this.#inputs().level));
  }
}

const WORLDS_KEYS = ["vitality", "speed", "armor", "levelsWaiting", "damageDice"] as const;

/** `again`: the actor's inputs read anew, which its traces are built from when first read. */
export function deriveWorlds(i: WorldsInputs, again?: () => WorldsInputs): WorldsDerived {
  const pieces = i.items.armor;
  return {
    maxVitality: MAX_VITALITY.value(vitalityIn(i)),
    armor: ARMOR.value(pieces),
    speed: SPEED.value(pieces),
    earnedLevel: levelForHeroPointsSpent(i.heroPointsSpent),
    levelsWaiting: LEVELS_WAITING.value(waitingIn(i)),
    levelsReady: levelsReady({
      level: i.level,
      spent: i.heroPointsSpent,
      spentAtRest: i.heroPointsSpentAtRest,
    }),
    speciesSkills: [...i.speciesSkills],
    knownSkills: knownSkills(i.skills, i.speciesSkills),
    damageDice: DAMAGE_DICE.value(i.level),
    traces: ownGetters(new WorldsTraceSet(again ?? i), WORLDS_KEYS),
  };
}

/** The skill each owned species names (blank ones left out). */
export function speciesSkillsOf(items: Iterable<{ type: string; system: unknown }>): string[] {
  const skills: string[] = [];
  for (const item of items) {
    if (!isSpecies(item)) continue;
    const skill = (item.system as { skillBonus?: unknown }).skillBonus;
    if (typeof skill === "string" && skill.trim()) skills.push(skill.trim());
  }
  return skills;
}
