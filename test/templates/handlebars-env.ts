/**
 * A Handlebars environment like Foundry's for template tests and the gallery: the real `handlebars` package,
 * the Foundry helpers Holocron's templates use, the templates Holocron's `loadTemplates` calls preload
 * registered as partials under the path Foundry gives them (`systems/holocron/templates/…`; no others, as in
 * Foundry: ./preloads.ts), and localization from lang/en.json. Missing i18n
 * keys are recorded (not silently echoed) so tests can fail on them.
 */
import Handlebars from "handlebars";
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { pseudoLocale } from "../../scripts/lib/pseudo.mjs";
import { SYSTEM_PRELOADS } from "./preloads.js";
import { countHelper, wordHelper } from "../../src/applications/format.js";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const SYSTEM_PREFIX = "systems/holocron/";

type Dict = Record<string, unknown>;

/** lang/en.json with each plural form's text tagged "[one] …", "[other] …", so the form picked shows. */
function pluralTagged(node: Dict): Dict {
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (typeof value !== "object" || value === null) return [key, value];
      const forms = value as Dict;
      if (typeof forms.other !== "string") return [key, pluralTagged(forms)];
      return [
        key,
        Object.fromEntries(Object.entries(forms).map(([k, v]) => [k, `[${k}] ${String(v)}`])),
      ];
    }),
  );
}

/**
 * lang/en.json, or its pseudo-locale when HOLOCRON_LOCALE is "pseudo" (the gallery's longer-strings run,
 * scripts/lib/pseudo.mjs), or with its plural forms tagged when it is "plurals" (test/templates/locales.test.ts).
 */
export function loadLang(): Dict {
  const english = JSON.parse(readFileSync(join(ROOT, "lang", "en.json"), "utf8")) as Dict;
  if (process.env.HOLOCRON_LOCALE === "plurals") return pluralTagged(english);
  return process.env.HOLOCRON_LOCALE === "pseudo" ? pseudoLocale(english) : english;
}

function lookup(lang: Dict, key: string): string | undefined {
  let node: unknown = lang;
  for (const part of key.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Dict)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** Every .hbs file under templates/, as repo-relative paths with forward slashes. */
export function templateFiles(dir = join(ROOT, "templates")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return templateFiles(path);
    return entry.name.endsWith(".hbs") ? [relative(ROOT, path).split("\\").join("/")] : [];
  });
}

export interface TemplateEnv {
  handlebars: typeof Handlebars;
  /** i18n keys asked for that lang/en.json lacks, since the env was made or last cleared. */
  missing: Set<string>;
  /** Renders one template by its Foundry path (`systems/holocron/templates/…`) or repo path (`templates/…`). */
  render(path: string, context: object): string;
  localize(key: string): string;
}

function escape(value: unknown): string {
  return Handlebars.Utils.escapeExpression(String(value ?? ""));
}

export function createTemplateEnv(): TemplateEnv {
  const hb = Handlebars.create();
  const lang = loadLang();
  const missing = new Set<string>();
  const localize = (key: string): string => {
    const value = lookup(lang, key);
    if (value === undefined) missing.add(key);
    return value ?? key;
  };
  // Foundry's `format`: the key's text with each `{name}` replaced by its value.
  const format = (key: string, data: Dict): string => {
    let text = localize(key);
    for (const [name, value] of Object.entries(data))
      text = text.replaceAll(`{${name}}`, String(value));
    return text;
  };
  hb.registerHelper("localize", (key: unknown, options: Handlebars.HelperOptions) =>
    format(String(key), options.hash as Dict),
  );
  // Holocron's own helpers, registered in `init` (src/hooks/i18n.ts) as here: a word every row
  // repeats, looked up once per render, and a count's plural form.
  hb.registerHelper("holocronWord", wordHelper(localize));
  hb.registerHelper(
    "holocronCount",
    countHelper({
      format,
      has: (key) => lookup(lang, key) !== undefined,
    }),
  );
  hb.registerHelper("eq", (a: unknown, b: unknown) => a === b);
  hb.registerHelper("ne", (a: unknown, b: unknown) => a !== b);
  hb.registerHelper("not", (a: unknown) => !a);
  hb.registerHelper("and", (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  hb.registerHelper("or", (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hb.registerHelper("ifThen", (cond: unknown, a: unknown, b: unknown) => (cond ? a : b));
  hb.registerHelper("concat", (...args: unknown[]) => args.slice(0, -1).map(String).join(""));
  hb.registerHelper("checked", (value: unknown) => (value ? "checked" : ""));
  hb.registerHelper("disabled", (value: unknown) => (value ? "disabled" : ""));
  hb.registerHelper("selectOptions", (choices: unknown, options: Handlebars.HelperOptions) => {
    const hash = options.hash as Dict;
    const valueAttr = typeof hash.valueAttr === "string" ? hash.valueAttr : "value";
    const labelAttr = typeof hash.labelAttr === "string" ? hash.labelAttr : "label";
    const entries: [string, string][] = Array.isArray(choices)
      ? choices.map((c: Dict) => [String(c[valueAttr]), String(c[labelAttr])])
      : Object.entries((choices ?? {}) as Dict).map(([k, v]) => [k, String(v)]);
    const html = entries
      .map(([value, label]) => {
        const text = hash.localize ? localize(label) : label;
        const selected = String(hash.selected) === value ? " selected" : "";
        return `<option value="${escape(value)}"${selected}>${escape(text)}</option>`;
      })
      .join("");
    return new hb.SafeString(html);
  });
  for (const path of SYSTEM_PRELOADS) {
    hb.registerPartial(path, readFileSync(join(ROOT, path.slice(SYSTEM_PREFIX.length)), "utf8"));
  }
  const compiled = new Map<string, Handlebars.TemplateDelegate>();
  return {
    handlebars: hb,
    missing,
    localize,
    render(path, context) {
      const file = path.startsWith(SYSTEM_PREFIX) ? path.slice(SYSTEM_PREFIX.length) : path;
      let template = compiled.get(file);
      if (!template) {
        template = hb.compile(readFileSync(join(ROOT, file), "utf8"));
        compiled.set(file, template);
      }
      return template(context);
    },
  };
}
