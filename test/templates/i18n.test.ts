// Every HOLOCRON.* key the code and templates use exists in lang/en.json, and every key there is used.
//
// Dynamic keys: a key may be built at run time only from a documented prefix, written in the source as a
// template literal `HOLOCRON.Area.Group.${id}` or as a string literal ending in a dot ("HOLOCRON.Sheet.Stat.",
// used as a prefix). Such a prefix marks every key under it as used, and must itself name a group of keys.
// A literal naming a group (e.g. a model's LOCALIZATION_PREFIXES entry "HOLOCRON.Actor.Fields") counts the same.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, loadLang, templateFiles } from "./handlebars-env.js";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [relative(ROOT, path)] : [];
  });
}

function leafKeys(node: unknown, prefix: string): string[] {
  if (typeof node === "string") return [prefix];
  if (!node || typeof node !== "object") return [];
  return Object.entries(node).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

const lang = loadLang();
const leaves = new Set(leafKeys(lang, ""));
/** Every proper prefix of a key ("HOLOCRON", "HOLOCRON.Sheet", …): the groups of lang/en.json. */
const groups = new Set(
  [...leaves].flatMap((key) => {
    const parts = key.split(".");
    return parts.slice(1).map((_, i) => parts.slice(0, i + 1).join("."));
  }),
);

/** Literal keys, and prefixes (template literal `${`, or a literal ending in "."), used in one text. */
export function scanKeys(text: string): { keys: string[]; prefixes: string[] } {
  const keys: string[] = [];
  const prefixes: string[] = [];
  for (const m of text.matchAll(/HOLOCRON(?:\.[A-Za-z0-9_-]+)*\.?(\$\{)?/g)) {
    const raw = m[0];
    // The bare root ("HOLOCRON.", as in `v.startsWith("HOLOCRON.")`) is no key and no usable prefix.
    if (raw === "HOLOCRON" || raw === "HOLOCRON.") continue;
    if (m[1] || raw.endsWith(".")) prefixes.push(raw.replace(/\$\{$/, "").replace(/\.$/, ""));
    else keys.push(raw);
  }
  return { keys, prefixes };
}

const files = [...sourceFiles(join(ROOT, "src")), ...templateFiles()];
const used = new Map<string, string>();
const prefixes = new Map<string, string>();
for (const file of files) {
  const scan = scanKeys(readFileSync(join(ROOT, file), "utf8"));
  for (const k of scan.keys) used.set(k, file);
  for (const p of scan.prefixes) prefixes.set(p, file);
}

describe("i18n keys", () => {
  it("scanKeys tells keys from prefixes", () => {
    const text = 'a "HOLOCRON.A.B" b `HOLOCRON.C.${x}` c "HOLOCRON.D." d "HOLOCRON." e';
    expect(scanKeys(text)).toEqual({
      keys: ["HOLOCRON.A.B"],
      prefixes: ["HOLOCRON.C", "HOLOCRON.D"],
    });
  });

  it("every key used exists in lang/en.json", () => {
    const missing = [...used]
      .filter(([key]) => !leaves.has(key) && !groups.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("every dynamic prefix names a group of keys", () => {
    const missing = [...prefixes]
      .filter(([prefix]) => !groups.has(prefix))
      .map(([prefix, file]) => `${prefix}.* (${file})`);
    expect(missing).toEqual([]);
  });

  it("every key in lang/en.json is used", () => {
    const covers = [...prefixes.keys(), ...[...used.keys()].filter((k) => groups.has(k))];
    const unused = [...leaves].filter(
      (key) =>
        key.startsWith("HOLOCRON.") &&
        !used.has(key) &&
        !covers.some((p) => key.startsWith(`${p}.`)),
    );
    expect(unused).toEqual([]);
  });
});
