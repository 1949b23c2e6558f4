// Shape changes between data versions, as pure functions of a document's `system` source. Each step
// acts only where it finds its legacy keys, so it is idempotent and safe on partial update data.
export type DocumentName = "Actor" | "Item";
export type Source = Record<string, unknown>;

export interface MigrationStep {
  /** The version this step brings data to. */
  version: number;
  description: string;
  /** Top-level `system` keys the step moves away (deleted from stored data by the world migration). */
  legacyKeys: Record<DocumentName, readonly string[]>;
  migrate(documentName: DocumentName, type: string, system: Source): Source;
}

const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);
const isObject = (v: unknown): v is Source =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Moves `system[from]` into `system[block][key]` unless that place already holds a value. */
function moveInto(system: Source, from: string, block: string, key: string): void {
  if (!(from in system)) return;
  const value = system[from];
  delete system[from];
  const target = isObject(system[block]) ? { ...(system[block] as Source) } : {};
  if (target[key] === undefined) target[key] = value;
  system[block] = target;
}

function renameKey(system: Source, from: string, to: string): void {
  if (!(from in system)) return;
  if (system[to] === undefined || system[to] === "") system[to] = system[from];
  delete system[from];
}

function actorV1(type: string, s: Source): void {
  moveInto(s, "hp", "health", "value");
  moveInto(s, "vitality", "health", "value");
  if (type === "worldsNpc") moveInto(s, "vitalityMax", "health", "max");
  else delete s.vitalityMax;
  delete s.hpMax; // derived now (max HP comes from the rules)
  if (isNumber(s.strDamage)) s.strDamage = { value: s.strDamage };
  if (isNumber(s.heroism)) s.heroism = { value: s.heroism };
  if (isNumber(s.heroPoints)) s.heroPoints = { value: s.heroPoints };
  moveInto(s, "heroPointsSpent", "heroPoints", "spent");
  if ("attackBonus" in s) {
    const bonus = s.attackBonus;
    delete s.attackBonus;
    if (!isObject(s.attack)) s.attack = { melee: bonus, ranged: bonus };
  }
  for (const flag of ["knight", "droid", "affinity"]) moveInto(s, flag, "class", flag);
  moveInto(s, "className", "class", "name");
  if (typeof s.skills === "string") {
    s.skills = s.skills
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
  }
  renameKey(s, "notes", "biography");
}

function itemV1(type: string, s: Source): void {
  if (type === "weapon" && "ranged" in s) {
    if (s.kind === undefined) s.kind = s.ranged ? "ranged" : "melee";
    delete s.ranged;
  }
  renameKey(s, "damageKind", "damageType");
  if (type === "ability" && isObject(s.uses)) {
    const uses = s.uses;
    delete s.uses;
    if (s.used === undefined) s.used = uses.value;
    if (s.usesPerDay === undefined) s.usesPerDay = uses.max;
  }
  renameKey(s, "skill", "skillBonus");
  renameKey(s, "notes", "description");
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
    migrate(documentName, type, system) {
      const s = structuredClone(system);
      if (documentName === "Actor") actorV1(type, s);
      else itemV1(type, s);
      return s;
    },
  },
];
