// Power cards' breakdowns in a chat log, in headless Chromium with the real styles and the real
// popover script: two cards with the same numbers keep their own ids (scoped by message), the
// second card's check total opens its own breakdown on hover, the popup is whole inside the viewport
// though the log is narrow and scrolls (the top layer), and a Deflect button opens its chance on focus.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../scripts/lib/chromium.mjs";
import { popoverScript } from "./popover-script.js";
import { hoverOpens } from "./breakdown-page.js";
import { createTemplateEnv, ROOT } from "../templates/handlebars-env.js";
import { entries } from "../gallery/entries/powers.js";

const OUT = join(ROOT, "build", "power-card-breakdown-browser");

function writePage(): string {
  const env = createTemplateEnv();
  const render = (id: string) => {
    const e = entries.find((x) => x.id === id)!;
    return e.templates.map((t) => env.render(t, e.context)).join("\n");
  };
  const cards = ["m1", "m2"]
    .map(
      (id) =>
        `<li class="chat-message message" data-message-id="${id}">${render("power-card-battlemind")}</li>`,
    )
    .join("");
  const deflect = `<li class="chat-message message" data-message-id="m3">${render("card-attack-deflect")}</li>`;
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, "log.html");
  const css = pathToFileURL(join(ROOT, "styles", "holocron.css")).href;
  writeFileSync(
    file,
    `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="${css}"></head>
<body class="theme-dark"><ol id="chat-log" style="position:fixed;right:0;top:0;width:300px;height:420px;overflow:auto;margin:0;padding:0;list-style:none">${cards}${deflect}</ol>
<script>${popoverScript(["activateBreakdowns", "scopeBreakdowns"])}
for (const li of document.querySelectorAll("#chat-log > li")) {
  scopeBreakdowns(li, li.dataset.messageId);
  activateBreakdowns(li);
}</script></body></html>`,
  );
  return pathToFileURL(file).href;
}

let browser: Browser;
let page: Page;
const TOTAL = '[data-message-id="m2"] .holocron-power-card__total button';
const DEFLECT = '[data-message-id="m3"] .holocron-deflect__button';

const openPops = () =>
  page.$$eval(".holocron-breakdown__pop", (pops) =>
    pops.filter((p) => p.matches(":popover-open")).map((p) => p.id),
  );

beforeAll(async () => {
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 900, height: 700 } });
  await page.goto(writePage());
});

afterAll(async () => {
  await browser?.close();
});

describe("power card breakdowns in the chat log", () => {
  it("two cards' breakdowns have ids of their own", async () => {
    const ids = await page.$$eval(".holocron-breakdown__pop", (pops) => pops.map((p) => p.id));
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("the second card's total opens its own breakdown, whole and on top of the log", async () => {
    await hoverOpens(page, TOTAL);
    const id = await page.$eval(TOTAL, (b) => (b as HTMLElement).dataset.breakdown ?? "");
    expect(id).toMatch(/--m2$/);
    expect(await openPops()).toEqual([id]);
    const box = await page.$eval(TOTAL, (b) => {
      const pop = document.getElementById((b as HTMLElement).dataset.breakdown ?? "")!;
      const r = pop.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return {
        inside: r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
        onTop: !!hit && pop.contains(hit),
        text: pop.textContent ?? "",
      };
    });
    expect(box).toMatchObject({ inside: true, onTop: true });
    expect(box.text).toMatch(/d20 roll/);
    await page.mouse.move(10, 690);
    expect(await openPops()).toEqual([]);
  });

  it("a Deflect button opens its chance's breakdown on focus; Escape closes it", async () => {
    await page.focus(DEFLECT);
    const id = await page.$eval(DEFLECT, (b) => (b as HTMLElement).dataset.breakdown ?? "");
    expect(await openPops()).toEqual([id]);
    await page.keyboard.press("Escape");
    expect(await openPops()).toEqual([]);
  });
});
