import { bench, describe } from "vitest";
import { sim } from "../../../src/rules/index.js";
import { knightParty, worldsParty } from "./fighters.js";

// Budget: 10,000 fights of 4 vs 8 ≤ 2 s each (one bench iteration is the whole run), the load
// the combat tracker's "Encounter odds" sends to its worker.
describe("sim.encounter", () => {
  bench(
    "10,000 fights, d20: three soldiers and a Knight vs eight thugs",
    () => {
      sim.encounter(knightParty(), { fights: 10_000, seed: 1 });
    },
    { iterations: 5, time: 0 },
  );
  bench(
    "10,000 fights, Star Worlds: four heroes vs eight troopers",
    () => {
      sim.encounter(worldsParty(), { fights: 10_000, seed: 1 });
    },
    { iterations: 5, time: 0 },
  );
});
