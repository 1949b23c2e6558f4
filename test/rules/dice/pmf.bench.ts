import { bench, describe } from "vitest";
import { dice } from "../../../src/rules/index.js";

// Budget: pmf("10d6+10d6") ≤ 0.5 ms. Figures go to the README performance section by hand.
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
