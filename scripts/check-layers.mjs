// Checks that src/ imports point down the layers and form no cycle, between files or between the folders
// of src/applications (CONTRIBUTING.md, "Layers"). Usage: node scripts/check-layers.mjs  (exits 1 and lists
// what is wrong).
import path from "node:path";
import { folderCycles, importCycles, importGraph, upwardImports } from "./lib/layers.mjs";

const graph = importGraph(path.resolve("src"));
const upward = upwardImports(graph);
const cycles = importCycles(graph);
const folders = folderCycles(graph, "applications");
for (const edge of upward) console.error(`upward import: ${edge}`);
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(" -> ")}`);
for (const cycle of folders) console.error(`folders importing each other: ${cycle.join(" <-> ")}`);
console.info(
  `layers: ${graph.size} files, ${upward.length} upward imports, ${cycles.length} cycles, ` +
    `${folders.length} application folder cycles`,
);
process.exit(upward.length === 0 && cycles.length === 0 && folders.length === 0 ? 0 : 1);
