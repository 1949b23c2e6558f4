import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

const INCLUDE = ["test/**/*.test.ts"];
const EXCLUDE = ["test/browser/**", "node_modules/**"];

/**
 * The test files that cannot share a worker with others: module mocks (vi.mock is registered for the
 * worker, not the file) and another environment than node. Found by reading the files, so a new file
 * lands in the right project without being listed here.
 */
const NEEDS_OWN_WORKER = /\bvi\.(mock|doMock)\(|@vitest-environment\s/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name).split("\\").join("/");
    if (entry.isDirectory()) return path === "test/browser" ? [] : testFiles(path);
    return entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const isolated = testFiles("test").filter((path) =>
  NEEDS_OWN_WORKER.test(readFileSync(path, "utf8")),
);

export default defineConfig({
  test: {
    // include and exclude are each project's own: a project extending this config would add to them.
    environment: "node",
    // A timeout guards against a hang, not a slow machine: eight people share two cores here, and a
    // loaded machine must never fail the suite (architecture.md, testing layer 5).
    testTimeout: 60_000,
    hookTimeout: 120_000,
    coverage: {
      provider: "v8",
      include: ["src/rules/**"],
      reporter: ["text-summary"],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: INCLUDE,
          // Starting a worker per file cost about 70% of the layer's CPU time (README, Test suite);
          // test/setup/fresh-file.ts gives each file fresh modules and globals instead.
          isolate: false,
          setupFiles: ["test/setup/fresh-file.ts"],
          // the benchmarks are the isolated project's: both would otherwise run every one
          benchmark: { include: [] },
          exclude: [...EXCLUDE, ...isolated],
        },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          // "-" matches no file: an empty include would mean Vitest's default, every test file
          include: isolated.length ? isolated : ["-"],
          exclude: EXCLUDE,
          // the benchmarks, each file in its own worker as before
          benchmark: { include: ["test/**/*.bench.ts"] },
        },
      },
    ],
  },
});
