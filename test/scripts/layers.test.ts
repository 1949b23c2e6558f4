import { describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import {
  folderCycles,
  importCycles,
  importGraph,
  layerRank,
  mayImport,
  upwardImports,
} from "../../scripts/lib/layers.mjs";

describe("the layers of src", () => {
  const graph = importGraph(resolve("src"));

  it("reads the whole import graph", () => {
    expect(graph.get("holocron.ts")).toContain("hooks/entry.ts");
    expect(graph.get("hooks/entry.ts")).toContain("hooks/init.ts");
    expect(graph.get("rulesets/index.ts")).toContain("rulesets/m20/index.ts");
    expect(graph.size).toBeGreaterThan(100);
  });

  it("has no import that points up a layer", () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it("has no import cycle", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("has no two folders of src/applications importing each other", () => {
    expect(folderCycles(graph, "applications")).toEqual([]);
  });

  it("has no two card kinds' folders of src/cards importing each other", () => {
    expect(folderCycles(graph, "cards")).toEqual([]);
  });

  it("scripts/check-layers.mjs passes on the project", () => {
    const result = spawnSync(process.execPath, ["scripts/check-layers.mjs"], { encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
  });
});

describe("folderCycles", () => {
  it("finds two folders that import each other and ignores files at the top", () => {
    const graph = new Map([
      ["applications/chat/a.ts", ["applications/rolls/b.ts", "applications/format.ts"]],
      ["applications/rolls/b.ts", ["applications/chat/c.ts"]],
      ["applications/chat/c.ts", []],
      ["applications/format.ts", ["applications/chat/c.ts"]],
      ["applications/sheets/d.ts", ["applications/chat/c.ts"]],
    ]);
    expect(folderCycles(graph, "applications")).toEqual([
      ["applications/chat", "applications/rolls"],
    ]);
  });
});

describe("layerRank and mayImport", () => {
  it.each([
    ["rules/m20/health.ts", 0],
    ["config.ts", 0.5],
    ["compat/index.ts", 0.5],
    ["rulesets/index.ts", 1],
    ["data/models.ts", 2],
    ["dice/rolls.ts", 2.5],
    ["authority/channel.ts", 3],
    ["documents/actor.ts", 4],
    ["applications/sheets/actor-sheet.ts", 5],
    ["hooks/init.ts", 6],
    ["holocron.ts", 7],
  ])("%s is layer %s", (file, rank) => {
    expect(layerRank(file)).toBe(rank);
  });

  it.each([
    ["rules/a.ts", "rules/b.ts", true],
    ["rules/a.ts", "config.ts", false],
    ["config.ts", "rules/a.ts", true],
    ["settings.ts", "config.ts", true],
    ["config.ts", "rulesets/index.ts", false],
    ["rulesets/index.ts", "config.ts", true],
    ["rulesets/index.ts", "documents/actor.ts", false],
    ["dice/roll.ts", "applications/x.ts", false],
    ["documents/actor.ts", "hooks/combat.ts", false],
    ["applications/x.ts", "documents/actor.ts", true],
    ["hooks/init.ts", "applications/x.ts", true],
  ])("%s may import %s: %s", (from, to, allowed) => {
    expect(mayImport(from, to)).toBe(allowed);
  });
});

describe("upwardImports and importCycles on a small graph", () => {
  const graph = new Map<string, string[]>([
    ["rulesets/a.ts", ["documents/b.ts", "rules/x.ts"]],
    ["documents/b.ts", ["documents/c.ts"]],
    ["documents/c.ts", ["rulesets/a.ts"]],
    ["rules/x.ts", []],
    ["hooks/h.ts", ["hooks/h.ts", "documents/b.ts"]],
  ]);

  it("lists each upward edge", () => {
    expect(upwardImports(graph)).toEqual(["rulesets/a.ts -> documents/b.ts"]);
  });

  it("finds the three-file cycle and ignores a file importing itself", () => {
    expect(importCycles(graph)).toEqual([["documents/b.ts", "documents/c.ts", "rulesets/a.ts"]]);
  });
});
