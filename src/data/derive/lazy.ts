// A derived value built the first time it is read: a getter that replaces itself by its value. The
// traces of derived data are such getters (d20.ts, worlds.ts), so preparing an actor builds none.

/** Replaces `target`'s getter `key` by `value` (enumerable, as the getter was) and returns it. */
export function settle<T>(target: object, key: string, value: T): T {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
  return value;
}

/** A property descriptor for `key`: `make()` on the first read, its value after. */
export function lazyProperty<T>(key: string, make: () => T): PropertyDescriptor {
  return {
    get(this: object) {
      return settle(this, key, make());
    },
    enumerable: true,
    configurable: true,
  };
}
