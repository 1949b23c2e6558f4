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
  /** The tooltip as plain text (the aria-label). */
  tooltip: string;
  /**
   * The tooltip for `data-tooltip`, which Foundry's TooltipManager shows as HTML (its `activate`
   * takes the attribute as the tooltip's markup: https://foundryvtt.com/api/v13/classes/foundry.helpers.interaction.TooltipManager.html):
   * escaped, so an author's text in an error ("<img onerror…>" as a formula) stays text.
   */
  tooltipHtml: string;
  text: string;
  /** The uuid of the document the text was rendered from (enricher-source.ts), or "". */
  source: string;
};

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Plain text as HTML that shows it as it is (the five characters HTML gives meaning to). */
export function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

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

/** The context of `[[/command args]]{label}` as matched in `original`, in the document `source`. */
export function enricherContext(
  match: { command: string; args: string; label: string | null; original: string },
  i18n: Localizer,
  source = "",
): EnricherContext {
  const parsed = enrichers.parseEnricher(match.command, match.args, match.label);
  const view: EnricherView = enricherView(parsed);
  const tooltip = localizeText(view.tooltip, i18n);
  return {
    button: view.button,
    command: match.command.toLowerCase(),
    args: enrichers.decodeText(match.args).trim(),
    icon: view.button ? view.icon : "",
    label: view.button ? localizeText(view.label, i18n) : "",
    tooltip,
    tooltipHtml: escapeText(tooltip),
    text: enrichers.decodeText(match.original),
    source,
  };
}
