// The layers of src/ (CONTRIBUTING.md, "Layers"): each file may import only from its own layer or the
// layers below. Used by the ESLint rule `holocron/layers-point-down` (one import at a time) and by
// scripts/check-layers.mjs (the whole graph: upward imports and import cycles).
import fs from "node:fs";
import path from "node:path";

/**
 * The rank of a file's layer, from its path inside src/ ("rulesets/index.ts"). Pure rules are 0; the
 * utilities beside them (config, settings, compat, migrations, types) are 0.5 and import only rules
 * and each other; the entry point is highest.
 */
export function layerRank(relPath) {
  const top = relPath.split("/")[0];
  if (top === "rules") return 0;
  if (["config.ts", "settings.ts", "compat", "migrations", "types"].includes(top)) return 0.5;
  if (top === "rulesets") return 1;
  if (top === "data") return 2;
  if (top === "dice") return 2.5;
  if (top === "authority") return 3;
  if (top === "documents") return 4;
  // The card kinds (src/cards): each kind's view, controls, requests and trust, beside the flows.
  if (top === "applications" || top === "cards") return 5;
  if (top === "api.ts" || top === "hooks") return 6;
  if (top === "holocron.ts") return 7;
  return 5;
}

/** Whether a file at `from` may import one at `to` (both paths inside src/). */
export function mayImport(from, to) {
  const a = layerRank(from);
  const b = layerRank(to);
  if (a === 0) return b === 0;
  if (a === 0.5) return b <= 0.5;
  return b <= a;
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/g;

/** The src file a relative specifier names (`./x.js` → `x.ts`, a folder → its index.ts), or null. */
function resolveSpecifier(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [base.replace(/\.js$/, ".ts"), `${base}.ts`, path.join(base, "index.ts")];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

function sourceFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.ts$/.test(e.name) && !e.name.endsWith(".d.ts") ? [p] : [];
  });
}

/** The import graph of src/: each file (path inside src/) with the src files it imports. */
export function importGraph(srcDir) {
  const rel = (p) => path.relative(srcDir, p).split(path.sep).join("/");
  const graph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const targets = new Set();
    for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      if (!spec.startsWith(".")) continue;
      const target = resolveSpecifier(file, spec);
      if (target && target.startsWith(srcDir + path.sep)) targets.add(rel(target));
    }
    graph.set(rel(file), [...targets].sort());
  }
  return graph;
}

/** Every import that points up a layer, as "from -> to". */
export function upwardImports(graph) {
  const out = [];
  for (const [from, targets] of graph) {
    for (const to of targets) if (!mayImport(from, to)) out.push(`${from} -> ${to}`);
  }
  return out;
}

/** The import cycles: strongly connected groups of two or more files (Tarjan), each sorted. */
export function importCycles(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) !== index.get(v)) return;
    const group = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/**
 * The import cycles between the folders directly under `parent` (e.g. "applications"): the folder graph's
 * strongly connected groups. Files at `parent`'s own top (shared helpers such as `format.ts`) are no folder.
 * Folders of one layer that import each other are one concern split in two, which the next reader cannot hold.
 */
export function folderCycles(graph, parent) {
  const folderOf = (file) => {
    const parts = file.split("/");
    return parts[0] === parent && parts.length > 2 ? `${parent}/${parts[1]}` : null;
  };
  const folders = new Map();
  for (const [from, targets] of graph) {
    const a = folderOf(from);
    if (!a) continue;
    const edges = folders.get(a) ?? new Set();
    for (const to of targets) {
      const b = folderOf(to);
      if (b && b !== a) edges.add(b);
    }
    folders.set(a, edges);
  }
  return importCycles(new Map([...folders].map(([k, v]) => [k, [...v].sort()])));
}
