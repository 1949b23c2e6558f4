/**
 * Runs before every unit test file (vitest.config.ts `setupFiles`). The files of the shared project run
 * one after another in the same worker (`isolate: false`), which saves starting a worker and loading
 * Vitest, happy-dom and fast-check again for each of them; this makes each file start as it would in a
 * fresh worker: src/ and the stand-in (test/foundry/) are evaluated again, so their module state
 * (registries, caches, counters) is new; the globals a file added or replaced (the stand-in's foundry,
 * game, CONFIG…, anything a test set on globalThis) are gone; timers are real and stubs undone.
 * A file that needs more (vi.mock, another environment) runs in the isolated project instead.
 */
import { vi } from "vitest";

const PRISTINE = Symbol.for("holocron.test.pristineGlobals");
/** Vitest's own worker globals, which it may add after the first file started. */
const OWN = /^__vi/;

type Snapshot = Map<PropertyKey, PropertyDescriptor>;

function sameProperty(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return a.value === b.value && a.get === b.get && a.set === b.set;
}

function restoreGlobals(pristine: Snapshot): void {
  for (const key of Reflect.ownKeys(globalThis)) {
    if (key === PRISTINE || (typeof key === "string" && OWN.test(key))) continue;
    const was = pristine.get(key);
    const now = Object.getOwnPropertyDescriptor(globalThis, key);
    if (!was) Reflect.deleteProperty(globalThis, key);
    else if (now && !sameProperty(now, was)) Object.defineProperty(globalThis, key, was);
  }
  for (const [key, was] of pristine) {
    if (!Object.hasOwn(globalThis, key)) Object.defineProperty(globalThis, key, was);
  }
}

const pristine: Snapshot | undefined = Reflect.get(globalThis, PRISTINE);
if (pristine) {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  restoreGlobals(pristine);
  vi.resetModules();
} else {
  const snapshot: Snapshot = new Map();
  for (const key of Reflect.ownKeys(globalThis)) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, key);
    if (descriptor) snapshot.set(key, descriptor);
  }
  Object.defineProperty(globalThis, PRISTINE, { value: snapshot });
}
