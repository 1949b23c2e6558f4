/** Live validation of a damage formula input on the item sheet (the message texts are in the template). */
import { checkFormula } from "./context/item-context.js";

/** The parts of an input and its form this reads and toggles (an HTMLInputElement in Foundry). */
export interface FormulaInput {
  value: string;
  name: string;
  form: { querySelector<E extends Element = Element>(selector: string): E | null } | null;
  setAttribute(name: string, value: string): void;
  classList: { toggle(token: string, force?: boolean): boolean };
}

/**
 * Shows or clears the message under a formula input and returns whether the formula is good: the input is
 * marked aria-invalid and the one message saying why is shown.
 */
export function flagFormula(input: FormulaInput): boolean {
  const result = checkFormula(input.value);
  const box = input.form?.querySelector<HTMLElement>(`[data-error-for="${input.name}"]`) ?? null;
  input.setAttribute("aria-invalid", result.ok ? "false" : "true");
  input.classList.toggle("holocron-invalid", !result.ok);
  if (box) {
    box.hidden = result.ok;
    for (const message of box.querySelectorAll<HTMLElement>("[data-message]")) {
      message.hidden = result.ok || message.dataset.message !== result.message;
    }
  }
  return result.ok;
}

/**
 * A refused formula goes back to the stored one, so the next change of any other field submits the
 * stored formula rather than the bad one (which schema validation would reject along with that edit).
 * The message under the input stays shown ("Not saved"); returns what was typed.
 */
export function revertFormula(input: FormulaInput, stored: string): string {
  const typed = input.value;
  input.value = stored;
  input.setAttribute("aria-invalid", "false");
  input.classList.toggle("holocron-invalid", false);
  return typed;
}
