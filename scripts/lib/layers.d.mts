export function layerRank(relPath: string): number;
export function mayImport(from: string, to: string): boolean;
export function importGraph(srcDir: string): Map<string, string[]>;
export function upwardImports(graph: ReadonlyMap<string, readonly string[]>): string[];
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][];
export function folderCycles(
  graph: ReadonlyMap<string, readonly string[]>,
  parent: string,
): string[][];
