// One happy-dom window for the probe's rendered chat messages (the GM's view of a card).
import { Window } from "happy-dom";

let shared: Window | null = null;
export function window(): Window {
  shared ??= new Window({ url: "http://localhost:30000/game" });
  return shared;
}
