// A breakdown in headless Chromium, with the real styles and the real popover script: it opens on
// hover, on keyboard focus (Tab reaches it) and on click, closes with Escape, and at Foundry's largest
// font size it stays whole inside the viewport.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../scripts/lib/chromium.mjs";
import { popoverScript } from "./popover-script.js";
import { createTemplateEnv, ROOT } from "../templates/handlebars-env.js";
import { entries } from "../gallery/entries/breakdowns.js";
import { entries as chatEntries } from "../gallery/entries/chat.js";

const OUT = join(ROOT, "build", "breakdown-browser");
/** The root font-size at Foundry's largest Font Size setting (as test/browser/gallery.test.ts). */
const LARGEST_FONT = "32px";
const AC = 'button[data-breakdown$="-ac"]';

function writePage(theme: "light" | "dark"): string {
  const env = createTemplateEnv();
  const entry = entries.find((e) => e.id === "breakdown-ac-prone")!;
  const html = entry.templates
    .map((t) => env.render(t, entry.context))
    .join("\n")
    // The page opens it by itself: nothing is shown open as rendered.
    .replaceAll(" is-open", "");
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${theme}.html`);
  const css = pathToFileURL(join(ROOT, "styles", "holocron.css")).href;
  writeFileSync(
    file,
    `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="${css}"></head>
<body class="theme-${theme}"><main id="sheet" class="application holocron sheet actor ${entry.classes}" style="width:${entry.width}px">${html}</main>
<script>${popoverScript()}
activateBreakdowns(document.getElementById("sheet"));</script></body></html>`,
  );
  return pathToFileURL(file).href;
}

let browser: Browser;
let page: Page;
const isOpen = () =>
  page.$eval(AC, (b) => {
    const pop = document.getElementById((b as HTMLElement).dataset.breakdown ?? "");
    return !!pop && pop.matches(":popover-open") && getComputedStyle(pop).display !== "none";
  });

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 900, height: 700 } });
});

afterAll(async () => {
  await browser?.close();
});

describe.each(["light", "dark"] as const)("a breakdown (%s)", (theme) => {
  beforeAll(async () => {
    await page.goto(writePage(theme));
  });

  it("opens on hover and closes when the pointer leaves", async () => {
    expect(await isOpen()).toBe(false);
    await page.hover(AC);
    expect(await isOpen()).toBe(true);
    await page.mouse.move(890, 690);
    expect(await isOpen()).toBe(false);
  });

  it("is reached with Tab, opens on focus, is announced, and Escape closes it", async () => {
    await page.focus("body");
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.$eval(AC, (b) => b === document.activeElement);
    }
    expect(reached).toBe(true);
    expect(await isOpen()).toBe(true);
    const described = await page.$eval(AC, (b) => {
      const pop = document.getElementById(b.getAttribute("aria-describedby") ?? "");
      return { role: pop?.getAttribute("role"), text: pop?.textContent ?? "" };
    });
    expect(described.role).toBe("tooltip");
    expect(described.text).toMatch(/Prone/);
    await page.keyboard.press("Escape");
    expect(await isOpen()).toBe(false);
    expect(await page.$eval(AC, (b) => b === document.activeElement)).toBe(true);
  });

  it("opens on click and stays open until clicked again", async () => {
    await page.click(AC);
    expect(await isOpen()).toBe(true);
    await page.mouse.move(890, 690);
    expect(await isOpen()).toBe(true);
    await page.click(AC);
    expect(await isOpen()).toBe(false);
  });

  it("is not clipped at Foundry's largest font size", async () => {
    await page.evaluate((size) => (document.documentElement.style.fontSize = size), LARGEST_FONT);
    await page.mouse.move(890, 690);
    await page.click(AC);
    const box = await page.$eval(AC, (b) => {
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
    await page.click(AC);
    await page.evaluate(() => (document.documentElement.style.fontSize = ""));
  });
});

/** The m20 attack card in a chat log as Foundry's sidebar holds it: 300px wide, scrolling. */
function writeChatPage(): string {
  const env = createTemplateEnv();
  const entry = chatEntries.find((e) => e.id === "chat-m20-attack")!;
  const html = entry.templates.map((t) => env.render(t, entry.context)).join("\n");
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, "chat.html");
  const css = pathToFileURL(join(ROOT, "styles", "holocron.css")).href;
  writeFileSync(
    file,
    `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="${css}"></head>
<body class="theme-dark"><aside style="position:fixed;top:0;right:0;bottom:0;width:300px;overflow:hidden auto"><ol id="chat-log" style="margin:0;padding:0;list-style:none">
<li class="chat-message message" id="card"><div class="message-content">${html}</div></li></ol></aside>
<script>${popoverScript()}
activateBreakdowns(document.getElementById("card"));</script></body></html>`,
  );
  return pathToFileURL(file).href;
}

describe("a roll card's total in the chat log", () => {
  const TOTAL = 'button[data-breakdown$="-total"]';
  const state = () =>
    page.$eval(TOTAL, (b) => {
      const pop = document.getElementById(b.getAttribute("aria-describedby") ?? "")!;
      const r = pop.getBoundingClientRect();
      return {
        open: pop.matches(":popover-open"),
        text: pop.textContent ?? "",
        inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
        clippedX: pop.scrollWidth > pop.clientWidth,
      };
    });

  beforeAll(async () => {
    await page.goto(writeChatPage());
  });

  it("opens on hover and focus, names the d20 and each bonus, and Escape closes it", async () => {
    await page.hover(TOTAL);
    const hovered = await state();
    expect(hovered.open).toBe(true);
    expect(hovered.text).toMatch(/1d20/);
    expect(hovered.text).toMatch(/Battlemind/);
    await page.mouse.move(10, 10);
    expect((await state()).open).toBe(false);
    await page.focus(TOTAL);
    expect((await state()).open).toBe(true);
    await page.keyboard.press("Escape");
    expect((await state()).open).toBe(false);
  });

  it("at Foundry's largest font it shows whole, outside the sidebar's overflow", async () => {
    await page.evaluate((size) => (document.documentElement.style.fontSize = size), LARGEST_FONT);
    await page.mouse.move(10, 10);
    await page.click(TOTAL);
    const shown = await state();
    expect(shown.open).toBe(true);
    expect(shown.inside).toBe(true);
    expect(shown.clippedX).toBe(false);
    await page.click(TOTAL);
    await page.evaluate(() => (document.documentElement.style.fontSize = ""));
  });
});
