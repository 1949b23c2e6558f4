// Exported tables are shared by every caller, so they are frozen: a caller that tried to edit one
// (say FORCE_POWERS.push.damage) would corrupt it for everyone else.

/** Freezes a plain data value and everything in it; returns it with its type unchanged. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
