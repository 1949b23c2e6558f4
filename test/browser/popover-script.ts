// A source module as a test page runs it: types stripped, the named functions on `window`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { ROOT } from "../templates/handlebars-env.js";

/** The module at `path` (from the repository's root) as a page script with `names` on `window`. */
export function moduleScript(path: readonly string[], names: readonly string[]): string {
  const source = readFileSync(join(ROOT, ...path), "utf8");
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  return [js.replace(/^export /gm, ""), ...names.map((n) => `window.${n} = ${n};`)].join("\n");
}

export function popoverScript(names: readonly string[] = ["activateBreakdowns"]): string {
  return moduleScript(["src", "applications", "breakdown", "breakdown-popover.ts"], names);
}
