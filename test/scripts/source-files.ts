import { readdirSync } from "node:fs";
import { join } from "node:path";

export const SRC = join(import.meta.dirname, "..", "..", "src");

/** Every TypeScript source file under `dir` (declaration files left out). */
export function sourceFiles(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}
