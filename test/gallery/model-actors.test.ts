/**
 * The gallery's actors are what Foundry would make: a new actor of each type is made through its data
 * model (test/gallery/model-actors.ts), so a field nobody typed shows its schema's default (a new m20
 * actor's "Move (ft) 30", where a hand-made system showed "undefined"), and no character holds what the
 * system refuses (a second species: src/applications/sheets/species-guard.ts).
 */
import { describe, expect, it } from "vitest";
import { entryRenderer, galleryEntries } from "../templates/gallery-render.js";

const all = await galleryEntries();
const { render, env } = entryRenderer();

describe("gallery actors made through the data models", () => {
  it("every new actor's sheet shows its schema's defaults: nothing undefined, NaN or an object", () => {
    const fresh = all.filter(({ entry }) => /^sheet-\w+-(new|new-edit|guide-done)$/.test(entry.id));
    expect(fresh.length).toBe(10);
    for (const { entry } of fresh) {
      const text = render(entry).body.innerHTML;
      expect(text, entry.id).not.toMatch(/undefined|NaN|\[object Object\]/);
    }
    expect([...env.missing]).toEqual([]);
  });

  it("a new m20 character and NPC move 30 ft, the schema's default", () => {
    for (const id of ["sheet-m20Character-new", "sheet-m20Npc-new", "sheet-m20Npc-new-edit"]) {
      const { entry } = all.find((e) => e.entry.id === id)!;
      const doc = render(entry);
      const move = [...doc.querySelectorAll(".holocron-chip")].find((chip) =>
        chip.textContent?.includes("Move (ft)"),
      );
      expect(move, id).toBeDefined();
      const input = move!.querySelector("input");
      expect(input ? input.getAttribute("value") : move!.textContent?.replace(/\D+/g, ""), id).toBe(
        "30",
      );
    }
  });

  it("no character in the gallery holds two species", () => {
    const worlds = all.filter(({ entry }) => Array.isArray(entry.context.species));
    expect(worlds.length).toBeGreaterThan(5);
    for (const { entry } of worlds)
      expect((entry.context.species as unknown[]).length, entry.id).toBeLessThanOrEqual(1);
  });
});
