// A block of Holocron's own in the combat tracker's header (the Chase and Encounter odds buttons).
// The `renderCombatTracker` hook (https://foundryvtt.com/api/functions/hookEvents.renderApplicationV2.html)
// may fire again while a block's template is still rendering; the header is read after the await,
// so two quick renders never add a block twice.

/** The element the block joins: the tracker's header, or the tracker itself. */
function headerOf(html: HTMLElement): Element {
  return html.querySelector(".combat-tracker-header") ?? html;
}

/**
 * Renders `template` and appends it to the header, unless a block matching `marker` is there by
 * then; with `replace`, a block already there gives way to the new one (its listeners read the
 * latest render's state). Returns the block added, or null.
 */
export async function addHeaderBlock(
  html: HTMLElement,
  o: { template: string; marker: string; replace?: boolean },
): Promise<Element | null> {
  const markup = await foundry.applications.handlebars.renderTemplate(o.template, {});
  const existing = html.querySelectorAll(o.marker);
  if (existing.length > 0 && !o.replace) return null;
  for (const block of existing) block.remove();
  const header = headerOf(html);
  header.insertAdjacentHTML("beforeend", markup);
  const added = header.querySelectorAll(o.marker);
  return added.item(added.length - 1);
}
