// Star Worlds careers and their abilities as the world and the compendiums hold them: an ability
// names its career by the career item's id in its `flags.holocron.career` (packs/_source/worlds-
// careers). The level-up dialog picks from it; the sheet lists each career's abilities from it.
// A character's career or ability is the catalog's by the compendium document it was made from
// (`_stats.compendiumSource`) before its name: Babele translates a compendium's names, so an item
// taken in one language keeps its place when the world's language changes.
import { type HolocronItemType, isAbility, isCareer, SYSTEM_ID } from "../../config.js";

/** One career or ability item of a source (the world, or one compendium). */
export interface CatalogItem {
  uuid: string;
  id: string;
  name: string;
  type: string;
  /** An ability's career: the id of the career item in the same source. */
  career: string | null;
}

export interface CareerCatalog {
  /** `sources`: the uuids of every item that is this career (one per world or compendium). */
  careers: { uuid: string; name: string; sources: string[] }[];
  /** `careerSource`: the uuid of its career's item in its own source. */
  abilities: { uuid: string; name: string; career: string; careerSource: string }[];
}

/** A character's career or ability: its name, and the compendium document it came from, if any. */
export type OwnedRef = string | { name: string; source?: string | null | undefined };
const refName = (ref: OwnedRef) => (typeof ref === "string" ? ref : ref.name);
const refSource = (ref: OwnedRef) => (typeof ref === "string" ? null : (ref.source ?? null));

/** A character's items of one type as the catalog matches them (name and compendium source). */
export function ownedRefs(
  items: Iterable<{ type: string; name: string; _stats?: { compendiumSource?: string | null } }>,
  type: HolocronItemType,
): OwnedRef[] {
  return [...items]
    .filter((i) => i.type === type)
    .map((i) => ({ name: i.name, source: i._stats?.compendiumSource ?? null }));
}

const key = (name: string) => name.trim().toLowerCase();

/** Pure: careers by name (first source wins), abilities linked to their career's name. */
export function catalogOf(sources: readonly (readonly CatalogItem[])[]): CareerCatalog {
  const careers = new Map<string, { uuid: string; name: string; sources: string[] }>();
  const abilities = new Map<
    string,
    { uuid: string; name: string; career: string; careerSource: string }
  >();
  for (const items of sources) {
    const careerById = new Map(items.filter((i) => isCareer(i)).map((i) => [i.id, i] as const));
    for (const c of careerById.values()) {
      const known = careers.get(key(c.name));
      if (known) known.sources.push(c.uuid);
      else careers.set(key(c.name), { uuid: c.uuid, name: c.name, sources: [c.uuid] });
    }
    for (const a of items) {
      const career = isAbility(a) && a.career ? careerById.get(a.career) : undefined;
      const id = `${key(career?.name ?? "")}/${key(a.name)}`;
      if (career && !abilities.has(id)) {
        abilities.set(id, {
          uuid: a.uuid,
          name: a.name,
          career: career.name,
          careerSource: career.uuid,
        });
      }
    }
  }
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  return {
    careers: [...careers.values()].sort(byName),
    abilities: [...abilities.values()].sort(byName),
  };
}

/**
 * Pure: each of the character's careers (by its own name) with its abilities, and whether the
 * character has each: the same compendium document, else the same name.
 */
export function careerAbilities(
  catalog: CareerCatalog,
  careers: readonly OwnedRef[],
  owned: readonly OwnedRef[],
): { career: string; abilities: { uuid: string; name: string; owned: boolean }[] }[] {
  const haveNames = new Set(owned.map((ref) => key(refName(ref))));
  const haveSources = new Set(owned.flatMap((ref) => refSource(ref) ?? []));
  return careers.map((ref) => {
    const career = refName(ref);
    const source = refSource(ref);
    const entry = catalog.careers.find(
      (c) => (source !== null && c.sources.includes(source)) || key(c.name) === key(career),
    );
    const mine = (a: CareerCatalog["abilities"][number]) =>
      entry ? entry.sources.includes(a.careerSource) : key(a.career) === key(career);
    return {
      career,
      abilities: catalog.abilities.filter(mine).map((a) => ({
        uuid: a.uuid,
        name: a.name,
        owned: haveSources.has(a.uuid) || haveNames.has(key(a.name)),
      })),
    };
  });
}

/** The parts of a compendium index entry read here (fvtt-types types an index entry loosely). */
interface IndexEntry {
  _id: string;
  uuid: string;
  name: string;
  type: string;
  flags?: Record<string, { career?: unknown } | undefined>;
}

function catalogItem(e: IndexEntry): CatalogItem {
  const career = e.flags?.[SYSTEM_ID]?.career;
  return {
    uuid: e.uuid,
    id: e._id,
    name: e.name,
    type: e.type,
    career: typeof career === "string" ? career : null,
  };
}

/** The world's career and ability items, then each Item compendium's (read from its index). */
export async function loadCareerCatalog(): Promise<CareerCatalog> {
  const world: CatalogItem[] = [];
  for (const item of game.items ?? []) {
    if (!isCareer(item) && !isAbility(item)) continue;
    // The system's flags are not declared to fvtt-types; read as the index entries are.
    const flags = item.flags as IndexEntry["flags"];
    const career = flags?.[SYSTEM_ID]?.career;
    world.push({
      uuid: item.uuid,
      id: item.id ?? "",
      name: item.name,
      type: item.type,
      career: typeof career === "string" ? career : null,
    });
  }
  const sources: CatalogItem[][] = [world];
  for (const pack of game.packs ?? []) {
    if (pack.documentName !== "Item") continue;
    const index = await pack.getIndex({ fields: ["type", `flags.${SYSTEM_ID}.career`] as never });
    // An index entry carries the fields asked for; fvtt-types cannot type a dotted field list.
    const entries = [...index] as unknown as IndexEntry[];
    sources.push(entries.filter((e) => isCareer(e) || isAbility(e)).map(catalogItem));
  }
  return catalogOf(sources);
}
