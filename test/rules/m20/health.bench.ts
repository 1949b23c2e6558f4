import { bench, describe } from "vitest";
import { m20 } from "../../../src/rules/index.js";
import type { M20Health } from "../../../src/rules/m20/index.js";

// Budget: 1,000,000 m20.applyDamage calls ≤ 1 s (one bench iteration is the whole loop).
const start: M20Health = {
  hp: 30,
  maxHp: 30,
  str: 14,
  strDamage: 0,
  mook: false,
  status: "ok",
};

describe("m20.applyDamage", () => {
  bench(
    "1,000,000 applyDamage calls",
    () => {
      let s = start;
      for (let i = 0; i < 1_000_000; i++) {
        s = m20.applyDamage(s, i % 7);
        if (s.status !== "ok") s = start;
      }
    },
    { iterations: 10, time: 0 },
  );
});
