import { bench, describe } from "vitest";
import { dice } from "../../../src/rules/index.js";

// Budgets: pmf("10d6+10d6") ≤ 0.5 ms; every odds call within the formula limits (200 dice of at
// most 100 faces per formula) ≤ 50 ms. Figures go to the performance page (docs/performance.md) by hand.
describe("dice.pmf", () => {
  bench('pmf("10d6+10d6")', () => {
    dice.pmf("10d6+10d6");
  });

  bench('pmf("3d6+1d4+2")', () => {
    dice.pmf("3d6+1d4+2");
  });

  bench('opposedChance("1d20+5", "1d20+3", "defender")', () => {
    dice.opposedChance("1d20+5", "1d20+3", "defender");
  });
});

// The slowest formulas the limits allow: the widest range, and the most distinct dice.
const widest = "100d100+100d100";
const manyKinds = Array.from({ length: 99 }, (_, i) => `2d${i + 2}`).join("+");

describe("odds at the formula limits (each ≤ 50 ms)", () => {
  bench(`pmf("${widest}")`, () => {
    dice.pmf(widest);
  });
  bench(`probability("${widest}", t ≥ 10100)`, () => {
    dice.probability(widest, (t) => t >= 10100);
  });
  bench(`opposedChance("${widest}", "${widest}", "reroll")`, () => {
    dice.opposedChance(widest, widest, "reroll");
  });
  bench("pmf of 2d2+2d3+…+2d100 (99 kinds of dice)", () => {
    dice.pmf(manyKinds);
  });
  bench("opposedChance of 2d2+…+2d100 against itself", () => {
    dice.opposedChance(manyKinds, manyKinds, "defender");
  });
});
