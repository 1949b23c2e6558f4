// The unit tests as Stryker runs them: only the area's tests (MUTATION_TESTS, set by
// stryker.config.mjs), each file in its own worker (the base config's projects left out: Stryker
// switches mutants per run and counts which tests cover each), and since its instrumented code (every
// expression can switch to a mutant) runs hot loops many times slower, a test gets a minute instead of
// five seconds.
import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

const area = process.env.MUTATION_TESTS?.split(",");
const { projects: _projects, ...shared } = base.test ?? {};

export default defineConfig({
  ...base,
  test: {
    ...shared,
    include: area ?? ["test/**/*.test.ts"],
    exclude: ["test/browser/**", "node_modules/**"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
