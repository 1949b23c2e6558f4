// `npm test`: every layer, side by side where they do not depend on each other (scripts/lib/test-layers.mjs).
// The unit layer waits for the build (test/build/ reads dist/); the others need nothing but the sources.
// Fails when any layer fails, after printing that layer's whole output; ends with each layer's time.
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { runLayers, vitestCounts } from "./lib/test-layers.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = (pkg, file) => join(ROOT, "node_modules", pkg, file);
const node = (...args) => [process.execPath, ...args];

process.chdir(ROOT);
const { ok } = await runLayers(
  [
    {
      name: "typecheck",
      command: node(bin("typescript", "bin/tsc"), "--noEmit", "-p", "tsconfig.json"),
    },
    { name: "eslint", command: node(bin("eslint", "bin/eslint.js"), ".") },
    { name: "prettier", command: node(bin("prettier", "bin/prettier.cjs"), "--check", ".") },
    { name: "build", command: node("scripts/build.mjs") },
    {
      name: "unit",
      command: node(bin("vitest", "vitest.mjs"), "run", "--coverage"),
      after: ["build"],
      counts: vitestCounts,
    },
    { name: "browser", command: node("scripts/browser-tests.mjs"), counts: vitestCounts },
  ],
  { env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: "1" } : process.env },
);
process.exit(ok ? 0 : 1);
