// The data versions and how a stored `system` source is brought to today's: the version stamp,
// the steps between versions, and applying them to a source in place.
//
// Applies the migration steps to a `system` source in place: the models' `migrateData` runs it on
// every load (and on update data), the world migration persists the result and the version.
import { isAbility, isHolocronActorType, isWeapon, type HolocronActorType } from "../config.js";

/** The data version every model writes today; documents below it are migrated by the GM on `ready`. */
export const CURRENT_SCHEMA_VERSION = 2;

/**
 * The update options of a write the system's own automation makes (the world migration): it is no
 * one's edit, so a GM's client writing it approves nothing (src/documents/item-provenance.ts).
 * `render` is Foundry's own default, named so the typed options accept it (as STATE_WRITE does).
 */
export const AUTOMATIC_WRITE = { render: true, holocronAutomatic: true } as const;

// ---- the steps ---------------------------------------------------------------------------------
// Shape changes between data versions, applied to a document's `system` source IN PLACE (Foundry
// ignores migrateData's return value: foundryvtt#13141). Each step acts only where it finds a legacy
// shape, so it runs on every load without a version gate, and running it again changes nothing. A
// value a step cannot place (its new home is already set) is kept in `legacy`, never dropped.

export type DocumentName = "Actor" | "Item";
export type Source = Record<string, unknown>;
/** Values that have no place in today's schema, by their old key (or `path` for fitted values). */
export type Legacy = Record<string, unknown>;

export interface MigrationStep {
  /** The version this step brings data to. */
  version: number;
  description: string;
  /** Top-level `system` keys the step moves away (deleted from stored data by the world migration). */
  legacyKeys: Record<DocumentName, readonly string[]>;
  migrate(documentName: DocumentName, type: string, system: Source, legacy: Legacy): void;
}

const isObject = (v: unknown): v is Source =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A number, or a number stored as text ("3"); undefined for anything else. */
export function numeric(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== "";

/** Puts `value` at `target[key]` unless a different value is already there: then keeps it. */
function place(target: Source, key: string, value: unknown, legacy: Legacy, from: string): void {
  if (!isSet(target[key])) target[key] = value;
  else if (target[key] !== value) legacy[from] = value;
}

/** Moves `system[from]` into `system[block][key]`. */
function moveInto(s: Source, from: string, block: string, key: string, legacy: Legacy): void {
  if (!(from in s)) return;
  const value = s[from];
  delete s[from];
  if (!isObject(s[block])) s[block] = {};
  place(s[block] as Source, key, numeric(value) ?? value, legacy, from);
}

function renameKey(s: Source, from: string, to: string, legacy: Legacy): void {
  if (!(from in s)) return;
  const value = s[from];
  delete s[from];
  place(s, to, value, legacy, from);
}

/** A resource once stored as a bare number (or numeric text) becomes `{ value }`. */
function toValueBlock(s: Source, key: string): void {
  const n = numeric(s[key]);
  if (n !== undefined) s[key] = { value: n };
}

/** Version 1: whose max health stays stored, typed by the GM (a Star Worlds NPC's Vitality). */
const STORED_MAX_HEALTH: Record<HolocronActorType, boolean> = {
  m20Character: false,
  m20Npc: false,
  operaCharacter: false,
  operaNpc: false,
  worldsCharacter: false,
  worldsNpc: true,
};

function actorV1(type: string, s: Source, legacy: Legacy): void {
  moveInto(s, "hp", "health", "value", legacy);
  moveInto(s, "vitality", "health", "value", legacy);
  if (isHolocronActorType(type) && STORED_MAX_HEALTH[type]) {
    moveInto(s, "vitalityMax", "health", "max", legacy);
  } else if ("vitalityMax" in s) {
    legacy.vitalityMax = s.vitalityMax; // derived now: kept for the record
    delete s.vitalityMax;
  }
  if ("hpMax" in s) {
    legacy.hpMax = s.hpMax; // derived now (max HP comes from the rules)
    delete s.hpMax;
  }
  for (const key of ["strDamage", "heroism", "heroPoints"]) toValueBlock(s, key);
  moveInto(s, "heroPointsSpent", "heroPoints", "spent", legacy);
  if ("attackBonus" in s) {
    const bonus = numeric(s.attackBonus) ?? s.attackBonus;
    delete s.attackBonus;
    if (!isObject(s.attack)) s.attack = { melee: bonus, ranged: bonus };
    else legacy.attackBonus = bonus;
  }
  if (typeof s.class === "string") s.class = { name: s.class };
  for (const flag of ["knight", "droid", "affinity"]) moveInto(s, flag, "class", flag, legacy);
  moveInto(s, "className", "class", "name", legacy);
  if (typeof s.skills === "string") {
    s.skills = s.skills
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
  }
  renameKey(s, "notes", "biography", legacy);
}

function itemV1(type: string, s: Source, legacy: Legacy): void {
  if (isWeapon({ type }) && "ranged" in s) {
    const kind = s.ranged ? "ranged" : "melee";
    delete s.ranged;
    if (!isSet(s.kind)) s.kind = kind;
  }
  renameKey(s, "damageKind", "damageType", legacy);
  if (isAbility({ type }) && isObject(s.uses)) {
    const uses = s.uses;
    delete s.uses;
    place(s, "used", numeric(uses.value) ?? uses.value, legacy, "uses.value");
    place(s, "usesPerDay", numeric(uses.max) ?? uses.max, legacy, "uses.max");
  }
  renameKey(s, "skill", "skillBonus", legacy);
  renameKey(s, "notes", "description", legacy);
}

/** Below this version a stored actor has no Robot flag (Space Opera), Agility or movement (m20). */
const V2 = 2;

/** A Space Opera actor is no robot unless it says so. */
function fillOperaV2(s: Source): void {
  if (!isObject(s.class)) s.class = {};
  const cls = s.class as Source;
  if (!("robot" in cls)) cls.robot = false;
}

/** An m20 actor has Agility 0 and moves 30 ft. */
function fillM20V2(s: Source): void {
  if (!isObject(s.skills)) s.skills = {};
  const skills = s.skills as Source;
  if (!("agility" in skills)) skills.agility = 0;
  if (!isSet(s.movement)) s.movement = 30;
}

/** What version 2 fills in, per actor type (Star Worlds added nothing). */
const V2_FILLS: Record<HolocronActorType, ((s: Source) => void) | null> = {
  m20Character: fillM20V2,
  m20Npc: fillM20V2,
  operaCharacter: fillOperaV2,
  operaNpc: fillOperaV2,
  worldsCharacter: null,
  worldsNpc: null,
};

/**
 * The fields version 2 added, written as the rules read a missing one (rulings: Robots; Chases): a
 * Space Opera actor is no robot, an m20 actor has Agility 0 and moves 30 ft. Only a stored source
 * older than version 2 is touched (update data carries no version, so a partial update is never
 * filled in), and nothing else in it changes.
 */
function actorV2(type: string, s: Source): void {
  if (typeof s.schemaVersion !== "number" || s.schemaVersion >= V2) return;
  if (isHolocronActorType(type)) V2_FILLS[type]?.(s);
}

export const MIGRATIONS: readonly MigrationStep[] = [
  {
    version: 1,
    description: "Health and resources as {value, max} blocks; class flags grouped; legacy names.",
    legacyKeys: {
      Actor: [
        "hp",
        "hpMax",
        "vitality",
        "vitalityMax",
        "heroPointsSpent",
        "attackBonus",
        "knight",
        "droid",
        "affinity",
        "className",
        "notes",
      ],
      Item: ["ranged", "damageKind", "uses", "skill", "notes"],
    },
    migrate(documentName, type, system, legacy) {
      if (documentName === "Actor") actorV1(type, system, legacy);
      else itemV1(type, system, legacy);
    },
  },
  {
    version: V2,
    description: "Space Opera's Robot flag (unset); m20's Agility (0) and movement (30 ft).",
    legacyKeys: { Actor: [], Item: [] },
    migrate(documentName, type, system) {
      if (documentName === "Actor") actorV2(type, system);
    },
  },
];

// ---- applying them -----------------------------------------------------------------------------

export function storedVersion(system: Source): number {
  const v = system.schemaVersion;
  return typeof v === "number" && Number.isInteger(v) && v >= 0 ? v : 0;
}

/**
 * Brings `system` to today's shape in place. Every step runs, whatever the stored version: each acts
 * only on the legacy shapes it finds. Values with no place left are added to `system.legacy`, which
 * is returned (the version is left as found: only the world migration stamps it).
 */
export function migrateSourceInPlace(
  documentName: DocumentName,
  type: string,
  system: Source,
): Legacy {
  const legacy: Legacy = isObject(system.legacy) ? system.legacy : {};
  for (const step of MIGRATIONS) step.migrate(documentName, type, system, legacy);
  if (Object.keys(legacy).length > 0) system.legacy = legacy;
  return legacy;
}

/** A migrated copy; the input is left as it is. */
export function migrateSystemSource(
  documentName: DocumentName,
  type: string,
  system: Source,
): Source {
  const copy = structuredClone(system);
  migrateSourceInPlace(documentName, type, copy);
  return copy;
}

/** Whether `system` carries an older data version (update data never carries one). */
export function isOlderVersion(system: Source): boolean {
  const v = system.schemaVersion;
  return typeof v === "number" && v < CURRENT_SCHEMA_VERSION;
}

/** Keys every step moves away from stored data of a document. */
export function legacyKeys(documentName: DocumentName): string[] {
  return [...new Set(MIGRATIONS.flatMap((step) => step.legacyKeys[documentName]))];
}

/**
 * The update that brings a stored document to CURRENT_SCHEMA_VERSION, or null when it is current.
 * `migrated` is the document's system source as loaded (already reshaped by migrateData): it is
 * written whole, and the old keys (the steps' and those kept under `legacy`) are deleted with
 * `markDeleted`, the running Foundry's deletion syntax (src/compat/deletion.ts).
 */
export function migrationUpdate(
  documentName: DocumentName,
  storedSystemVersion: number,
  migrated: Source,
  markDeleted: (update: Source, key: string) => void,
): { system: Source } | null {
  if (storedSystemVersion >= CURRENT_SCHEMA_VERSION) return null;
  const system: Source = { ...migrated, schemaVersion: CURRENT_SCHEMA_VERSION };
  const gone = new Set(legacyKeys(documentName));
  const kept = isObject(migrated.legacy) ? Object.keys(migrated.legacy) : [];
  for (const key of kept) if (!key.includes(".") && !(key in migrated)) gone.add(key);
  for (const key of gone) markDeleted(system, key);
  return { system };
}
