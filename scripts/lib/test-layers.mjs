// `npm test`'s layers run side by side (scripts/test.mjs): each one's output is held and printed whole
// when it ends, so two layers never interleave; a layer waits for the ones it needs (`after`); the run
// fails when any layer fails or cannot start, and ends with a table of each layer's time and test count.
import { spawn } from "node:child_process";

// eslint-disable-next-line no-control-regex -- the escape character is what a colour code starts with
const ANSI = /\u001b\[[0-9;]*m/g;

/** "tests 3652 passed (3652), files 341 passed (341)" from a Vitest run's summary, or null. */
export function vitestCounts(output) {
  const plain = output.replace(ANSI, "");
  const last = (re) => [...plain.matchAll(re)].at(-1)?.[1]?.trim() ?? null;
  const tests = last(/^\s*Tests\s+(.+)$/gm);
  const files = last(/^\s*Test Files\s+(.+)$/gm);
  return tests ? `tests ${tests}${files ? `, files ${files}` : ""}` : null;
}

function runOne(layer, env) {
  const started = performance.now();
  return new Promise((resolve) => {
    const [command, ...args] = layer.command;
    const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    const finish = (ok, extra = "") => {
      const output = Buffer.concat(chunks).toString("utf8") + extra;
      resolve({ name: layer.name, ok, output, seconds: (performance.now() - started) / 1000 });
    };
    child.on("error", (error) => finish(false, `\n${layer.name}: ${error.message}\n`));
    child.on("close", (code, signal) =>
      finish(code === 0, signal ? `\nkilled by ${signal}\n` : ""),
    );
  });
}

/**
 * Runs the layers ({ name, command: [file, ...args], after?: [names], counts?: (output) => string|null })
 * and resolves to each one's result; `write` receives everything to print.
 */
export async function runLayers(
  layers,
  { write = (text) => process.stdout.write(text), env = process.env } = {},
) {
  const started = performance.now();
  const done = new Map();
  const results = [];
  const run = async (layer) => {
    const needs = await Promise.all((layer.after ?? []).map((name) => done.get(name)));
    const failed = needs.filter((need) => !need.ok).map((need) => need.name);
    const result = failed.length
      ? {
          name: layer.name,
          ok: false,
          output: "",
          seconds: 0,
          skipped: `not run: ${failed.join(", ")} failed`,
        }
      : await runOne(layer, env);
    result.counts = layer.counts?.(result.output) ?? null;
    const verdict = result.skipped ?? (result.ok ? "ok" : "FAILED");
    write(`\n── ${layer.name}: ${verdict} (${result.seconds.toFixed(1)} s) ──\n${result.output}`);
    results.push(result);
    return result;
  };
  for (const layer of layers)
    done.set(
      layer.name,
      Promise.resolve().then(() => run(layer)),
    );
  await Promise.all(done.values());
  const total = (performance.now() - started) / 1000;
  const width = Math.max(...layers.map((l) => l.name.length));
  const rows = layers.map(({ name }) => {
    const r = results.find((x) => x.name === name);
    const verdict = (r.skipped ? "not run" : r.ok ? "ok" : "FAILED").padEnd(7);
    return `  ${name.padEnd(width)}  ${verdict}  ${r.seconds.toFixed(1).padStart(6)} s${r.counts ? `  ${r.counts}` : ""}`;
  });
  const ok = results.every((r) => r.ok);
  write(
    `\nLayers (side by side, wall time each):\n${rows.join("\n")}\n  ${"total".padEnd(width)}  ${(ok ? "ok" : "FAILED").padEnd(7)}  ${total.toFixed(1).padStart(6)} s\n`,
  );
  return { ok, results, seconds: total };
}
