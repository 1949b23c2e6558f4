// The inputs of the shared d20 block (m20 and Space Opera): one file of types that d20.ts and
// d20-inputs.ts both read, so neither imports the other's (no import cycle, scripts/check-layers.mjs).
import type { trace } from "../../rules/index.js";
import type { ItemInputs } from "./shared.js";

export type StatBlock = { str: number; dex: number; mnd: number };
/** Situational bonuses that Active Effects add to (Battlemind +N, prone −4 AC). */
export type D20Modifiers = { attack: number; damage: number; ac: number };
export type WeaponLine = { attack: number; damage: string; damageType: string };

export type D20Inputs = {
  stats: StatBlock;
  level: number;
  attack: { melee: number | null; ranged: number | null };
  skills: Record<string, number>;
  items: ItemInputs;
  modifiers: D20Modifiers;
  /**
   * Which effects make up the modifiers (d20-inputs.ts, modifierTerms), or how to find them when a trace asks;
   * without it they show as one term.
   */
  modifierTerms?: ModifierTerms | (() => ModifierTerms);
};

/** The d20 modifiers' names (D20Modifiers). */
export type ModifierKey = "attack" | "damage" | "ac";
/** Per modifier, the Active Effect terms that make it up (d20-inputs.ts, modifierTerms). */
export type ModifierTerms = Record<ModifierKey, trace.TraceTerm[]>;
