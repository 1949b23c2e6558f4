// Registers Holocron's enricher with Foundry (CONFIG.TextEditor.enrichers). Its buttons are wired
// per element through the enricher's `onRender`, which Foundry calls when the enriched content joins
// a document (https://foundryvtt.com/api/v13/interfaces/CONFIG.TextEditorEnricherConfig.html,
// https://foundryvtt.com/api/v14/interfaces/CONFIG.TextEditorEnricherConfig.html; dnd5e 5.3
// module/enrichers.mjs `onRenderEnricher`), so they answer wherever that is: journals, item
// descriptions and chat, and a V14 window popped out into its own browser window, whose clicks
// never reach the main window's document.body.
import { enrichers } from "../../rules/index.js";
import { runEnricher } from "./enricher-actions.js";
import { ENRICHER_TEMPLATE, enricherContext, escapeText } from "./enricher-context.js";
import { notify } from "../../compat/notify.js";
import { registerCardLedgerCauses } from "../../cards/kinds.js";
import { textAuthorOf } from "./enricher-source.js";
import { openCheckRequest } from "../check-request/open.js";
import { presetOfEnricher } from "../check-request/request-dialog-model.js";

const SELECTOR = "a.holocron-enricher[data-enricher]";

/**
 * Plain text with a tooltip, built without HTML strings (the fallback when rendering fails); the
 * tooltip escaped, as Foundry shows `data-tooltip` as HTML (enricher-context.ts).
 */
function plainText(text: string, tooltip: string): HTMLElement {
  const span = document.createElement("span");
  span.className = "holocron holocron-enricher holocron-enricher--plain";
  span.textContent = text;
  span.dataset.tooltip = escapeText(tooltip);
  return span;
}

/** The uuid of the document an enrichment runs for (enrichHTML's `relativeTo`), or "". */
function sourceOf(options: unknown): string {
  const uuid = (options as { relativeTo?: { uuid?: unknown } } | undefined)?.relativeTo?.uuid;
  return typeof uuid === "string" ? uuid : "";
}

/**
 * Foundry's enricher callback: one match in, one element out; never throws. Foundry passes the
 * enrichment's options, `relativeTo` among them (CONFIG.TextEditorEnricherConfig, the enricher's
 * `(match, options)`): the button keeps its document's uuid (enricher-source.ts).
 */
export async function enrichMatch(
  match: RegExpMatchArray,
  options?: unknown,
): Promise<HTMLElement> {
  const original = match[0];
  try {
    const context = enricherContext(
      { command: match[1] ?? "", args: match[2] ?? "", label: match[3] ?? null, original },
      game.i18n,
      sourceOf(options),
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

/** The enricher type's id: Foundry calls `onRender` only for an enricher with one. */
export const ENRICHER_ID = "holocron-enricher";

async function onClick(event: MouseEvent, link: HTMLElement): Promise<void> {
  event.preventDefault();
  event.stopPropagation();
  const command = link.dataset.enricher ?? "";
  const args = link.dataset.args ?? "";
  const parsed = enrichers.parseEnricher(command, args);
  if (!parsed.ok) return;
  // A GM's Alt-click on a check asks it of the selected characters, as one check request.
  const preset = game.user.isGM && event.altKey ? presetOfEnricher(parsed.enricher) : null;
  if (preset) {
    await openCheckRequest({ preset });
    return;
  }
  // A GM's click on text a GM did not write makes a card that names its author (enricher-source.ts).
  const author = game.user.isGM
    ? textAuthorOf(link.dataset.source ?? "", `[[/${command} ${args}`)
    : null;
  try {
    await runEnricher(parsed.enricher, {
      fast: event.shiftKey,
      ...(author ? { textAuthor: author } : {}),
    });
  } catch (error) {
    console.error(error);
    notify("error", "HOLOCRON.Enricher.Error.run");
  }
}

function onKey(event: KeyboardEvent, link: HTMLElement): void {
  if (event.key !== "Enter" && event.key !== " ") return;
  event.preventDefault();
  link.click();
}

/**
 * Buttons already wired. Foundry may call `onRender` again when the same content is moved in the
 * DOM (dnd5e 5.3 guards the same repeat in `_addListeners`), and a button answers a click once.
 */
const wired = new WeakSet<Element>();

/** The enricher's `onRender`: wires each button inside the enriched content. */
export function onRenderEnricher(element: HTMLElement): void {
  const links = [...element.querySelectorAll<HTMLElement>(SELECTOR)];
  if (element.matches(SELECTOR)) links.push(element);
  for (const link of links) {
    if (wired.has(link)) continue;
    wired.add(link);
    link.addEventListener("click", (event) => void onClick(event, link));
    link.addEventListener("keydown", (event) => onKey(event, link));
  }
}

export function registerEnrichers(): void {
  // fvtt-types' enricher config has no `id` or `onRender` (both in the V13 and V14 docs): built
  // apart from the push, the entry keeps them without a cast.
  const config = {
    id: ENRICHER_ID,
    pattern: new RegExp(enrichers.ENRICHER_PATTERN.source, enrichers.ENRICHER_PATTERN.flags),
    enricher: enrichMatch,
    onRender: onRenderEnricher,
  };
  CONFIG.TextEditor.enrichers.push(config);
  registerCardLedgerCauses();
}
