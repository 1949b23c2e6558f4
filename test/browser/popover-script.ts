// The breakdown popover script as a test page runs it: types stripped, the named functions on `window`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { ROOT } from "../templates/handlebars-env.js";

export function popoverScript(names: readonly string[] = ["activateBreakdowns"]): string {
  const source = readFileSync(
    join(ROOT, "src", "applications", "breakdown", "breakdown-popover.ts"),
    "utf8",
  );
  const js = ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
  return [js.replace(/^export /gm, ""), ...names.map((n) => `window.${n} = ${n};`)].join("\n");
}
