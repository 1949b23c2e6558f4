// Registers Holocron's enrichers with Foundry (CONFIG.TextEditor.enrichers) and the one delegated
// click listener that runs them, in journals, item descriptions and chat alike.
import { enrichers } from "../../rules/index.js";
import { runEnricher } from "./enricher-actions.js";
import { ENRICHER_TEMPLATE, enricherContext } from "./enricher-context.js";

const SELECTOR = "a.holocron-enricher[data-enricher]";

/** Plain text with a tooltip, built without HTML strings (the fallback when rendering fails). */
function plainText(text: string, tooltip: string): HTMLElement {
  const span = document.createElement("span");
  span.className = "holocron holocron-enricher holocron-enricher--plain";
  span.textContent = text;
  span.dataset.tooltip = tooltip;
  return span;
}

/** Foundry's enricher callback: one match in, one element out; never throws. */
export async function enrichMatch(match: RegExpMatchArray): Promise<HTMLElement> {
  const original = match[0];
  try {
    const context = enricherContext(
      { command: match[1] ?? "", args: match[2] ?? "", label: match[3] ?? null, original },
      game.i18n,
    );
    const html = await foundry.applications.handlebars.renderTemplate(ENRICHER_TEMPLATE, context);
    const holder = document.createElement("template");
    holder.innerHTML = html.trim();
    const element = holder.content.firstElementChild;
    if (element instanceof HTMLElement) return element;
    return plainText(context.text, context.tooltip);
  } catch (error) {
    console.error(error);
    return plainText(
      enrichers.decodeText(original),
      game.i18n.localize("HOLOCRON.Enricher.Error.render"),
    );
  }
}

async function onClick(event: MouseEvent): Promise<void> {
  const link = (event.target as Element | null)?.closest?.<HTMLElement>(SELECTOR);
  if (!link) return;
  event.preventDefault();
  event.stopPropagation();
  const parsed = enrichers.parseEnricher(link.dataset.enricher ?? "", link.dataset.args ?? "");
  if (!parsed.ok) return;
  try {
    await runEnricher(parsed.enricher, { fast: event.shiftKey });
  } catch (error) {
    console.error(error);
    ui.notifications.error(game.i18n.localize("HOLOCRON.Enricher.Error.run"));
  }
}

function onKey(event: KeyboardEvent): void {
  if (event.key !== "Enter" && event.key !== " ") return;
  const link = (event.target as Element | null)?.closest?.<HTMLElement>(SELECTOR);
  if (link) link.click();
}

export function registerEnrichers(): void {
  CONFIG.TextEditor.enrichers.push({
    pattern: new RegExp(enrichers.ENRICHER_PATTERN.source, enrichers.ENRICHER_PATTERN.flags),
    enricher: enrichMatch,
  });
  if (typeof document === "undefined") return;
  document.body.addEventListener("click", (event) => void onClick(event));
  document.body.addEventListener("keydown", onKey);
}
