// Median wall time of a function over repeated runs, after a warm-up: a budget check that one slow
// run (a GC pause, another process) does not fail.
export function medianMs(fn: () => void, runs = 25, warmup = 5): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}
