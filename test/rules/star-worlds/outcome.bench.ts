import { bench, describe } from "vitest";
import { starWorlds } from "../../../src/rules/index.js";

// Budget: starWorlds.outcomeChances ≤ 20 µs.
describe("starWorlds.outcomeChances", () => {
  bench("outcomeChances(1, { skilled: true })", () => {
    starWorlds.outcomeChances(1, { skilled: true });
  });

  bench("opposedChance({ attribute: 2, otherAttribute: 1 })", () => {
    starWorlds.opposedChance({ attribute: 2, otherAttribute: 1 });
  });
});
