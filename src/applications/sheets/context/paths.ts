/**
 * Where the sheets read and write each value of a document's `system` data. These are the field names of
 * the data models (src/data); keeping them in one table means a renamed field is changed here only.
 * Health fields are not here: the ruleset's `healthView` names them (see ./health.ts).
 */
export const ACTOR_PATHS = {
  level: "system.level",
  stats: "system.stats",
  skills: "system.skills",
  attributes: "system.attributes",
  className: "system.class.name",
  knight: "system.class.knight",
  droid: "system.class.droid",
  affinity: "system.class.affinity",
  hitDice: "system.hitDice",
  secondWindUsed: "system.secondWindUsed",
  heroism: "system.heroism.value",
  movement: "system.movement",
  mook: "system.mook",
  heroPoints: "system.heroPoints.value",
  heroPointsSpent: "system.heroPoints.spent",
  npcArmor: "system.armor",
  npcSpeed: "system.speed",
  damage: "system.damage",
  biography: "system.biography",
} as const;

/** Derived values the data models compute (src/data/derive/*); the sheets show them, never edit them. */
export const DERIVED_PATHS = {
  bonuses: "system.bonuses",
  ac: "system.ac",
  skillTotals: "system.skillTotals",
  weapons: "system.weapons",
  aboveLevelCap: "system.aboveLevelCap",
  hitDiceMissing: "system.hitDiceMissing",
  forceCost: "system.force.costInCombat",
  psionicCost: "system.psionics.costInCombat",
  armor: "system.armor",
  speed: "system.speed",
  levelsWaiting: "system.levelsWaiting",
  damageDice: "system.damageDice",
  heroPointsMax: "system.heroPoints.max",
} as const;

export const ITEM_PATHS = {
  damage: "system.damage",
  kind: "system.kind",
  attackBonus: "system.attackBonus",
  damageType: "system.damageType",
  equipped: "system.equipped",
  acBonus: "system.acBonus",
  armor: "system.armor",
  speed: "system.speed",
  quantity: "system.quantity",
  power: "system.power",
  stat: "system.stat",
  usesPerDay: "system.usesPerDay",
  used: "system.used",
  skillBonus: "system.skillBonus",
  description: "system.description",
} as const;

/** Reads a dotted path (`system.stats.str`) from a document-like object; undefined when absent. */
export function readPath(source: object, path: string): unknown {
  let value: unknown = source;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

export function readNumber(source: object, path: string, fallback = 0): number {
  const value = readPath(source, path);
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function readString(source: object, path: string, fallback = ""): string {
  const value = readPath(source, path);
  return typeof value === "string" ? value : fallback;
}

export function readBoolean(source: object, path: string): boolean {
  return readPath(source, path) === true;
}

/** A nullable number (null means "use the default", e.g. attack bonus = level). */
export function readNullableNumber(source: object, path: string): number | null {
  const value = readPath(source, path);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}
