// Per-key promise queues: a task starts once every earlier task of the same key has settled, so two
// writes that read-modify-write the same document never interleave. A failure does not block the
// tasks behind it. Keys: "authority" (every request the GM carries out), an actor's uuid (its
// health changes), "card.<message id>" (a card's marks).
const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task of the same key has settled. */
export function runQueued<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => undefined);
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return next;
}
