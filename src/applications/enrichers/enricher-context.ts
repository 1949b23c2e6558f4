// The template context of one enricher: the pure view, localized. Any value the author wrote (the
// label, the original text) reaches the page only through Handlebars' escaping.
import { enrichers } from "../../rules/index.js";
import { enricherView, type EnricherView, type I18nText } from "./enricher-view.js";

export const ENRICHER_TEMPLATE = "systems/holocron/templates/journal/enricher.hbs";

export type EnricherContext = {
  button: boolean;
  command: string;
  args: string;
  icon: string;
  label: string;
  tooltip: string;
  text: string;
};

/** What localizing needs (game.i18n, or the template tests' stand-in). */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Record<string, string>): string;
}

/** An I18nText (or the author's own words) as text; keys inside its data are localized first. */
export function localizeText(text: I18nText | string, i18n: Localizer): string {
  if (typeof text === "string") return text;
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(text.data)) {
    data[name] =
      typeof value !== "string"
        ? localizeText(value, i18n)
        : value.startsWith("HOLOCRON.")
          ? i18n.localize(value)
          : value;
  }
  return i18n.format(text.key, data);
}

/** The context of `[[/command args]]{label}` as matched in `original`. */
export function enricherContext(
  match: { command: string; args: string; label: string | null; original: string },
  i18n: Localizer,
): EnricherContext {
  const parsed = enrichers.parseEnricher(match.command, match.args, match.label);
  const view: EnricherView = enricherView(parsed);
  return {
    button: view.button,
    command: match.command.toLowerCase(),
    args: enrichers.decodeText(match.args).trim(),
    icon: view.button ? view.icon : "",
    label: view.button ? localizeText(view.label, i18n) : "",
    tooltip: localizeText(view.tooltip, i18n),
    text: enrichers.decodeText(match.original),
  };
}
