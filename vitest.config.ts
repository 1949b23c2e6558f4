import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/browser/**", "node_modules/**"],
    environment: "node",
    // A timeout guards against a hang, not a slow machine: eight people share two cores here, and a
    // loaded machine must never fail the suite (architecture.md, testing layer 5).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: [],
    benchmark: { include: ["test/**/*.bench.ts"] },
    coverage: {
      provider: "v8",
      include: ["src/rules/**"],
      reporter: ["text-summary"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
  },
});
