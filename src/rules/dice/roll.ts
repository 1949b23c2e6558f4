// Rolling with an injected random source (never Math.random), so results are reproducible.
import { assertIntegerInRange } from "../validate.js";
import { MAX_FACES, parseFormula } from "./formula.js";

/** A random source returning numbers in [0, 1), like Math.random. */
export type Rng = () => number;

/** One die of `faces` faces, 1..faces. */
export function rollDie(faces: number, rng: Rng): number {
  assertIntegerInRange(faces, "faces", 1, MAX_FACES);
  // Cannot reach a user: the random source is code (Math.random, a seeded stream), never typed input.
  if (typeof rng !== "function") throw new Error("rng must be a function returning [0, 1)");
  const r = rng();
  if (typeof r !== "number" || !(r >= 0 && r < 1)) {
    // Cannot reach a user: the random source is code, and its numbers never come from input.
    throw new Error(`rng must return a number in [0, 1), got ${String(r)}`);
  }
  return Math.floor(r * faces) + 1;
}

export interface RolledDie {
  sign: 1 | -1;
  faces: number;
  result: number;
}

/** Rolls a whole formula: its total and every die, in formula order. */
export function rollFormula(formula: string, rng: Rng): { total: number; dice: RolledDie[] } {
  let total = 0;
  const dice: RolledDie[] = [];
  for (const t of parseFormula(formula)) {
    if (t.kind === "flat") {
      total += t.sign * t.value;
      continue;
    }
    for (let n = 0; n < t.count; n++) {
      const result = rollDie(t.faces, rng);
      dice.push({ sign: t.sign, faces: t.faces, result });
      total += t.sign * result;
    }
  }
  return { total, dice };
}
