// npm run bench:report: the derived-data and sheet benches, run side by side with the same bench
// files at the reference commit (scripts/lib/bench-table.mjs) in one Vitest bench run, one file at a
// time, for a few rounds; then the table in docs/performance.md is written again from the results,
// with the date, the commit and the machine's load before and after. Nobody edits its rows by hand.
//   node scripts/bench-report.mjs [--rounds N]
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, relative } from "node:path";
import { BENCHES, REFERENCE, RULESET_RUNS, renderTable, withTable } from "./lib/bench-table.mjs";

const ROOT = join(import.meta.dirname, "..");
const OUT = join(ROOT, "build", "bench-report");
const DOC = join(ROOT, "docs", "performance.md");
const roundsArg = process.argv.indexOf("--rounds");
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 2;

const git = (...args) => execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();

/**
 * Busy CPU time of the whole machine and of this process's waited-for children (the bench runs), in
 * clock ticks (/proc/stat and /proc/self/stat both count in USER_HZ): their difference over a run is
 * what other processes used.
 */
function cpuTicks() {
  const all = readFileSync("/proc/stat", "utf8")
    .split("\n")[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const busy = all.slice(0, 8).reduce((sum, t, k) => (k === 3 || k === 4 ? sum : sum + t), 0);
  const own = readFileSync("/proc/self/stat", "utf8");
  const fields = own
    .slice(own.lastIndexOf(")") + 2)
    .split(" ")
    .map(Number);
  // After the name: state is field 3, so utime/stime/cutime/cstime (14–17) are 11–14 here.
  const mine = fields[11] + fields[12] + fields[13] + fields[14];
  return { busy, mine, at: Date.now() };
}

/** The share of the machine's cores that other processes used between two cpuTicks(). */
function othersShare(before, after, cores) {
  const ticksPerSecond = 100;
  const elapsed = ((after.at - before.at) / 1000) * ticksPerSecond * cores;
  const others = after.busy - before.busy - (after.mine - before.mine);
  return elapsed > 0 ? Math.max(0, others / elapsed) : null;
}

/** The three load averages, as /proc/loadavg gives them. */
function load() {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).map(Number);
}

/** The reference's files the benches need, once, under build/ (ignored by git). */
function referenceTree() {
  const sha = git("rev-parse", `${REFERENCE}^{commit}`);
  const dir = join(ROOT, "build", "bench-ref", sha);
  if (!existsSync(join(dir, "src"))) {
    mkdirSync(dir, { recursive: true });
    const archive = spawnSync(
      "git",
      ["archive", sha, "src", "test", "templates", "lang", "scripts", "system.json"],
      {
        cwd: ROOT,
        maxBuffer: 1 << 30,
      },
    );
    if (archive.status !== 0) throw new Error(`git archive failed: ${archive.stderr}`);
    const tar = spawnSync("tar", ["-x", "-C", dir], { input: archive.stdout });
    if (tar.status !== 0) throw new Error(`tar failed: ${tar.stderr}`);
  }
  return dir;
}

/** One Vitest bench run of `files` (repository-relative), one file at a time: its JSON results. */
function benchRun(files, round, env = {}) {
  const config = join(OUT, "vitest.config.mjs");
  writeFileSync(
    config,
    `export default ${JSON.stringify({
      test: {
        environment: "node",
        include: [],
        fileParallelism: false,
        benchmark: { include: files },
      },
    })};\n`,
  );
  const tag = Object.values(env).join("-");
  const json = join(OUT, `round-${round}${tag ? `-${tag}` : ""}.json`);
  const run = spawnSync(
    "npx",
    ["vitest", "bench", "--run", "--root", ROOT, "--config", config, "--outputJson", json],
    { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } },
  );
  if (run.status !== 0) throw new Error(`vitest bench failed (round ${round})`);
  return JSON.parse(readFileSync(json, "utf8"));
}

/** Each bench's mean (ms) in a run's results, by "file|name" with the file repository-relative. */
function meansOf(results, prefix) {
  const means = new Map();
  for (const file of results.files ?? []) {
    const rel = relative(ROOT, file.filepath).split("\\").join("/");
    if (!rel.startsWith(prefix)) continue;
    const key = rel.slice(prefix.length);
    for (const group of file.groups ?? [])
      for (const b of group.benchmarks ?? [])
        if (typeof b.mean === "number") means.set(`${key}|${b.name}`, b.mean);
  }
  return means;
}

const median = (values) => {
  const v = values.filter((x) => typeof x === "number").sort((a, b) => a - b);
  if (v.length === 0) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
};

mkdirSync(OUT, { recursive: true });
const loadBefore = load();
const cpuBefore = cpuTicks();
const refTree = referenceTree();
const refDir = relative(ROOT, refTree).split("\\").join("/");
// A bench run per ruleset uses this commit's bench file on both sides (it reads
// HOLOCRON_BENCH_RULESET); the code it benches is each commit's own.
for (const b of BENCHES.filter((bench) => bench.perRuleset))
  copyFileSync(join(ROOT, b.file), join(refTree, b.file));
const sidesOf = (benches) => benches.flatMap((b) => [b.file, `${refDir}/${b.file}`]);
/** Each round's runs: the shared benches in one run, a per-ruleset bench once per ruleset. */
const RUNS = [
  { files: sidesOf(BENCHES.filter((b) => !b.perRuleset)), env: {} },
  ...RULESET_RUNS.map((ruleset) => ({
    files: sidesOf(BENCHES.filter((b) => b.perRuleset)),
    env: { HOLOCRON_BENCH_RULESET: ruleset },
  })),
].filter((run) => run.files.length > 0);
const current = new Map();
const reference = new Map();
for (let round = 1; round <= ROUNDS; round++) {
  for (const run of RUNS) {
    // Alternate which side goes first, so a load that rises or falls through a round favours neither.
    const ordered = round % 2 ? run.files : [...run.files].reverse();
    const results = benchRun(ordered, round, run.env);
    for (const [side, prefix] of [
      [current, ""],
      [reference, `${refDir}/`],
    ]) {
      for (const [key, mean] of meansOf(results, prefix)) {
        if (prefix === "" && key.startsWith("build/")) continue;
        side.set(key, [...(side.get(key) ?? []), mean]);
      }
    }
  }
}
const loadAfter = load();
const cpuAfter = cpuTicks();
const dirty = git("status", "--porcelain", "--", "src", "test", "templates") !== "";
const rows = BENCHES.flatMap((b) =>
  b.rows.map((row) => ({
    ...row,
    mean: median(current.get(`${b.file}|${row.name}`) ?? []),
    referenceMean: median(reference.get(`${b.file}|${row.name}`) ?? []),
  })),
);
const block = renderTable({
  date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
  commit: `${git("rev-parse", "--short", "HEAD")}${dirty ? "-dirty" : ""}`,
  reference: REFERENCE,
  cores: availableParallelism(),
  loadBefore,
  loadAfter,
  othersShare: othersShare(cpuBefore, cpuAfter, availableParallelism()),
  rounds: ROUNDS,
  rows,
});
mkdirSync(join(ROOT, "docs"), { recursive: true });
const doc = existsSync(DOC) ? readFileSync(DOC, "utf8") : "# Performance\n";
writeFileSync(DOC, withTable(doc, block));
// Aligned as `npm run lint` expects (prettier --check .); the test reads either form.
spawnSync("npx", ["prettier", "--write", DOC], { cwd: ROOT, stdio: "inherit" });
console.log(block);
