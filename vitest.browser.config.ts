// The browser layer (test/browser): the gallery in headless Chromium. Run by scripts/browser-tests.mjs,
// which skips it when no Chromium is installed.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/browser/**/*.test.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
});
