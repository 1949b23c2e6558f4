/**
 * The templates Holocron's own `loadTemplates` calls preload, read from src/ without running it (no
 * Foundry globals, no module side effects): each `loadTemplates([...])` call's elements, a constant, a
 * spread constant or `...Object.values(CONST)`, resolved to the template paths its definition names.
 * Foundry registers exactly these as partials ("Include a preloaded template as a partial":
 * https://foundryvtt.com/api/functions/foundry.applications.handlebars.loadTemplates.html), so the
 * stand-in and the template environment register these and no others. An element this reader cannot
 * resolve throws, so a new call shape fails loudly rather than being skipped.
 */
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const PATH =
  /[`"]((?:systems\/(?:\$\{SYSTEM_ID\}|holocron)\/templates|\$\{TEMPLATE_ROOT\})\/[^`"]+\.hbs)[`"]/g;

function normalise(path: string): string {
  return path
    .replace("${TEMPLATE_ROOT}", "systems/holocron/templates")
    .replace("${SYSTEM_ID}", "holocron");
}

/** The template paths a src constant's initializer names (following one alias `= OTHER;`). */
function resolveConstant(sources: string[], name: string): string[] {
  const definition = new RegExp(`\\bconst ${name}\\b[^=]*=\\s*([\\s\\S]*?);\\n`);
  for (const source of sources) {
    const initializer = definition.exec(source)?.[1];
    if (initializer === undefined) continue;
    const paths = [...initializer.matchAll(PATH)].map((m) => normalise(m[1]!));
    if (paths.length) return paths;
    if (/^\w+$/.test(initializer.trim())) return resolveConstant(sources, initializer.trim());
  }
  throw new Error(`preloads: no template paths found for the constant ${name}`);
}

function elementPaths(sources: string[], element: string): string[] {
  const literal = [...element.matchAll(PATH)].map((m) => normalise(m[1]!));
  if (literal.length) return literal;
  const name = /^(?:\.\.\.)?(?:Object\.values\()?(\w+)\)?$/.exec(element)?.[1];
  if (!name) throw new Error(`preloads: cannot read the loadTemplates element ${element}`);
  return resolveConstant(sources, name);
}

/** Every path passed to a `loadTemplates([...])` call in src/, sorted, without repeats. */
export function systemPreloads(): string[] {
  const sources = sourceFiles(join(ROOT, "src")).map((file) => readFileSync(file, "utf8"));
  const paths = new Set<string>();
  for (const source of sources) {
    for (const [, list] of source.matchAll(/loadTemplates\(\[([\s\S]*?)\]\)/g)) {
      const elements = list!
        .split(",")
        .map((e) => e.trim())
        .filter(Boolean);
      for (const element of elements) for (const p of elementPaths(sources, element)) paths.add(p);
    }
  }
  return [...paths].sort();
}

export const SYSTEM_PRELOADS: readonly string[] = systemPreloads();
