import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    exclude: ["test/browser/**", "node_modules/**"],
    environment: "node",
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
