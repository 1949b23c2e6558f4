// The browser layer (test/browser): the gallery and the creation walkthrough in headless Chromium. Run by scripts/browser-tests.mjs,
// which skips it when no Chromium is installed.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    environment: "node",
    // A timeout here guards against a hang, not a slow machine: on a loaded 2-core box the screenshots
    // alone take more than a minute (architecture.md: a loaded machine must never fail the suite).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
