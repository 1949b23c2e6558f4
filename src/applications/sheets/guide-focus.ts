/**
 * A creation-guide step's link (templates/shared/creation-guide.hbs): shows the tab its field lives on,
 * scrolls the field into view and focuses it. DOM only, so the browser test runs it as the sheet does.
 */

/** What a step's link names: `data-guide-target` (a selector inside the sheet) and `data-guide-tab`. */
export interface GuideLinkData {
  guideTarget?: string | undefined;
  guideTab?: string | undefined;
}

/** Focuses the step's field under `root`, after `showTab` shows its tab; whether the field took focus. */
export function focusGuideTarget(
  root: HTMLElement,
  link: GuideLinkData,
  showTab: (tab: string) => void,
): boolean {
  if (link.guideTab) showTab(link.guideTab);
  const field = link.guideTarget ? root.querySelector<HTMLElement>(link.guideTarget) : null;
  if (!field) return false;
  field.scrollIntoView({ block: "nearest" });
  field.focus();
  return root.ownerDocument.activeElement === field;
}
