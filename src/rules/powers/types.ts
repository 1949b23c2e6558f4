// The ten powers of m20 (the Force) and Space Opera (psionics) share one shape; only the name of
// the power skill a resister may use differs ("force" or "psionics").
import { deepFreeze } from "../freeze.js";
import type { Stat } from "../d20/core.js";

export const POWER_IDS = deepFreeze([
  "push",
  "surge",
  "battlemind",
  "negateEnergy",
  "grip",
  "lightning",
  "stunDroid",
  "mindTrick",
  "farseeing",
  "telepathy",
] as const);
export type PowerId = (typeof POWER_IDS)[number];

/** The skill a power is rolled with, and that resists it: the Force (m20) or Psionics (Space Opera). */
export const POWER_SKILLS = ["force", "psionics"] as const;
export type PowerSkill = (typeof POWER_SKILLS)[number];

export function isPowerSkill(skill: string): skill is PowerSkill {
  return (POWER_SKILLS as readonly string[]).includes(skill);
}

/** One way to resist: skill rank + the best bonus among `stats`. */
export interface PowerResistOption<S extends string> {
  skill: "physical" | S;
  stats: Stat[];
}

export type PowerEffect =
  | "prone"
  | "surge"
  | "battlemind"
  | "negateEnergy"
  | "damage"
  | "shutDownDroid"
  | "mindTrick"
  | "farseeing"
  | "telepathy";

export interface PowerDamage {
  die: "1d4" | "1d6";
  perLevel: true;
  type: "energy" | "kinetic";
}

export interface Power<S extends string> {
  id: PowerId;
  /** Opposed options, a GM-set DC ("dc"; Negate Energy's DC is the damage), or no roll against. */
  resist: PowerResistOption<S>[] | "dc" | "none";
  multiTarget: boolean;
  damage: PowerDamage | null;
  effect: PowerEffect;
}
