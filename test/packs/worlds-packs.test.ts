import { beforeAll, describe, expect, it } from "vitest";
import { entries, useCompiledPacks, type PackDoc } from "./compiled.js";
import { expectValid, loadModels } from "./validate-doc.js";

const docs = useCompiledPacks();
beforeAll(loadModels);

/** The ids a description links to with @UUID[Compendium.holocron.<pack>.Item.<id>]. */
function linkedIds(html: unknown, pack: string): string[] {
  const pattern = new RegExp(
    `@UUID\\[Compendium\\.holocron\\.${pack}\\.Item\\.([A-Za-z0-9]{16})\\]`,
    "g",
  );
  return [...String(html).matchAll(pattern)].map((m) => m[1]!);
}

/** The career an ability belongs to (its `flags.holocron.career`). */
function careerOf(ability: PackDoc): string {
  return String((ability.flags as { holocron?: { career?: string } }).holocron?.career);
}

describe("the compiled worlds-careers pack", () => {
  const careers = () => entries(docs, "worlds-careers").filter((d) => d.type === "career");
  const abilities = () => entries(docs, "worlds-careers").filter((d) => d.type === "ability");
  const folders = () =>
    (docs["worlds-careers"] ?? []).filter((d) => d._key.startsWith("!folders!"));

  it("holds at least six careers, each with its abilities", () => {
    expect(careers().length).toBeGreaterThanOrEqual(6);
    for (const career of careers()) {
      const own = abilities().filter((a) => careerOf(a) === career._id);
      expect(own.length, career.name).toBeGreaterThanOrEqual(3);
    }
  });

  it("links each career to its abilities and each ability back to its career", () => {
    const byId = new Map<string, PackDoc>(entries(docs, "worlds-careers").map((d) => [d._id, d]));
    for (const career of careers()) {
      const linked = linkedIds(career.system.description, "worlds-careers");
      const own = abilities().filter((a) => careerOf(a) === career._id);
      expect(linked.sort(), career.name).toEqual(own.map((a) => a._id).sort());
      for (const ability of own) {
        expect(linkedIds(ability.system.description, "worlds-careers")).toEqual([career._id]);
        expect(byId.get(ability._id)?.folder, ability.name).toBe(career.folder);
      }
    }
    for (const ability of abilities()) expect(byId.has(careerOf(ability)), ability.name).toBe(true);
  });

  it("files each career with its abilities in a folder of the career's name", () => {
    for (const career of careers()) {
      const folder = folders().find((f) => f._id === career.folder);
      expect(folder?.name, career.name).toBe(career.name);
    }
  });

  it("gives every career and ability a valid system", () => {
    for (const d of entries(docs, "worlds-careers")) expectValid(d);
  });
});

describe("the compiled worlds-species pack", () => {
  it("holds at least six species, each naming its skill", () => {
    const species = entries(docs, "worlds-species");
    expect(species.length).toBeGreaterThanOrEqual(6);
    for (const s of species) {
      expect(s.type).toBe("species");
      expect(String(s.system.skillBonus).length, s.name).toBeGreaterThan(0);
      expect(s.system.description, s.name).toContain(String(s.system.skillBonus));
      expectValid(s);
    }
  });
});

describe("the power packs", () => {
  it("give every power a valid system", () => {
    for (const pack of ["force-powers", "psionic-powers"]) {
      for (const d of entries(docs, pack)) expectValid(d);
    }
  });
});
