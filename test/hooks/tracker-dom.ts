// A combat tracker's element over a real DOM (happy-dom): the header the Holocron blocks join.
import { Window } from "happy-dom";

export function trackerElement(): HTMLElement {
  const window = new Window();
  const root = window.document.createElement("section");
  root.innerHTML = `<header class="combat-tracker-header"><nav class="core-controls"></nav></header>`;
  window.document.body.append(root);
  return root as unknown as HTMLElement; // happy-dom's element stands for the DOM's
}
