// Babele (the community module that translates compendia at run time) reads one JSON file per pack,
// `<system>.<pack>.json`: the pack's label, a `mapping` from short field names to document paths, the
// folder names, and `entries` keyed by each document's English name. This module says which fields of
// Holocron's documents a translation module would translate, and builds that file from a pack's sources
// with the English text as the value, so a translator starts from a complete skeleton.
//
// What stays untranslated on purpose: ids and the values the rules read (ruleset flags, item kinds,
// stats, formulas), macro commands, and the enricher commands inside journal texts ([[/check physical
// dc=15]]; only the {label} after one is text).

/**
 * The translatable fields per document type. A string is a path into the document; an object names a
 * Babele converter: `name` copies the translated name (the token's), `fromPack` translates an actor's
 * embedded items with the `items` entries (or the item packs), `pages` a journal's pages.
 */
export const FIELDS = {
  Actor: {
    name: "name",
    biography: "system.biography",
    className: "system.class.name",
    tokenName: { path: "prototypeToken.name", converter: "name" },
    items: { path: "items", converter: "fromPack" },
  },
  Item: {
    name: "name",
    description: "system.description",
    skillBonus: "system.skillBonus",
  },
  JournalEntry: {
    name: "name",
    pages: { path: "pages", converter: "pages" },
  },
  /** The command is code, the same in every language. */
  Macro: { name: "name" },
};

/** The fields of an embedded item and of a journal page, as the converters read them. */
const EMBEDDED = {
  items: { name: "name", description: "system.description", skillBonus: "system.skillBonus" },
  pages: { name: "name", text: "text.content" },
};

export function valueAt(doc, path) {
  return path.split(".").reduce((node, key) => (node == null ? undefined : node[key]), doc);
}

/** The text fields a document has, as `{ field: English text }`; blank ones left out. */
function textsOf(doc, fields) {
  const texts = {};
  for (const [field, path] of Object.entries(fields)) {
    if (typeof path !== "string") continue;
    const value = valueAt(doc, path);
    if (typeof value === "string" && value.trim()) texts[field] = value;
  }
  return texts;
}

/** Named things keyed by their name, each with its texts; sorted so the file diffs cleanly. */
function byName(docs, texts) {
  const sorted = [...docs].sort((a, b) => a.name.localeCompare(b.name, "en"));
  // Babele finds an entry by its English name: two documents of one name could not both be translated.
  const twice = sorted.find((doc, i) => i > 0 && sorted[i - 1].name === doc.name);
  if (twice) throw new Error(`two documents are named "${twice.name}"; Babele needs unique names`);
  return Object.fromEntries(sorted.map((doc) => [doc.name, texts(doc)]));
}

/** One entry of the skeleton: the document's texts, its embedded items' and its pages'. */
export function entryOf(doc, type) {
  const entry = textsOf(doc, FIELDS[type]);
  for (const [field, mapping] of Object.entries(FIELDS[type])) {
    if (typeof mapping === "string" || !EMBEDDED[field]) continue;
    const children = valueAt(doc, mapping.path) ?? [];
    if (children.length) entry[field] = byName(children, (c) => textsOf(c, EMBEDDED[field]));
  }
  return entry;
}

/**
 * The pack's Babele file: label, the mapping of the fields its documents use (Babele merges it over its
 * defaults), the folder names and an entry per document.
 */
export function skeletonOf(pack, docs) {
  const folders = docs.filter((d) => d._key?.startsWith("!folders!"));
  const documents = docs.filter((d) => !d._key?.startsWith("!folders!"));
  const fields = FIELDS[pack.type];
  const used = Object.entries(fields).filter(
    ([, path]) =>
      typeof path !== "string" || documents.some((doc) => valueAt(doc, path) !== undefined),
  );
  const skeleton = { label: pack.label, mapping: Object.fromEntries(used) };
  if (folders.length) {
    const names = folders.map((f) => f.name).sort((a, b) => a.localeCompare(b, "en"));
    skeleton.folders = Object.fromEntries(names.map((n) => [n, n]));
  }
  skeleton.entries = byName(documents, (doc) => entryOf(doc, pack.type));
  return skeleton;
}
