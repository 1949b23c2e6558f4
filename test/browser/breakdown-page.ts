// What a browser test of breakdowns needs: the popover script as the page runs it, one Chromium page,
// and the checks every breakdown passes (hover, Tab and Escape, click to pin, the largest font).
import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../scripts/lib/chromium.mjs";

/** The root font-size at Foundry's largest Font Size setting (as test/browser/gallery.test.ts). */
export const LARGEST_FONT = "32px";

export { popoverScript } from "./popover-script.js";

/** Whether the breakdown `selector` names is open: shown in the top layer. */
export function isBreakdownOpen(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (b) => {
    const pop = document.getElementById((b as HTMLElement).dataset.breakdown ?? "");
    return !!pop && pop.matches(":popover-open") && getComputedStyle(pop).display !== "none";
  });
}

/** One Chromium page for the file's tests, opened before them and closed after. */
export function useBreakdownPage(viewport: { width: number; height: number }): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => page!;
}

/** No breakdown opens this soon under a resting pointer (Foundry's tooltips wait 500 ms). */
export const NOT_BEFORE_MS = 300;

/**
 * Rests the pointer on `selector`: nothing opens for NOT_BEFORE_MS, then its breakdown opens
 * (breakdown-popover.ts, HOVER_DELAY_MS).
 */
export async function hoverOpens(page: Page, selector: string): Promise<void> {
  await page.hover(selector);
  const hovered = Date.now();
  expect(await isBreakdownOpen(page, selector)).toBe(false);
  await page.waitForTimeout(Math.max(0, NOT_BEFORE_MS - (Date.now() - hovered) - 20));
  // A loaded machine may take longer than the wait; what matters is nothing opened before it.
  if (Date.now() - hovered < NOT_BEFORE_MS)
    expect(await isBreakdownOpen(page, selector)).toBe(false);
  await page.waitForFunction(
    (sel) => {
      const b = document.querySelector<HTMLElement>(sel);
      const pop = document.getElementById(b?.dataset.breakdown ?? "");
      return !!pop && pop.matches(":popover-open");
    },
    selector,
    { timeout: 5_000 },
  );
}

/** A held hover opens it (not at once) and the pointer leaving (to `away`) closes it. */
export async function expectHoverOpens(page: Page, selector: string, away: [number, number]) {
  expect(await isBreakdownOpen(page, selector)).toBe(false);
  await hoverOpens(page, selector);
  expect(await isBreakdownOpen(page, selector)).toBe(true);
  await page.mouse.move(...away);
  expect(await isBreakdownOpen(page, selector)).toBe(false);
}

/** The numbers that are only a breakdown: one Tab stop among them, arrows between (breakdown-popover.ts). */
const EXPLAIN = ".holocron-breakdown__value, .holocron-breakdown__chip";

/**
 * The keyboard reaches it: Tab to it, or to its group's one number stop and then the arrow keys; focus
 * opens it, it is announced with `words`, and Escape closes it (focus stays).
 */
export async function expectTabAndEscape(page: Page, selector: string, words: RegExp) {
  await page.focus("body");
  let reached = false;
  const here = () => page.$eval(selector, (b) => b === document.activeElement);
  for (let i = 0; i < 80 && !reached; i++) {
    await page.keyboard.press("Tab");
    reached = await here();
    const onNumber = await page.evaluate((sel) => !!document.activeElement?.matches(sel), EXPLAIN);
    for (let j = 0; j < 40 && onNumber && !reached; j++) {
      await page.keyboard.press("ArrowRight");
      reached = await here();
    }
  }
  expect(reached, selector).toBe(true);
  expect(await isBreakdownOpen(page, selector)).toBe(true);
  const described = await page.$eval(selector, (b) => {
    const pop = document.getElementById(b.getAttribute("aria-describedby") ?? "");
    return { role: pop?.getAttribute("role"), text: pop?.textContent ?? "" };
  });
  expect(described.role).toBe("tooltip");
  expect(described.text).toMatch(words);
  await page.keyboard.press("Escape");
  expect(await isBreakdownOpen(page, selector)).toBe(false);
  expect(await page.$eval(selector, (b) => b === document.activeElement)).toBe(true);
}

/** A click pins it open (the pointer may leave) until clicked again. */
export async function expectClickPins(page: Page, selector: string, away: [number, number]) {
  await page.click(selector);
  expect(await isBreakdownOpen(page, selector)).toBe(true);
  await page.mouse.move(...away);
  expect(await isBreakdownOpen(page, selector)).toBe(true);
  await page.click(selector);
  expect(await isBreakdownOpen(page, selector)).toBe(false);
}

/**
 * At Foundry's largest font, clicked open, it lies whole inside the viewport with legible text;
 * `whileOpen` checks more before it closes.
 */
export async function expectWholeAtLargestFont(
  page: Page,
  selector: string,
  away: [number, number],
  whileOpen?: () => Promise<void>,
) {
  await page.evaluate((size) => (document.documentElement.style.fontSize = size), LARGEST_FONT);
  await page.mouse.move(...away);
  await page.click(selector);
  const box = await page.$eval(selector, (b) => {
    const pop = document.getElementById((b as HTMLElement).dataset.breakdown ?? "")!;
    const r = pop.getBoundingClientRect();
    return {
      left: r.left,
      top: r.top,
      right: r.right,
      bottom: r.bottom,
      width: innerWidth,
      height: innerHeight,
      clippedX: pop.scrollWidth > pop.clientWidth,
      fontSize: parseFloat(getComputedStyle(pop).fontSize),
    };
  });
  expect(box.fontSize).toBeGreaterThanOrEqual(12);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.top).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(box.width);
  expect(box.bottom).toBeLessThanOrEqual(box.height);
  expect(box.clippedX).toBe(false);
  await whileOpen?.();
  await page.click(selector);
  await page.evaluate(() => (document.documentElement.style.fontSize = ""));
}
