// The browser layer of `npm test`: builds the gallery and checks it in headless Chromium (test/browser).
// Chromium is found at CHROMIUM_PATH or /usr/bin/chromium; without it the layer is skipped with one line.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

if (!existsSync(chromium)) {
  console.log(`Browser layer skipped: no Chromium at ${chromium} (set CHROMIUM_PATH to run it).`);
  process.exit(0);
}

const vitest = join(ROOT, "node_modules", "vitest", "vitest.mjs");
const result = spawnSync(
  process.execPath,
  [vitest, "run", "--config", "vitest.browser.config.ts"],
  {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, CHROMIUM_PATH: chromium },
  },
);
process.exit(result.status ?? 1);
