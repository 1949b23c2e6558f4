/**
 * Opens a number's breakdown (templates/shared/breakdown.hbs) on a held hover (after Foundry's tooltip
 * delay), at once on focus and click, and closes it on Escape, when the pointer leaves or focus moves
 * away. The breakdown is a `popover="manual"`
 * element (the HTML popover API: shown in the top layer, so a window's or the chat log's overflow
 * never clips it), placed beside its number within the viewport. The number names it in
 * aria-describedby, so a screen reader announces it on focus whether open or not.
 *
 * A sheet draws its breakdowns when they open, not with the sheet: the template leaves an empty
 * breakdown (`data-draw`) with the id, and the root's `draw` fills it from the number's trace the
 * first time it opens (architecture.md, "Explanations on demand").
 */

/** Fills the empty breakdown `pop` (its id names the breakdown) and resolves once it is drawn. */
export type DrawBreakdown = (pop: HTMLElement) => Promise<void>;

/** One delegate per root: a sheet re-renders its parts inside the same element. */
const ACTIVE = new WeakSet<HTMLElement>();

/**
 * How long the pointer rests on a number before its breakdown opens: Foundry's own tooltip delay
 * (TooltipManager.TOOLTIP_ACTIVATION_MS, 500 ms: https://foundryvtt.com/api/v11/classes/client.TooltipManager.html),
 * so a pointer passing over a row of numbers opens none of them.
 */
export const HOVER_DELAY_MS = 500;
const PENDING = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/**
 * The numbers that are only a breakdown (not rollable): one Tab stop for them all per root, the arrow
 * keys move between them (the roving tabindex of the WAI-ARIA Authoring Practices, "Keyboard Navigation
 * Inside Components"), so Tab walks the sheet's fields and rolls, not every number.
 */
const EXPLAIN = ".holocron-breakdown__value, .holocron-breakdown__chip";
const ARROWS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** The root's numbers: `current` (else the first) the one Tab stop, the others reached by arrows. */
function rove(root: HTMLElement, current?: HTMLElement): void {
  const all = [...root.querySelectorAll<HTMLElement>(EXPLAIN)];
  const stop = current && all.includes(current) ? current : all[0];
  for (const el of all) el.tabIndex = el === stop ? 0 : -1;
}

/** An arrow key on a number moves focus to the next or previous number (wrapping). */
function moveAmongNumbers(root: HTMLElement, event: KeyboardEvent): void {
  const step = ARROWS[event.key];
  const from = event.target instanceof HTMLElement ? event.target : null;
  if (!step || !from?.matches(EXPLAIN)) return;
  const all = [...root.querySelectorAll<HTMLElement>(EXPLAIN)];
  const next = all[(all.indexOf(from) + step + all.length) % all.length];
  if (!next || next === from) return;
  event.preventDefault();
  rove(root, next);
  next.focus();
}

function cancelHover(trigger: HTMLElement): void {
  clearTimeout(PENDING.get(trigger));
  PENDING.delete(trigger);
}
const GAP = 4;
const MARGIN = 8;

function triggerOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>("[data-breakdown]") : null;
}

function popOf(trigger: HTMLElement): HTMLElement | null {
  const id = trigger.dataset.breakdown;
  return id ? trigger.ownerDocument.getElementById(id) : null;
}

/**
 * Below the number (above when there is no room), kept inside the viewport and never over its number
 * (which stays there to click closed): taller than either side, it takes the roomier one and scrolls.
 */
function place(pop: HTMLElement, trigger: HTMLElement): void {
  const view = trigger.ownerDocument.defaultView;
  if (!view) return;
  const r = trigger.getBoundingClientRect();
  pop.style.position = "fixed";
  pop.style.maxHeight = `${view.innerHeight - 2 * MARGIN}px`;
  pop.style.maxWidth = `${Math.min(view.innerWidth - 2 * MARGIN, 28 * 16)}px`;
  const { width, height } = pop.getBoundingClientRect();
  const left = Math.min(Math.max(MARGIN, r.left), view.innerWidth - width - MARGIN);
  const below = r.bottom + GAP;
  const roomBelow = view.innerHeight - MARGIN - below;
  const roomAbove = r.top - GAP - MARGIN;
  const fitsBelow = height <= roomBelow || (height > roomAbove && roomBelow >= roomAbove);
  const shown = Math.min(height, fitsBelow ? roomBelow : roomAbove);
  if (shown < height) pop.style.maxHeight = `${Math.max(0, shown)}px`;
  pop.style.left = `${Math.max(MARGIN, left)}px`;
  pop.style.top = `${fitsBelow ? below : Math.max(MARGIN, r.top - GAP - shown)}px`;
}

function isOpen(pop: HTMLElement): boolean {
  return pop.classList.contains("is-open");
}

export function openBreakdown(trigger: HTMLElement): void {
  const pop = popOf(trigger);
  if (!pop || isOpen(pop)) return;
  if (typeof pop.showPopover === "function") {
    pop.setAttribute("popover", "manual");
    pop.showPopover();
  }
  pop.classList.add("is-open");
  trigger.setAttribute("aria-expanded", "true");
  place(pop, trigger);
}

export function closeBreakdown(trigger: HTMLElement): void {
  const pop = popOf(trigger);
  if (!pop || !isOpen(pop)) return;
  pop.classList.remove("is-open");
  if (pop.matches(":popover-open")) pop.hidePopover();
  trigger.setAttribute("aria-expanded", "false");
  delete trigger.dataset.pinned;
}

/** Whether `node` is the trigger or inside its breakdown (a link in it keeps it open). */
function within(trigger: HTMLElement, node: EventTarget | null): boolean {
  if (!(node instanceof Node)) return false;
  return trigger.contains(node) || (popOf(trigger)?.contains(node) ?? false);
}

/** The trigger whose breakdown holds `node`. */
function ownerOf(root: HTMLElement, node: EventTarget | null): HTMLElement | null {
  const pop =
    node instanceof Element ? node.closest<HTMLElement>(".holocron-breakdown__pop") : null;
  return pop ? root.querySelector<HTMLElement>(`[data-breakdown="${pop.id}"]`) : null;
}

export function activateBreakdowns(root: HTMLElement, draw?: DrawBreakdown): void {
  // Each render draws new numbers: the first is the Tab stop again.
  rove(root);
  if (ACTIVE.has(root)) return;
  ACTIVE.add(root);
  /** Opens it, drawn first when it is still empty; a close before the drawing ends wins. */
  const show = (trigger: HTMLElement) => {
    const pop = popOf(trigger);
    if (!draw || !pop?.hasAttribute("data-draw")) return openBreakdown(trigger);
    trigger.dataset.wanted = "true";
    void draw(pop).then(() => {
      if (trigger.dataset.wanted) openBreakdown(trigger);
    });
  };
  const open = (event: Event) => {
    const trigger = triggerOf(event.target);
    if (trigger && !trigger.dataset.dismissed) show(trigger);
  };
  /** The pointer resting on a number: opens after the delay, unless it left first. */
  const hover = (event: Event) => {
    const trigger = triggerOf(event.target);
    if (!trigger || trigger.dataset.dismissed || PENDING.has(trigger)) return;
    PENDING.set(
      trigger,
      setTimeout(() => {
        PENDING.delete(trigger);
        if (trigger.isConnected) show(trigger);
      }, HOVER_DELAY_MS),
    );
  };
  // The pointer leaving keeps a clicked (pinned) or focused breakdown open; focus leaving closes it.
  const close = (pointer: boolean) => (event: FocusEvent | PointerEvent) => {
    const trigger = triggerOf(event.target) ?? ownerOf(root, event.target);
    if (!trigger || within(trigger, event.relatedTarget)) return;
    if (pointer) cancelHover(trigger);
    delete trigger.dataset.dismissed;
    const held = trigger.dataset.pinned || trigger === trigger.ownerDocument.activeElement;
    if (!pointer || !held) {
      delete trigger.dataset.wanted;
      closeBreakdown(trigger);
    }
  };
  root.addEventListener("pointerover", hover);
  root.addEventListener("focusin", open);
  root.addEventListener("pointerout", close(true));
  root.addEventListener("focusout", close(false));
  // A breakdown-only number toggles on click; a rollable number rolls (hover and focus still open it).
  root.addEventListener("click", (event) => {
    const trigger = triggerOf(event.target);
    if (!trigger?.matches(EXPLAIN)) return;
    cancelHover(trigger);
    const pop = popOf(trigger);
    if (pop && isOpen(pop) && trigger.dataset.pinned) closeBreakdown(trigger);
    else {
      delete trigger.dataset.dismissed;
      show(trigger);
      trigger.dataset.pinned = "true";
    }
  });
  root.addEventListener("keydown", (event) => {
    moveAmongNumbers(root, event);
    if (event.key !== "Escape") return;
    const trigger = triggerOf(event.target) ?? ownerOf(root, event.target);
    const pop = trigger && popOf(trigger);
    if (!trigger || !pop || !isOpen(pop)) return;
    // Escape closes the breakdown only, not the window around it.
    event.stopPropagation();
    event.preventDefault();
    closeBreakdown(trigger);
    trigger.dataset.dismissed = "true";
    trigger.focus();
  });
}

/**
 * Makes the breakdown ids under `root` unique in the document by adding `scope` (a chat message's
 * id): a card's content is rendered before its message has an id, and the chat log shows many cards
 * with the same numbers' names.
 */
export function scopeBreakdowns(root: HTMLElement, scope: string): void {
  for (const pop of root.querySelectorAll<HTMLElement>(".holocron-breakdown__pop[id]")) {
    const id = pop.id;
    if (id.endsWith(`--${scope}`)) continue;
    const scoped = `${id}--${scope}`;
    for (const trigger of root.querySelectorAll<HTMLElement>(`[data-breakdown="${id}"]`)) {
      trigger.dataset.breakdown = scoped;
      trigger.setAttribute("aria-describedby", scoped);
    }
    pop.id = scoped;
  }
}
