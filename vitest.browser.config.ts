// The browser layer (test/browser): the gallery in headless Chromium. Run by scripts/browser-tests.mjs,
// which skips it when no Chromium is installed.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    environment: "node",
    // Generous: eight people share two cores, and a timeout must not stand in for a timing budget.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
