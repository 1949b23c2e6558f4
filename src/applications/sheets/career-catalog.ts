// Star Worlds careers and their abilities as the world and the compendiums hold them: an ability
// names its career by the career item's id in its `flags.holocron.career` (packs/_source/worlds-
// careers). The level-up dialog picks from it; the sheet lists each career's abilities from it.
import { SYSTEM_ID } from "../../config.js";

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
  careers: { uuid: string; name: string }[];
  abilities: { uuid: string; name: string; career: string }[];
}

const key = (name: string) => name.trim().toLowerCase();

/** Pure: careers by name (first source wins), abilities linked to their career's name. */
export function catalogOf(sources: readonly (readonly CatalogItem[])[]): CareerCatalog {
  const careers = new Map<string, { uuid: string; name: string }>();
  const abilities = new Map<string, { uuid: string; name: string; career: string }>();
  for (const items of sources) {
    const careerById = new Map(
      items.filter((i) => i.type === "career").map((i) => [i.id, i] as const),
    );
    for (const c of careerById.values()) {
      if (!careers.has(key(c.name))) careers.set(key(c.name), { uuid: c.uuid, name: c.name });
    }
    for (const a of items) {
      const career = a.type === "ability" && a.career ? careerById.get(a.career) : undefined;
      const id = `${key(career?.name ?? "")}/${key(a.name)}`;
      if (career && !abilities.has(id)) {
        abilities.set(id, { uuid: a.uuid, name: a.name, career: career.name });
      }
    }
  }
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  return {
    careers: [...careers.values()].sort(byName),
    abilities: [...abilities.values()].sort(byName),
  };
}

/** Pure: each of the character's careers with its abilities, and whether the character has each. */
export function careerAbilities(
  catalog: CareerCatalog,
  careers: readonly string[],
  owned: readonly string[],
): { career: string; abilities: { uuid: string; name: string; owned: boolean }[] }[] {
  const have = new Set(owned.map(key));
  return careers.map((career) => ({
    career,
    abilities: catalog.abilities
      .filter((a) => key(a.career) === key(career))
      .map((a) => ({ uuid: a.uuid, name: a.name, owned: have.has(key(a.name)) })),
  }));
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
    if (item.type !== "career" && item.type !== "ability") continue;
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
    sources.push(
      entries.filter((e) => e.type === "career" || e.type === "ability").map(catalogItem),
    );
  }
  return catalogOf(sources);
}
