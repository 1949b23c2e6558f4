// Form field names (`system.stats.str`) for the sheets' inputs. The path is checked against the
// model's system type, so a renamed schema field fails to compile where the sheet writes it too.
type Leaf = string | number | boolean | null | undefined | readonly unknown[];

/** Every dotted path inside a system type, down to its leaves. */
export type SystemPath<T> = {
  [K in keyof T & string]: T[K] extends Leaf ? K : K | `${K}.${SystemPath<T[K]>}`;
}[keyof T & string];

/** The form field name of a path inside `system`. */
export function systemName<T>(path: SystemPath<T>): `system.${string}` {
  return `system.${path}`;
}
