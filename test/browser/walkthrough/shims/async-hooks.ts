/**
 * node:async_hooks in the walkthrough page (../build.ts aliases it): the stand-in's client user
 * (test/foundry/parts/users.ts) for the synchronous part of a run. The page plays one client, the
 * GM's, so no work there is started for another client's user.
 */
export class AsyncLocalStorage<T> {
  #store: T | undefined;

  run<R>(store: T, run: () => R): R {
    const before = this.#store;
    this.#store = store;
    try {
      return run();
    } finally {
      this.#store = before;
    }
  }

  getStore(): T | undefined {
    return this.#store;
  }
}
