// Which src files run while a flow runs: V8's own call counts (the inspector's Profiler domain,
// https://chromedevtools.github.io/devtools-protocol/v8/Profiler/), read before and after the flow.
// `getBestEffortCoverage` reads the counters without resetting them, so the coverage Vitest may be
// collecting for this worker is left whole; precise coverage is switched on (in the same block-count
// mode Vitest's v8 provider uses) so that counts are exact and not lost to garbage collection.
import { Session } from "node:inspector/promises";
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

type Counts = Map<string, Map<number, number>>;

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Each src file's functions, by where each starts, with how often each ran. The script's own top
 * level (offset 0) is left out: V8 reports it as run once whatever happened since.
 */
async function takeCounts(session: Session): Promise<Counts> {
  const { result } = await session.post("Profiler.getBestEffortCoverage");
  const counts: Counts = new Map();
  for (const script of result) {
    if (!script.url.startsWith("file:")) continue;
    const file = relative(ROOT, fileURLToPath(script.url.split("?")[0]!));
    if (!file.startsWith("src/")) continue;
    const functions = new Map<number, number>();
    for (const f of script.functions) {
      const range = f.ranges[0];
      if (range && range.startOffset > 0) functions.set(range.startOffset, range.count);
    }
    counts.set(file, functions);
  }
  return counts;
}

/**
 * A file of re-exports only (`export … from`) runs no code of its own: the getters the test runner's
 * module transform gives each re-export are its, not the file's, so it is not counted.
 */
function isBarrel(file: string): boolean {
  const source = readFileSync(join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const statements = source
    .split(";")
    .map((s) => s.trim())
    .filter(Boolean);
  return statements.every((s) => /^export\b[\s\S]*\bfrom\s*["'][^"']+["']$/.test(s));
}

/** The files one of whose functions (a module's body included) ran more often than before. */
function entered(before: Counts, after: Counts): string[] {
  const files: string[] = [];
  for (const [file, functions] of after) {
    const earlier = before.get(file);
    const ran = [...functions].some(([start, count]) => count > (earlier?.get(start) ?? 0));
    if (ran && !isBarrel(file)) files.push(file);
  }
  return files.sort();
}
let open: Session | null = null;

/**
 * The worker's one session, never disconnected: disabling a session's profiler stops precise coverage
 * for the whole isolate, which would leave Vitest's own coverage of this worker without its mode. (The
 * flow-trace test files run in a worker of their own, so switching counts on touches no other file.)
 */
async function session(): Promise<Session> {
  if (open) return open;
  open = new Session();
  open.connect();
  await open.post("Profiler.enable");
  await open.post("Profiler.startPreciseCoverage", { callCount: true, detailed: true });
  return open;
}

/** The src files (paths from the repository root, sorted) that ran code while `flow` ran. */
export async function srcFilesRunBy(flow: () => Promise<void>): Promise<string[]> {
  const profiler = await session();
  const before = await takeCounts(profiler);
  await flow();
  return entered(before, await takeCounts(profiler));
}

/**
 * Each flow's ceiling (src files): a change that spreads a flow over more files fails its test and
 * has to say why; a change that gathers it lowers the number here.
 */
export const FLOW_CEILING = { m20Attack: 58, worldsReroll: 40, operaDying: 30 };

/** Prints the count (the run's log keeps each flow's reach) and returns it. */
export function report(name: string, files: string[]): number {
  console.info(`${name}: ${files.length} src files`);
  return files.length;
}
