// @vitest-environment happy-dom
// The breakdown's opening and closing in happy-dom (1024 × 768). happy-dom has no popover API and
// lays nothing out, so sizes are given per element and the top layer is checked with a stand-in
// showPopover on the element itself.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  activateBreakdowns,
  closeBreakdown,
  HOVER_DELAY_MS,
  openBreakdown,
} from "../../../src/applications/breakdown/breakdown-popover.js";

type Box = { left: number; top: number; width: number; height: number };

function sized(el: HTMLElement, b: Box): void {
  el.getBoundingClientRect = () =>
    ({ ...b, right: b.left + b.width, bottom: b.top + b.height, x: b.left, y: b.top }) as DOMRect;
}

/** A sheet part: a number (a breakdown-only value, or a rollable one) and its breakdown. */
function part(value = true) {
  const root = document.createElement("section");
  const trigger = document.createElement("button");
  trigger.dataset.breakdown = "bd-ac";
  if (value) trigger.classList.add("holocron-breakdown__value");
  const pop = document.createElement("div");
  pop.id = "bd-ac";
  pop.className = "holocron-breakdown__pop";
  const link = document.createElement("a");
  pop.append(link);
  root.append(trigger, pop);
  document.body.append(root);
  sized(trigger, { left: 100, top: 100, width: 40, height: 20 });
  sized(pop, { left: 0, top: 0, width: 200, height: 100 });
  activateBreakdowns(root);
  return { root, trigger, pop, link };
}

const open = (pop: HTMLElement) => pop.classList.contains("is-open");
const fire = (el: Element, type: string, init: EventInit & { relatedTarget?: Node } = {}) =>
  el.dispatchEvent(
    type.startsWith("focus")
      ? new FocusEvent(type, { bubbles: true, ...init })
      : type.startsWith("pointer")
        ? new PointerEvent(type, { bubbles: true, ...init })
        : new MouseEvent(type, { bubbles: true, ...init }),
  );

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

/** The pointer comes to rest on `el` for the hover delay (Foundry's tooltips wait 500 ms). */
function rest(el: Element): void {
  fire(el, "pointerover");
  vi.advanceTimersByTime(HOVER_DELAY_MS);
}

describe("openBreakdown and closeBreakdown", () => {
  it("open marks it open and expanded, fixed below the number; close undoes both and the pin", () => {
    const { trigger, pop } = part();
    openBreakdown(trigger);
    expect(open(pop)).toBe(true);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    expect(pop.style.position).toBe("fixed");
    expect([pop.style.left, pop.style.top]).toEqual(["100px", "124px"]);
    expect([pop.style.maxWidth, pop.style.maxHeight]).toEqual(["448px", "752px"]);
    trigger.dataset.pinned = "true";
    closeBreakdown(trigger);
    expect(open(pop)).toBe(false);
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    expect(trigger.dataset.pinned).toBeUndefined();
  });

  it("kept inside the viewport: left of the right edge, above a number near the bottom", () => {
    const { trigger, pop } = part();
    sized(trigger, { left: 1000, top: 700, width: 20, height: 20 });
    openBreakdown(trigger);
    // 1024 − 200 − 8 = 816; 700 − 4 − 100 = 596.
    expect([pop.style.left, pop.style.top]).toEqual(["816px", "596px"]);
  });

  it("shown in the top layer as a manual popover where the browser has the API", () => {
    const { trigger, pop } = part();
    const show = vi.fn();
    pop.showPopover = show;
    openBreakdown(trigger);
    openBreakdown(trigger);
    expect(pop.getAttribute("popover")).toBe("manual");
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("a number without a breakdown in the document does nothing", () => {
    const { trigger, pop } = part();
    trigger.dataset.breakdown = "missing";
    openBreakdown(trigger);
    expect(open(pop)).toBe(false);
    expect(trigger.hasAttribute("aria-expanded")).toBe(false);
  });
});

describe("activateBreakdowns", () => {
  it("a held hover opens after Foundry's tooltip delay; a pointer passing by opens nothing", () => {
    vi.useFakeTimers();
    const { trigger, pop } = part();
    expect(HOVER_DELAY_MS).toBe(500);
    fire(trigger, "pointerover");
    vi.advanceTimersByTime(300);
    expect(open(pop)).toBe(false);
    fire(trigger, "pointerout", { relatedTarget: document.body });
    vi.advanceTimersByTime(HOVER_DELAY_MS);
    expect(open(pop)).toBe(false);
    fire(trigger, "pointerover");
    vi.advanceTimersByTime(HOVER_DELAY_MS - 1);
    expect(open(pop)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(open(pop)).toBe(true);
  });

  it("the breakdown-only numbers are one Tab stop, the arrow keys move among them", () => {
    const { root, trigger } = part();
    const second = document.createElement("button");
    second.className = "holocron-breakdown__chip";
    second.dataset.breakdown = "bd-init";
    root.append(second);
    activateBreakdowns(root);
    expect([trigger.tabIndex, second.tabIndex]).toEqual([0, -1]);
    trigger.focus();
    const right = new KeyboardEvent("keydown", {
      key: "ArrowRight",
      bubbles: true,
      cancelable: true,
    });
    trigger.dispatchEvent(right);
    expect(right.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(second);
    expect([trigger.tabIndex, second.tabIndex]).toEqual([-1, 0]);
    second.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }));
    expect(document.activeElement).toBe(trigger);
  });

  it("hover opens and the pointer leaving closes, unless it moves into the breakdown", () => {
    vi.useFakeTimers();
    const { trigger, pop, link } = part();
    rest(trigger);
    expect(open(pop)).toBe(true);
    fire(trigger, "pointerout", { relatedTarget: link });
    expect(open(pop)).toBe(true);
    fire(link, "pointerout", { relatedTarget: document.body });
    expect(open(pop)).toBe(false);
  });

  it("a click pins it against the pointer leaving; a second click closes it", () => {
    const { trigger, pop } = part();
    fire(trigger, "click");
    expect(trigger.dataset.pinned).toBe("true");
    fire(trigger, "pointerout", { relatedTarget: document.body });
    expect(open(pop)).toBe(true);
    fire(trigger, "click");
    expect(open(pop)).toBe(false);
  });

  it("a rollable number's click does not pin it", () => {
    const { trigger, pop } = part(false);
    fire(trigger, "click");
    expect(open(pop)).toBe(false);
    expect(trigger.dataset.pinned).toBeUndefined();
  });

  it("focus opens it; focus leaving closes it even while pinned", () => {
    const { trigger, pop } = part();
    fire(trigger, "focusin");
    expect(open(pop)).toBe(true);
    trigger.dataset.pinned = "true";
    fire(trigger, "focusout", { relatedTarget: document.body });
    expect(open(pop)).toBe(false);
  });

  it("Escape closes only the breakdown, keeps focus on the number, and hover waits for the pointer to leave", () => {
    vi.useFakeTimers();
    const { root, trigger, pop, link } = part();
    const outer = vi.fn();
    document.body.addEventListener("keydown", outer);
    rest(trigger);
    const esc = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
    link.dispatchEvent(esc);
    expect(open(pop)).toBe(false);
    expect(esc.defaultPrevented).toBe(true);
    expect(outer).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger);
    expect(trigger.dataset.dismissed).toBe("true");
    rest(trigger);
    expect(open(pop)).toBe(false);
    fire(trigger, "pointerout", { relatedTarget: document.body });
    rest(trigger);
    expect(open(pop)).toBe(true);
    // A closed breakdown lets Escape through to the window.
    closeBreakdown(trigger);
    root.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it("one delegate per root: activating again adds no second listener", () => {
    const { root, trigger, pop } = part();
    activateBreakdowns(root);
    fire(trigger, "click");
    // Two delegates would pin on the first and close on the second.
    expect(open(pop)).toBe(true);
  });
});
