import { describe, expect, it } from "vitest";
import { m20 } from "../../src/rules/index.js";
import { useCompiledPacks } from "./compiled.js";

const docs = useCompiledPacks();

describe.each([
  { pack: "force-powers", type: "forcePower" },
  { pack: "psionic-powers", type: "psionicPower" },
])("the compiled $pack pack", ({ pack, type }) => {
  it("holds the ten powers, one of each, all of the pack's item type", () => {
    const list = docs[pack] ?? [];
    expect(list).toHaveLength(10);
    expect(list.every((d) => d.type === type)).toBe(true);
    expect(list.map((d) => d.system.power).sort()).toEqual([...m20.FORCE_POWER_IDS].sort());
  });

  it("has unique 16-character alphanumeric ids with matching keys", () => {
    const list = docs[pack] ?? [];
    const ids = list.map((d) => String(d._id));
    expect(new Set(ids).size).toBe(10);
    for (const d of list) {
      expect(d._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(d._key).toBe(`!items!${String(d._id)}`);
    }
  });

  it("gives every power a name and a description saying what the automation does", () => {
    for (const d of docs[pack] ?? []) {
      expect(String(d.name).length).toBeGreaterThan(0);
      expect(String(d.system.description)).toMatch(/<strong>Automation:<\/strong>/);
    }
  });
});

describe("the two packs", () => {
  it("hold twenty powers with ids unique across both", () => {
    const all = [...(docs["force-powers"] ?? []), ...(docs["psionic-powers"] ?? [])];
    expect(all).toHaveLength(20);
    expect(new Set(all.map((d) => d._id)).size).toBe(20);
  });

  it("use psionic names, not Force names, for Space Opera", () => {
    for (const d of docs["psionic-powers"] ?? []) expect(String(d.name)).not.toMatch(/Force/);
  });
});
