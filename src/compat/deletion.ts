// Deleting a key in a document update. V13: the key prefixed "-=" with a null value
// (`{"system.-=old": null}`). V14: the key itself set to the deletion operator, which V14 exposes
// as the global `_del` (foundry.data.operators.ForcedDeletion); "-=" still works there but warns.
// dnd5e 5.3 branches the same way (module/documents/item.mjs `deleteActivity`,
// `deleteAdvancement`).
import { isV14 } from "./generation.js";

/** V14's deletion operator, or null where the running Foundry has none. */
function forcedDeletion(): unknown {
  const operator: unknown = Reflect.get(globalThis, "_del");
  return operator ?? null;
}

/** Marks `key` of `target` (part of an update object) for deletion. */
export function markDeleted(target: Record<string, unknown>, key: string): void {
  const operator = isV14() ? forcedDeletion() : null;
  if (operator !== null) target[key] = operator;
  else target[`-=${key}`] = null;
}

/** Whether an update key is deletion or replacement syntax ("-=key", "==key"), not a stored key. */
export function isUpdateOperatorKey(key: string): boolean {
  return /^[-=]=/.test(key);
}

/**
 * Whether a value is plain stored data rather than an update operator object (V14's `_del`
 * deletion, ForcedReplacement…), which are class instances.
 */
export function isPlainData(value: unknown): boolean {
  if (typeof value !== "object" || value === null) return true;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === Array.prototype || proto === null;
}
