// A character's career and abilities are the catalog's by the compendium document they came from
// (`_stats.compendiumSource`) before their names: Babele translates a compendium's names, so a
// career taken in English still lists its abilities when the world reads the pack in German.
import { describe, expect, it } from "vitest";
import {
  careerAbilities,
  catalogOf,
  ownedRefs,
  type CatalogItem,
} from "../../../src/applications/sheets/career-catalog.js";

const PACK = "Compendium.holocron.worlds-careers.Item";
/** The careers pack as Babele shows it in German: the same documents, translated names. */
const translated: CatalogItem[] = [
  { uuid: `${PACK}.smug`, id: "smug", name: "Schmuggler", type: "career", career: null },
  { uuid: `${PACK}.fast`, id: "fast", name: "Schnelle Hand", type: "ability", career: "smug" },
  { uuid: `${PACK}.lie`, id: "lie", name: "Lügner", type: "ability", career: "smug" },
];
/** The character's items, taken from that pack while the world read it in English. */
const items = [
  { type: "career", name: "Smuggler", _stats: { compendiumSource: `${PACK}.smug` } },
  { type: "ability", name: "Quick Hands", _stats: { compendiumSource: `${PACK}.fast` } },
  { type: "gear", name: "Rope", _stats: { compendiumSource: null } },
];

describe("careerAbilities", () => {
  it("finds a career and its owned ability by their compendium source when the names differ", () => {
    const catalog = catalogOf([translated]);
    expect(ownedRefs(items, "career")).toEqual([{ name: "Smuggler", source: `${PACK}.smug` }]);
    expect(
      careerAbilities(catalog, ownedRefs(items, "career"), ownedRefs(items, "ability")),
    ).toEqual([
      {
        career: "Smuggler",
        abilities: [
          { uuid: `${PACK}.lie`, name: "Lügner", owned: false },
          { uuid: `${PACK}.fast`, name: "Schnelle Hand", owned: true },
        ],
      },
    ]);
  });

  it("still matches by name an item made by hand (no compendium source)", () => {
    const catalog = catalogOf([translated]);
    expect(careerAbilities(catalog, ["schmuggler"], ["Lügner"])).toEqual([
      {
        career: "schmuggler",
        abilities: [
          { uuid: `${PACK}.lie`, name: "Lügner", owned: true },
          { uuid: `${PACK}.fast`, name: "Schnelle Hand", owned: false },
        ],
      },
    ]);
    expect(careerAbilities(catalog, ["Smuggler"], [])).toEqual([
      { career: "Smuggler", abilities: [] },
    ]);
  });
});
