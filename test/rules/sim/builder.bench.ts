import { bench, describe } from "vitest";
import { sim } from "../../../src/rules/index.js";
import type { FoeKind } from "../../../src/rules/sim/index.js";
import { knightParty, worldsFighter, worldsParty } from "./fighters.js";

// Budget: a search over at least 50 candidate groups ≤ 3 s (one bench iteration is the whole
// search with its defaults: 60 groups screened, six played again), what the encounter builder
// sends to its worker.
const d20Party = () => knightParty().filter((f) => f.side === "party");
const thug = knightParty().find((f) => f.side === "foes")!;
const d20Pool: FoeKind[] = [
  { id: "thug", fighter: thug },
  { id: "brute", fighter: { ...thug, hp: 18, maxHp: 18, attackBonus: 4, damage: "1d10" } },
];
const worldsHeroes = () => worldsParty().filter((f) => f.side === "party");
const trooper = worldsParty().find((f) => f.side === "foes")!;
const worldsPool: FoeKind[] = [
  { id: "trooper", fighter: trooper },
  { id: "officer", fighter: worldsFighter("officer", "foes", { attack: 1, damage: "1d6+2" }) },
];

const CASES = [
  {
    name: "60 candidate groups, d20: three soldiers and a Knight, thugs and brutes",
    party: d20Party,
    pool: d20Pool,
  },
  {
    name: "60 candidate groups, Star Worlds: four heroes, troopers and officers",
    party: worldsHeroes,
    pool: worldsPool,
  },
];

describe("sim.buildEncounter", () => {
  for (const { name, party, pool } of CASES) {
    bench(
      name,
      () => {
        const r = sim.buildEncounter(party(), pool, { winChance: 0.7 }, { seed: 1 });
        if (r.candidates < 50) throw new Error(`only ${r.candidates} candidates`);
      },
      { iterations: 3, time: 0 },
    );
  }
});
