// Checks that src/ imports point down the layers and form no cycle (CONTRIBUTING.md, "Layers").
// Usage: node scripts/check-layers.mjs  (exits 1 and lists what is wrong).
import path from "node:path";
import { importCycles, importGraph, upwardImports } from "./lib/layers.mjs";

const graph = importGraph(path.resolve("src"));
const upward = upwardImports(graph);
const cycles = importCycles(graph);
for (const edge of upward) console.error(`upward import: ${edge}`);
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(" -> ")}`);
console.info(
  `layers: ${graph.size} files, ${upward.length} upward imports, ${cycles.length} cycles`,
);
process.exit(upward.length === 0 && cycles.length === 0 ? 0 : 1);
