// The Babele skeletons (lang/babele/holocron.<pack>.json): one per compendium, each listing every
// translatable field of every entry with its English text; the rest of each document is what the rules
// read (ids, kinds, formulas, ruleset flags) or code (macro commands), the same in every language.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { FIELDS, valueAt, type Skeleton } from "../../scripts/lib/babele.mjs";
import { readSource } from "../../scripts/lib/packs.mjs";
import { enrichers } from "../../src/rules/index.js";
import { RULESET_IDS } from "../../src/config.js";

type Doc = Record<string, unknown> & { name: string; _key: string };
interface Pack {
  name: string;
  label: string;
  type: keyof typeof FIELDS;
  flags?: { holocron?: { ruleset?: string } };
}
const MANIFEST = JSON.parse(readFileSync("system.json", "utf8")) as { id: string; packs: Pack[] };
const sources = (pack: string) =>
  readdirSync(join("packs", "_source", pack))
    .filter((f) => f.endsWith(".yml"))
    .map((f) => readSource(join("packs", "_source", pack, f)) as Doc);
const skeleton = (pack: string) =>
  JSON.parse(
    readFileSync(join("lang", "babele", `${MANIFEST.id}.${pack}.json`), "utf8"),
  ) as Skeleton;
const isFolder = (doc: Doc) => doc._key.startsWith("!folders!");

/** The fields a converter's children carry: an actor's items (as the Item packs) and a journal's pages. */
const CHILD_FIELDS: Record<string, Record<string, string>> = {
  items: { name: "name", description: "system.description", skillBonus: "system.skillBonus" },
  pages: { name: "name", text: "text.content" },
};

/**
 * Every string a pack document holds that is not for translation, by path (`*` for an array index):
 * ids and keys, pictures, the kinds and formulas the rules read, macro code, and the token's name,
 * which Babele's `name` converter copies from the translated name.
 */
const NOT_TEXT = [
  /^(.*\.)?(_id|_key|img|type|folder|sorting|scope)$/,
  /^(items\.\*\.)?system\.(damage|damageType|kind|power|stat)$/,
  /^flags\./,
  /^command$/,
  /^prototypeToken\.name$/,
  /^description$/, // a folder's, empty
];

/** Every string leaf of a document with its path, array indexes written `*`. */
function strings(node: unknown, path = ""): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([key, value]) =>
    strings(value, path ? `${path}.${Array.isArray(node) ? "*" : key}` : key),
  );
}

/** The paths a skeleton's mapping makes translatable, children included. */
function translatablePaths(mapping: Skeleton["mapping"]): string[] {
  return Object.entries(mapping).flatMap(([field, path]) => {
    if (typeof path === "string") return [path];
    const children = CHILD_FIELDS[field];
    return children ? Object.values(children).map((p) => `${path.path}.*.${p}`) : [];
  });
}

describe("Babele skeletons", () => {
  it("exist for exactly the 14 packs of system.json", () => {
    const files = readdirSync(join("lang", "babele")).sort();
    expect(MANIFEST.packs).toHaveLength(14);
    expect(files).toEqual(MANIFEST.packs.map((p) => `${MANIFEST.id}.${p.name}.json`).sort());
  });

  it("are what `npm run lang:babele` makes from the pack sources today", () => {
    const result = spawnSync(process.execPath, ["scripts/lang.mjs", "babele", "--check"], {
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });

  describe.each(MANIFEST.packs)("$name", (pack) => {
    const file = skeleton(pack.name);
    const docs = sources(pack.name);
    const documents = docs.filter((d) => !isFolder(d));

    it("carries the pack's label and a mapping of its document type's fields", () => {
      expect(file.label).toBe(pack.label);
      for (const [field, path] of Object.entries(file.mapping)) {
        expect(FIELDS[pack.type][field], field).toEqual(path);
      }
      expect(file.mapping.name).toBe("name");
    });

    it("lists every translatable field of every entry with its English text", () => {
      expect(Object.keys(file.entries).sort()).toEqual(documents.map((d) => d.name).sort());
      for (const doc of documents) {
        const entry = file.entries[doc.name] as Record<string, unknown>;
        for (const [field, path] of Object.entries(file.mapping)) {
          if (typeof path === "string") {
            const text = valueAt(doc, path);
            if (typeof text === "string" && text.trim())
              expect(entry[field], `${doc.name} ${field}`).toBe(text);
            continue;
          }
          const children = CHILD_FIELDS[field];
          const list = (valueAt(doc, path.path) ?? []) as Doc[];
          if (!children || list.length === 0) continue;
          const listed = entry[field] as Record<string, Record<string, string>>;
          expect(Object.keys(listed).sort(), `${doc.name} ${field}`).toEqual(
            list.map((c) => c.name).sort(),
          );
          for (const child of list) {
            for (const [key, childPath] of Object.entries(children)) {
              const text = valueAt(child, childPath);
              if (typeof text === "string" && text.trim())
                expect(listed[child.name]?.[key], `${doc.name} › ${child.name} ${key}`).toBe(text);
            }
          }
        }
      }
    });

    it("leaves no other text in the pack untranslatable", () => {
      const translatable = new Set(translatablePaths(file.mapping));
      const unlisted = documents.flatMap((doc) =>
        strings(doc)
          .map(([path]) => path)
          .filter((path) => !translatable.has(path) && !NOT_TEXT.some((re) => re.test(path)))
          .map((path) => `${doc.name}: ${path}`),
      );
      expect(unlisted).toEqual([]);
    });

    it("names every folder", () => {
      const folders = docs.filter(isFolder).map((f) => f.name);
      expect(Object.keys(file.folders ?? {}).sort()).toEqual(folders.sort());
    });
  });
});

describe("what stays the same in every language", () => {
  it("the packs name their ruleset by id, never by a label", () => {
    for (const pack of MANIFEST.packs) {
      const ruleset = pack.flags?.holocron?.ruleset;
      if (ruleset !== undefined) expect(RULESET_IDS).toContain(ruleset);
    }
  });

  it("a journal whose prose and labels are translated runs the same enricher commands", () => {
    const accent = (text: string) =>
      text.replace(/[aeiou]/g, (c) => ({ a: "á", e: "é", i: "í", o: "ó", u: "ú" })[c] ?? c);
    let seen = 0;
    for (const pack of MANIFEST.packs.filter((p) => p.type === "JournalEntry")) {
      for (const entry of Object.values(skeleton(pack.name).entries)) {
        for (const page of Object.values(entry.pages as Record<string, { text: string }>)) {
          // what a translator changes: the prose and each {label}, never the [[/command …]]
          const translated = page.text
            .split(/(\[\[[^\]]*\]\])/)
            .map((part) => (part.startsWith("[[") ? part : accent(part)))
            .join("");
          const commands = (text: string) =>
            enrichers
              .scanEnrichers(text)
              .map(({ parsed }) => (parsed.ok ? parsed.enricher : parsed.error));
          expect(commands(translated)).toEqual(commands(page.text));
          seen += commands(page.text).length;
        }
      }
    }
    expect(seen).toBeGreaterThan(10);
  });
});
