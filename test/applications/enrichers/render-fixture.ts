// Renders enrichers in Node as Foundry would: the system's context code, localized from lang/en.json,
// through the real templates/journal/enricher.hbs with the real Handlebars.
import { enrichers } from "../../../src/rules/index.js";
import {
  ENRICHER_TEMPLATE,
  enricherContext,
  type Localizer,
} from "../../../src/applications/enrichers/enricher-context.js";
import { createTemplateEnv } from "../../templates/handlebars-env.js";

const env = createTemplateEnv();

export const i18n: Localizer = {
  localize: (key) => env.localize(key),
  format: (key, data) =>
    Object.entries(data).reduce((text, [k, v]) => text.replaceAll(`{${k}}`, v), env.localize(key)),
};

/** Keys the renders asked for that lang/en.json lacks. */
export const missingKeys = env.missing;

/** The HTML of one match, as the enricher callback renders it (for the document of `source`). */
export function renderMatch(m: RegExpMatchArray, source = ""): string {
  const context = enricherContext(
    { command: m[1] ?? "", args: m[2] ?? "", label: m[3] ?? null, original: m[0] },
    i18n,
    source,
  );
  // Foundry's callback trims the template's output before making it an element (register-enrichers.ts).
  return env.render(ENRICHER_TEMPLATE, context).trim();
}

/** Each enricher of a text, rendered; the rest of the text is kept as it is. */
export function renderText(text: string): string {
  const pattern = new RegExp(enrichers.ENRICHER_PATTERN.source, enrichers.ENRICHER_PATTERN.flags);
  return text.replace(pattern, (...args) => {
    const groups = args.slice(0, 4) as string[];
    return renderMatch(Object.assign([...groups], { index: 0, input: text }) as RegExpMatchArray);
  });
}
