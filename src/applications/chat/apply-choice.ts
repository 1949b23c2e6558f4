// The damage card's per-recipient rows (a checkbox and −1 / 0 / ×½ / ×1 / ×2 per stored target, and one row for
// the selected tokens), read from the rendered card. Buttons with aria-pressed, not radios: radio groups
// would join across every message of the chat log.
import { APPLY_SCALES, type ApplyScale } from "./apply-requests.js";
import type { CardTarget } from "./card-data.js";

/** One rendered row: a stored target (by UUID) or the "selected tokens" row. */
export interface ApplyRowState {
  uuid: string;
  selected: boolean;
  checked: boolean;
  scale: ApplyScale;
}

/** What one click applies: the checked stored targets with their multipliers, and the selected tokens'. */
export interface ApplyChoice {
  targets: { uuid: string; name: string; scale: ApplyScale }[];
  /** The multiplier of the selected tokens, or null when their row is not checked. */
  selected: ApplyScale | null;
}

const isScale = (value: string | undefined): value is ApplyScale =>
  (APPLY_SCALES as readonly (string | undefined)[]).includes(value);

/** The rows of a rendered damage card. */
export function readApplyRows(element: HTMLElement): ApplyRowState[] {
  return Array.from(element.querySelectorAll<HTMLElement>("[data-apply-row]"), (row) => {
    const pressed = row.querySelector<HTMLElement>("[data-multiplier][aria-pressed='true']");
    const multiplier = pressed?.dataset.multiplier;
    return {
      uuid: row.dataset.uuid ?? "",
      selected: row.dataset.applyRow === "selected",
      checked: row.querySelector<HTMLInputElement>("input[data-apply-check]")?.checked === true,
      scale: isScale(multiplier) ? multiplier : "full",
    };
  });
}

/** Pure: the checked rows as recipients; a row naming no stored target is ignored. */
export function applyChoice(
  rows: ApplyRowState[],
  card: { targets: readonly CardTarget[] },
): ApplyChoice {
  const targets: ApplyChoice["targets"] = [];
  let selected: ApplyScale | null = null;
  for (const row of rows) {
    if (!row.checked) continue;
    if (row.selected) {
      selected = row.scale;
      continue;
    }
    const target = card.targets.find((t) => t.uuid === row.uuid);
    if (target) targets.push({ uuid: target.uuid, name: target.name, scale: row.scale });
  }
  return { targets, selected };
}

/** Presses one multiplier of its row, releases the others and shows that multiplier's preview. */
export function pressMultiplier(control: HTMLElement): void {
  const row = control.closest<HTMLElement>("[data-apply-row]");
  if (!row) return;
  for (const button of Array.from(row.querySelectorAll<HTMLElement>("[data-multiplier]"))) {
    button.setAttribute("aria-pressed", String(button === control));
  }
  for (const option of Array.from(row.querySelectorAll<HTMLElement>("[data-preview]"))) {
    option.hidden = option.dataset.preview !== control.dataset.multiplier;
  }
}
