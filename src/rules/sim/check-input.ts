// Input checks for sim.encounter: nonsense throws an Error naming the bad value (rules-api.md).
import { RulesError } from "../rules-error.js";
import {
  assertInteger,
  assertIntegerAtLeast,
  assertIntegerInRange,
  assertOneOf,
  assertUniqueIds,
} from "../validate.js";
import { MAX_HERO_POINTS } from "../star-worlds/index.js";
import {
  DEFAULT_MAX_ROUNDS,
  SIDES,
  type D20Fighter,
  type EncounterOptions,
  type Fighter,
  type WorldsFighter,
} from "./types.js";

const RULESETS = ["m20", "spaceOpera", "starWorlds"] as const;
/** Enough for any table; a bound so that a typo cannot lock a worker for hours. */
export const MAX_FIGHTS = 1_000_000;
export const MAX_ROUNDS_LIMIT = 1000;

function checkD20(f: D20Fighter, at: string): void {
  assertIntegerAtLeast(f.level, `${at}.level`, 1);
  assertIntegerAtLeast(f.maxHp, `${at}.maxHp`, f.ruleset === "spaceOpera" ? 1 : 0);
  assertInteger(f.hp, `${at}.hp`);
  if (f.hp > f.maxHp)
    throw new RulesError(
      "HOLOCRON.Rules.Error.aboveMax",
      { name: `${at}.hp`, value: String(f.hp), max: String(f.maxHp) },
      `${at}.hp ${f.hp} is above maxHp ${f.maxHp}`,
    );
  if (f.ruleset === "m20") assertIntegerAtLeast(f.hp, `${at}.hp`, 0);
  assertIntegerAtLeast(f.str, `${at}.str`, 0);
  assertIntegerAtLeast(f.dex, `${at}.dex`, 0);
  assertInteger(f.ac, `${at}.ac`);
  assertInteger(f.attackBonus, `${at}.attackBonus`);
  if (f.power !== undefined) {
    assertInteger(f.power.checkBonus, `${at}.power.checkBonus`);
    assertIntegerAtLeast(f.power.cost, `${at}.power.cost`, 0);
  }
  if (f.powerResist !== undefined) assertInteger(f.powerResist, `${at}.powerResist`);
}

function checkWorlds(f: WorldsFighter, at: string): void {
  assertIntegerAtLeast(f.maxVitality, `${at}.maxVitality`, 0);
  assertIntegerInRange(f.vitality, `${at}.vitality`, 0, f.maxVitality);
  assertIntegerAtLeast(f.armor, `${at}.armor`, 0);
  assertIntegerAtLeast(f.speed, `${at}.speed`, 0);
  assertInteger(f.daring, `${at}.daring`);
  assertInteger(f.attack, `${at}.attack`);
  if (f.heroPoints !== undefined) {
    assertIntegerInRange(f.heroPoints, `${at}.heroPoints`, 0, MAX_HERO_POINTS);
  }
}

export function checkFighters(fighters: readonly Fighter[]): void {
  if (!Array.isArray(fighters))
    throw new RulesError(
      "HOLOCRON.Rules.Error.notList",
      { name: "fighters" },
      "fighters must be an array",
    );
  fighters.forEach((f, i) => {
    const at = `fighters[${i}]`;
    if (f === null || typeof f !== "object")
      throw new RulesError(
        "HOLOCRON.Rules.Error.notObject",
        { name: at },
        `${at} must be an object`,
      );
    assertOneOf(f.side, `${at}.side`, SIDES);
    assertOneOf(f.ruleset, `${at}.ruleset`, RULESETS);
    if (typeof f.damage !== "string")
      throw new RulesError(
        "HOLOCRON.Rules.Error.notText",
        { name: `${at}.damage` },
        `${at}.damage must be a dice formula`,
      );
    if (f.ruleset === "starWorlds") checkWorlds(f, at);
    else checkD20(f, at);
  });
  assertUniqueIds(
    fighters.map((f) => f.id),
    "fighters",
  );
  for (const side of SIDES) {
    if (!fighters.some((f) => f.side === side))
      throw new RulesError(
        "HOLOCRON.Rules.Error.noFighter",
        { side },
        `The ${side} side has no fighter`,
      );
  }
  // Stryker disable next-line EqualityOperator: 0 < worlds < n holds exactly when 0 < n − worlds < n
  const worlds = fighters.filter((f) => f.ruleset === "starWorlds").length;
  if (worlds > 0 && worlds < fighters.length) {
    throw new RulesError(
      "HOLOCRON.Rules.Error.mixedRulesets",
      {},
      "Star Worlds fighters cannot fight d20 (m20, Space Opera) fighters",
    );
  }
}

export function checkOptions(o: EncounterOptions): number {
  if (o === null || typeof o !== "object")
    throw new RulesError(
      "HOLOCRON.Rules.Error.notObject",
      { name: "options" },
      "options must be an object",
    );
  assertIntegerInRange(o.fights, "fights", 1, MAX_FIGHTS);
  assertInteger(o.seed, "seed");
  if (o.maxRounds !== undefined)
    assertIntegerInRange(o.maxRounds, "maxRounds", 1, MAX_ROUNDS_LIMIT);
  if (o.progressEvery !== undefined) assertIntegerAtLeast(o.progressEvery, "progressEvery", 1);
  if (o.onProgress !== undefined && typeof o.onProgress !== "function") {
    // Cannot reach a user: onProgress is a callback the shell's code passes, never typed input.
    throw new Error("onProgress must be a function");
  }
  return o.maxRounds ?? DEFAULT_MAX_ROUNDS;
}
