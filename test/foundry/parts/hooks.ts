import type { StandInEnv } from "../index.js";

type Listener = (...args: unknown[]) => unknown;

/** Listener errors caught since the world was installed (stand-in only). */
export const hookErrors: { hook: string; error: unknown }[] = [];

/**
 * Hooks.on/once/call/callAll with Foundry's semantics: `call` stops when a listener returns false;
 * a listener that throws is logged and the others still run.
 */
export function install(env: StandInEnv): void {
  const errors = hookErrors;
  errors.length = 0;
  const listeners = new Map<string, { fn: Listener; once: boolean; id: number }[]>();
  let nextId = 1;
  const add = (hook: string, fn: Listener, once: boolean): number => {
    const id = nextId++;
    listeners.set(hook, [...(listeners.get(hook) ?? []), { fn, once, id }]);
    return id;
  };
  const run = (hook: string, args: unknown[], stopOnFalse: boolean): boolean => {
    for (const entry of [...(listeners.get(hook) ?? [])]) {
      if (entry.once)
        listeners.set(
          hook,
          (listeners.get(hook) ?? []).filter((e) => e !== entry),
        );
      let result: unknown;
      try {
        result = entry.fn(...args);
      } catch (error) {
        // Core catches a throwing listener, logs it through Hooks.onError and calls the next one
        // (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html#onerror).
        errors.push({ hook, error });
        console.error(`Error thrown in hooked function for hook '${hook}'`, error);
        continue;
      }
      if (result === false && stopOnFalse) return false;
    }
    return true;
  };
  Object.assign(env.Hooks, {
    on: (hook: string, fn: Listener) => add(hook, fn, false),
    once: (hook: string, fn: Listener) => add(hook, fn, true),
    off: (hook: string, idOrFn: number | Listener) =>
      listeners.set(
        hook,
        (listeners.get(hook) ?? []).filter((e) => e.id !== idOrFn && e.fn !== idOrFn),
      ),
    call: (hook: string, ...args: unknown[]) => run(hook, args, true),
    callAll: (hook: string, ...args: unknown[]) => run(hook, args, false),
    /** Stand-in only: how many listeners a hook has. */
    count: (hook: string) => (listeners.get(hook) ?? []).length,
  });
}
