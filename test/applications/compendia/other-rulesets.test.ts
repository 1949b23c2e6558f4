import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { installFoundry } from "../../foundry/index.js";

installFoundry();
const { packsToHide } = await import("../../../src/applications/compendia/other-rulesets.js");

type ManifestPack = { name: string; flags?: { holocron?: { ruleset?: string } } };
const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { packs: ManifestPack[] };
const packs = manifest.packs.map((p) => ({
  collection: `holocron.${p.name}`,
  ruleset: p.flags?.holocron?.ruleset ?? null,
}));

describe("the compendia of the other rulesets", () => {
  it.each([
    ["m20", ["force-powers", "m20-equipment", "m20-npcs", "m20-rules"]],
    [
      "starWorlds",
      ["worlds-rules", "worlds-equipment", "worlds-careers", "worlds-species", "worlds-npcs"],
    ],
    ["spaceOpera", ["psionic-powers", "opera-equipment", "opera-npcs", "opera-rules"]],
  ] as const)("a %s world sees its own packs and the shared macros, nothing else", (world, own) => {
    const hidden = packsToHide(packs, world);
    const shown = packs.map((p) => p.collection).filter((c) => !hidden.has(c));
    expect(shown.sort()).toEqual(["holocron.macros", ...own.map((n) => `holocron.${n}`)].sort());
  });

  it("leaves alone a pack that names no ruleset, or one Holocron does not know", () => {
    const hidden = packsToHide(
      [
        { collection: "world.loot", ruleset: null },
        { collection: "module.x", ruleset: "pathfinder" },
        { collection: "holocron.m20-npcs", ruleset: "m20" },
      ],
      "spaceOpera",
    );
    expect([...hidden]).toEqual(["holocron.m20-npcs"]);
  });
});
