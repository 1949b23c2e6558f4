import type { StandInEnv } from "../index.js";

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

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

/** Foundry's mergeObject for the common case: deep merge of `other` into a copy of `original`. */
export function mergeObject<T extends Obj>(
  original: T,
  other: Obj = {},
  options: { inplace?: boolean } = {},
): T {
  const target = (options.inplace === false ? deepClone(original) : original) as Obj;
  for (const [k, v] of Object.entries(expandObject(other))) {
    if (isObject(v) && isObject(target[k])) mergeObject(target[k] as Obj, v);
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
