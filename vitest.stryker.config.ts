// The unit tests as Stryker runs them: only the area's tests (MUTATION_TESTS, set by
// stryker.config.mjs), and since its instrumented code (every expression can switch to a mutant)
// runs hot loops many times slower, a test gets a minute instead of five seconds.
import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

const area = process.env.MUTATION_TESTS?.split(",");

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    ...(area ? { include: area } : {}),
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
