// What every ruleset's derivation is made with: the plain inputs it reads from owned items (worn
// armor, weapons), and the lazy set its traces are built in when first read.
import type { d20 } from "../../rules/index.js";
import * as config from "../../config.js";

/** `name` names the item in a breakdown (optional: benches and tests build inputs without one). */
export type WornArmor = { name?: string; acBonus: number; armor: number; speed: number };
export type WeaponInput = {
  id: string;
  name?: string;
  kind: d20.AttackKind;
  attackBonus: number;
  damage: string;
  damageType: string;
};
export type ItemInputs = { armor: WornArmor[]; weapons: WeaponInput[] };

/** The minimal view of an owned item (a Foundry Item or a plain object in tests and benchmarks). */
export type ItemLike = { id: string | null; name?: string | null; type: string; system: unknown };

// Read once, as derive/d20.ts reads its helpers: in an unbundled module graph (Vitest, the benches)
// each imported name is a getter call, and preparation asks these of every item of every actor.
const { isArmor, isWeapon } = config;

type ArmorSystem = Omit<WornArmor, "name"> & { equipped: boolean };
type WeaponSystem = Omit<WeaponInput, "id" | "name">;

export function collectItems(items: Iterable<ItemLike>): ItemInputs {
  const armor: WornArmor[] = [];
  const weapons: WeaponInput[] = [];
  for (const item of items) {
    if (isArmor(item)) {
      const s = item.system as ArmorSystem;
      if (s.equipped)
        armor.push({ name: item.name ?? "", acBonus: s.acBonus, armor: s.armor, speed: s.speed });
    } else if (isWeapon(item)) {
      const s = item.system as WeaponSystem;
      weapons.push({
        id: item.id ?? "",
        name: item.name ?? "",
        kind: s.kind,
        attackBonus: s.attackBonus,
        damage: s.damage,
        damageType: s.damageType,
      });
    }
  }
  return { armor, weapons };
}

// Derived values built the first time they are read. The traces of derived data are such values
// (d20.ts, worlds.ts): preparing an actor builds none, and a breakdown opened builds the one it shows.

/** A set of values, each made by its getter on first read and kept after. */
export class LazySet {
  #memo: Map<string, unknown> | undefined;
  protected once<T>(key: string, make: () => T): T {
    this.#memo ??= new Map();
    if (!this.#memo.has(key)) this.#memo.set(key, make());
    return this.#memo.get(key) as T;
  }
}

/**
 * Reads through to the set (its getters run on the set itself) and reports `keys` as its own
 * enumerable properties, so a copy (`{ ...traces }`, a fixture's level-up) carries the values as a
 * plain object's copy would. A proxy, not own accessors: an object literal with getters costs about
 * 3 µs to create in V8, a class instance and its proxy some 15 ns, and preparation makes one per actor.
 */
export function ownGetters<T extends LazySet>(set: T, keys: readonly (keyof T & string)[]): T {
  return new Proxy<T>(set, handlerOf(keys));
}

// One handler per list of keys (each list is a module constant), not one per actor prepared.
const handlers = new WeakMap<readonly string[], ProxyHandler<object>>();

function handlerOf(keys: readonly string[]): ProxyHandler<object> {
  let handler = handlers.get(keys);
  if (handler === undefined) {
    const own = (key: string | symbol) => typeof key === "string" && keys.includes(key);
    handler = {
      get: (target, key) => Reflect.get(target, key),
      ownKeys: () => [...keys],
      getOwnPropertyDescriptor: (target, key) =>
        own(key)
          ? {
              value: Reflect.get(target, key),
              enumerable: true,
              configurable: true,
              writable: true,
            }
          : undefined,
    };
    handlers.set(keys, handler);
  }
  return handler;
}

/** What a lazy set is built from: the value itself, or a maker of it called on first read. */
export type Source<T extends object> = T | (() => T);

/** The value of a source (its maker called, if it has one). */
export function made<T extends object>(source: Source<T>): T {
  return typeof source === "function" ? source() : source;
}
