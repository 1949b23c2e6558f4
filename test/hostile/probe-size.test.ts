// The hostile-player probe's size: the generated cases of all its parts (runs.ts) number more than
// 1,000, besides the attacks pinned in found.test.ts.
import { expect, it } from "vitest";
import { RUNS } from "./runs.js";

it("the probe runs more than 1,000 generated cases", () => {
  expect(Object.values(RUNS).reduce((a, b) => a + b, 0)).toBeGreaterThan(1000);
});
