// Mutation testing (`npm run mutation [area…]`, not part of `npm test`): Stryker changes one
// operator or value at a time in an area's source and reruns the Vitest tests that cover it; a
// mutant that no test notices is a test that cannot fail. One area per run keeps it within reach of
// a 2-core machine; results accumulate in build/mutation/ (incremental: unchanged code is not redone).
// Each area runs the tests that hold its behaviour: the rules' own table tests, or the glue tests on
// the Foundry stand-in.
const GLUE_TESTS = [
  "test/documents/**/*.test.ts",
  "test/rulesets/**/*.test.ts",
  "test/combat/**/*.test.ts",
  "test/applications/powers/**/*.test.ts",
  "test/dice/**/*.test.ts",
  "test/data/**/*.test.ts",
];
export const AREAS = {
  rules: {
    mutate: ["src/rules/**/*.ts", "!src/rules/**/index.ts"],
    tests: ["test/rules/**/*.test.ts"],
    minimum: 90,
  },
  documents: {
    mutate: ["src/documents/**/*.ts", "!src/documents/**/index.ts"],
    tests: GLUE_TESTS,
    minimum: 75,
  },
  rulesets: {
    mutate: ["src/rulesets/**/*.ts", "!src/rulesets/**/index.ts"],
    tests: GLUE_TESTS,
    minimum: 75,
  },
};

/**
 * An area, or a folder inside one ("rules/dice"): its source only, and for the rules its own tests
 * (test/ mirrors src/), for a quicker run while working on one part.
 */
export function areaOf(name) {
  const [top, ...rest] = name.split("/");
  const whole = AREAS[top];
  if (!whole) return null;
  if (rest.length === 0) return whole;
  const sub = rest.join("/");
  return {
    mutate: [`src/${top}/${sub}/**/*.ts`, `!src/${top}/${sub}/**/index.ts`],
    tests: top === "rules" ? [`test/${top}/${sub}/**/*.test.ts`] : whole.tests,
    minimum: whole.minimum,
  };
}

const area = process.env.MUTATION_AREA ?? "rules";
const chosen = areaOf(area);
if (!chosen) throw new Error(`Unknown mutation area "${area}" (${Object.keys(AREAS).join(", ")})`);
const report = area.replaceAll("/", "-");
// read by vitest.stryker.config.ts in the test-runner processes, which inherit this environment
process.env.MUTATION_TESTS = chosen.tests.join(",");

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.stryker.config.ts", related: true },
  coverageAnalysis: "perTest",
  mutate: chosen.mutate,
  // Static mutants (module-level constants) would rerun the whole suite each: skip them.
  ignoreStatic: true,
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  timeoutMS: 20000,
  dryRunTimeoutMinutes: 30,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `build/mutation/${report}.html` },
  jsonReporter: { fileName: `build/mutation/${report}.json` },
  incremental: true,
  incrementalFile: `build/mutation/${report}-incremental.json`,
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  thresholds: { high: chosen.minimum, low: chosen.minimum - 10, break: chosen.minimum },
};
