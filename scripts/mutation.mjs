// `npm run mutation [rules|documents|rulesets|rules/dice …]`: Stryker on one area (or one folder of
// it) at a time, all three areas when none is named, then the scores from build/mutation/*.json.
// MUTATION_CONCURRENCY sets the workers (default 1: the machine is shared).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { AREAS, areaOf } from "../stryker.config.mjs";
import { fail } from "./lib/cli.mjs";

const areas = process.argv.slice(2);
for (const area of areas) if (!areaOf(area)) fail(`mutation: unknown area "${area}"`);
const chosen = areas.length > 0 ? areas : Object.keys(AREAS);

let failed = false;
for (const area of chosen) {
  const run = spawnSync("npx", ["stryker", "run", "stryker.config.mjs"], {
    stdio: "inherit",
    env: { ...process.env, MUTATION_AREA: area },
  });
  if (run.status !== 0) failed = true;
}

/** Killed (or timed out) over all valid mutants, as Stryker scores them. */
function counts(area) {
  const file = `build/mutation/${area.replaceAll("/", "-")}.json`;
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, "utf8"));
  let detected = 0;
  let valid = 0;
  for (const { mutants } of Object.values(report.files)) {
    for (const m of mutants) {
      if (m.status === "Killed" || m.status === "Timeout") detected++;
      if (m.status !== "CompileError" && m.status !== "RuntimeError" && m.status !== "Ignored") {
        valid++;
      }
    }
  }
  return { detected, valid };
}

const rows = [...new Set([...Object.keys(AREAS), ...chosen])]
  .map((area) => ({ area, c: counts(area) }))
  .filter((r) => r.c !== null);
for (const { area, c } of rows) {
  const score = c.valid === 0 ? 100 : (100 * c.detected) / c.valid;
  console.log(`${area}: ${score.toFixed(1)}% (${c.detected} of ${c.valid} mutants detected)`);
}
const glue = rows.filter((r) => r.area === "documents" || r.area === "rulesets");
if (glue.length === 2) {
  const detected = glue.reduce((s, r) => s + r.c.detected, 0);
  const valid = glue.reduce((s, r) => s + r.c.valid, 0);
  console.log(`documents + rulesets: ${((100 * detected) / valid).toFixed(1)}%`);
}
if (failed) fail("mutation: a score is below its minimum (or Stryker failed)");
