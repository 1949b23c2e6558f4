import type { StandInEnv } from "../index.js";
import { deprecated, ForcedDeletion } from "./release.js";

type Obj = Record<string, unknown>;

/** A plain object (an operator such as V14's ForcedDeletion is a value, not a branch). */
const isObject = (v: unknown): v is Obj =>
  typeof v === "object" && v !== null && !Array.isArray(v) && !(v instanceof ForcedDeletion);

export function deepClone<T>(value: T): T {
  return structuredClone(value);
}

export function getProperty(object: unknown, path: string): unknown {
  let current: unknown = object;
  for (const part of path.split(".")) {
    if (!isObject(current) && !Array.isArray(current)) return undefined;
    current = (current as Obj)[part];
  }
  return current;
}

export function setProperty(object: Obj, path: string, value: unknown): boolean {
  const parts = path.split(".");
  const last = parts.pop() as string;
  let current: Obj = object;
  for (const part of parts) {
    if (!isObject(current[part])) current[part] = {};
    current = current[part] as Obj;
  }
  current[last] = value;
  return true;
}

/** Turns `{"system.hp.value": 3}` into `{system: {hp: {value: 3}}}`. */
export function expandObject(flat: Obj): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(flat)) setProperty(out, k, isObject(v) ? expandObject(v) : v);
  return out;
}

export function flattenObject(object: Obj, prefix = ""): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(object)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (isObject(v) && Object.keys(v).length) Object.assign(out, flattenObject(v, path));
    else out[path] = v;
  }
  return out;
}

/**
 * Foundry's mergeObject for the common case: deep merge of `other` into a copy of `original`.
 * With `performDeletions` (as document updates do), V13's `"-=key": null` and V14's
 * `key: _del` delete the key (https://foundryvtt.com/api/v13/functions/foundry.utils.mergeObject.html);
 * V14 warns on the "-=" form.
 */
export function mergeObject<T extends Obj>(
  original: T,
  other: Obj = {},
  options: { inplace?: boolean; performDeletions?: boolean } = {},
): T {
  const target = (options.inplace === false ? deepClone(original) : original) as Obj;
  const deletions = options.performDeletions === true;
  for (const [k, v] of Object.entries(expandObject(other))) {
    if (deletions && k.startsWith("-=")) {
      deprecated('"-=" deletion');
      Reflect.deleteProperty(target, k.slice(2));
    } else if (deletions && v instanceof ForcedDeletion) Reflect.deleteProperty(target, k);
    else if (isObject(v) && isObject(target[k]))
      mergeObject(target[k] as Obj, v, { performDeletions: deletions });
    else target[k] = deepClone(v);
  }
  return target as T;
}

let counter = 0;
export function randomID(length = 16): string {
  counter += 1;
  return `id${counter.toString().padStart(length - 2, "0")}`.slice(-length);
}

/** `foundry.utils.escapeHTML`: the five characters HTML gives meaning to, as entities. */
export function escapeHTML(text: unknown): string {
  const entities: Record<string, string> = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#x27;",
  };
  return String(text).replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

export function install(env: StandInEnv): void {
  Object.assign(env.foundry.utils, {
    deepClone,
    getProperty,
    setProperty,
    expandObject,
    flattenObject,
    mergeObject,
    randomID,
    escapeHTML,
    isEmpty: (v: unknown) => (isObject(v) ? Object.keys(v).length === 0 : v == null),
  });
}
