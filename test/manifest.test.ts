import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { HTML_FIELDS, ITEM_TYPES, MANIFEST_ACTOR_TYPES } from "../src/config.js";

type DocumentTypes = Record<string, Record<string, { htmlFields?: string[] }>>;
const readJson = (path: string): Record<string, unknown> => JSON.parse(readFileSync(path, "utf8"));

const pkg = readJson("package.json");
const system = readJson("system.json");
const template = readJson("template.json");
const documentTypes = system.documentTypes as DocumentTypes;

describe("system.json", () => {
  it("has the version of package.json", () => {
    expect(system.version).toBe(pkg.version);
  });

  it("is a complete V13 and V14 manifest", () => {
    expect(system.id).toBe("holocron");
    expect(system.title).toMatch(/m20/);
    expect(system.title).toMatch(/Star Worlds/);
    expect(system.title).toMatch(/Space Opera/);
    // The V13 build the stand-in stands for (test/foundry/parts/release.ts): older builds were
    // never checked (docs/foundry-versions.md).
    expect(system.compatibility).toEqual({ minimum: "13.351", verified: "14" });
    for (const key of [
      "esmodules",
      "styles",
      "languages",
      "packs",
      "packFolders",
      "primaryTokenAttribute",
      "secondaryTokenAttribute",
      "initiative",
      "grid",
      "url",
      "manifest",
      "download",
      "bugs",
      "changelog",
      "license",
      "readme",
    ]) {
      expect(system, key).toHaveProperty(key);
    }
    expect(system.socket).toBe(true);
    expect(system.flags).toMatchObject({ hotReload: { extensions: ["css", "hbs", "json"] } });
  });

  // The ruleset types and the party, which has no ruleset (src/config.ts MANIFEST_ACTOR_TYPES).
  it("declares exactly the actor and item types of src/config.ts with their HTML fields", () => {
    expect(Object.keys(documentTypes.Actor ?? {})).toEqual([...MANIFEST_ACTOR_TYPES]);
    expect(Object.keys(documentTypes.Actor ?? {})).toContain("party");
    expect(Object.keys(documentTypes.Item ?? {})).toEqual([...ITEM_TYPES]);
    for (const type of MANIFEST_ACTOR_TYPES) {
      expect(documentTypes.Actor?.[type]?.htmlFields).toEqual(HTML_FIELDS.Actor[type]);
    }
    for (const type of ITEM_TYPES) {
      expect(documentTypes.Item?.[type]?.htmlFields).toEqual(HTML_FIELDS.Item[type]);
    }
  });
});

describe("template.json mirrors documentTypes", () => {
  for (const documentName of ["Actor", "Item"]) {
    it(`states the same ${documentName} types and htmlFields`, () => {
      const section = template[documentName] as Record<string, unknown> & { types: string[] };
      const declared = documentTypes[documentName] ?? {};
      expect(section.types).toEqual(Object.keys(declared));
      for (const type of section.types) {
        expect(section[type]).toEqual({ htmlFields: declared[type]?.htmlFields ?? [] });
      }
      expect(Object.keys(section).sort()).toEqual(["types", ...section.types].sort());
    });
  }
});
