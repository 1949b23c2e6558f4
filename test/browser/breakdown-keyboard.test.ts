// Breakdowns wait for a held pointer and stay out of the Tab order, in headless Chromium with the real
// styles and popover script: a pointer passing over a play-mode sheet's numbers opens none within 300 ms
// (Foundry's tooltips wait 500 ms); a new m20 character's sheet, in a window with its title bar, reaches
// its first stat input in at most 8 Tab presses; a number that is only a breakdown is reached by the
// arrow keys from the numbers' one Tab stop.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { createTemplateEnv, ROOT } from "../templates/handlebars-env.js";
import { entries as sheetEntries } from "../gallery/entries/sheets.js";
import { entries as sessionEntries } from "../gallery/entries/first-session.js";
import {
  hoverOpens,
  isBreakdownOpen,
  NOT_BEFORE_MS,
  popoverScript,
  useBreakdownPage,
} from "./breakdown-page.js";

const OUT = join(ROOT, "build", "breakdown-browser");
const FIRST_STAT = '[name="system.stats.str"]';
const MAX_TABS = 8;

/** A gallery sheet in a window (title bar with its close button, then the parts), its numbers active. */
async function windowPage(id: string): Promise<string> {
  const env = createTemplateEnv();
  const entry = [...sheetEntries, ...(await sessionEntries())].find((e) => e.id === id)!;
  const html = entry.templates.map((t) => env.render(t, entry.context)).join("\n");
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${id}.html`);
  const css = pathToFileURL(join(ROOT, "styles", "holocron.css")).href;
  writeFileSync(
    file,
    `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="${css}"></head>
<body class="theme-light" style="margin:0"><div id="app" class="application ${entry.classes}" style="width:${entry.width}px">
<header class="window-header"><h1 class="window-title">${entry.title}</h1><button type="button" aria-label="Close">×</button></header>
<section id="sheet" class="window-content">${html}</section></div>
<script>${popoverScript()}
activateBreakdowns(document.getElementById("sheet"));</script></body></html>`,
  );
  return pathToFileURL(file).href;
}

const page = useBreakdownPage({ width: 900, height: 900 });

describe("breakdowns and the keyboard", () => {
  it(`a new m20 character's sheet reaches its first stat input in at most ${MAX_TABS} Tab presses`, async () => {
    await page().goto(await windowPage("sheet-m20Character-new"));
    await page().focus("body");
    let presses = 0;
    let reached = false;
    while (!reached && presses < 40) {
      await page().keyboard.press("Tab");
      presses++;
      reached = await page().$eval(FIRST_STAT, (el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    expect(presses).toBeLessThanOrEqual(MAX_TABS);
  });

  it("the numbers that are only a breakdown are one Tab stop; the arrow keys go through them", async () => {
    await page().goto(await windowPage("sheet-m20Character-full-main"));
    const stops = await page().$$eval(
      ".holocron-breakdown__value, .holocron-breakdown__chip",
      (all) => all.map((el) => (el as HTMLElement).tabIndex),
    );
    expect(stops.length).toBeGreaterThan(2);
    expect(stops.filter((t) => t === 0)).toHaveLength(1);
    const first = await page().$eval(
      '.holocron-breakdown__value[tabindex="0"], .holocron-breakdown__chip[tabindex="0"]',
      (el) => (el as HTMLElement).dataset.breakdown ?? "",
    );
    await page().focus(`[data-breakdown="${first}"]`);
    expect(await isBreakdownOpen(page(), `[data-breakdown="${first}"]`)).toBe(true);
    await page().keyboard.press("ArrowRight");
    const moved = await page().evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return { id: el?.dataset.breakdown ?? "", tabIndex: el?.tabIndex };
    });
    expect(moved.id).not.toBe(first);
    expect(moved.tabIndex).toBe(0);
    // Focus opens at once: the arrow's number is open, the one left is closed.
    expect(await isBreakdownOpen(page(), `[data-breakdown="${moved.id}"]`)).toBe(true);
    expect(await isBreakdownOpen(page(), `[data-breakdown="${first}"]`)).toBe(false);
  });

  it(`a pointer passing over every number opens none within ${NOT_BEFORE_MS} ms of reaching it; resting, one opens`, async () => {
    await page().goto(await windowPage("sheet-m20Character-full-main"));
    // Timed in the page, so a slow machine cannot hide an early opening: when the pointer last came
    // onto each number, and how long after that its breakdown opened.
    await page().evaluate(() => {
      const over = new Map<string, number>();
      const early: string[] = [];
      const opened: string[] = [];
      document.addEventListener(
        "pointerover",
        (event) => {
          const trigger = (event.target as Element).closest<HTMLElement>("[data-breakdown]");
          const id = trigger?.dataset.breakdown;
          if (id && !(event.relatedTarget instanceof Node && trigger.contains(event.relatedTarget)))
            over.set(id, performance.now());
        },
        true,
      );
      new MutationObserver((records) => {
        for (const { target } of records) {
          const pop = target as HTMLElement;
          if (!pop.classList.contains("is-open") || opened.includes(pop.id)) continue;
          opened.push(pop.id);
          if (performance.now() - (over.get(pop.id) ?? -Infinity) < 300) early.push(pop.id);
        }
      }).observe(document.body, { subtree: true, attributeFilter: ["class"] });
      Object.assign(window, { breakdownTiming: { early, opened } });
    });
    const triggers = await page().$$eval("[data-breakdown]", (all) =>
      all
        // The numbers on the tab shown (the others are hidden with their tab).
        .filter((el) => el.checkVisibility())
        .map((el) => (el as HTMLElement).dataset.breakdown ?? "")
        .filter((id, i, ids) => ids.indexOf(id) === i),
    );
    expect(triggers.length).toBeGreaterThan(5);
    for (const id of triggers) await page().hover(`[data-breakdown="${id}"]`);
    await page().mouse.move(890, 890);
    await hoverOpens(page(), `[data-breakdown="${triggers[0]}"]`);
    const timing = await page().evaluate(
      () =>
        (window as unknown as { breakdownTiming: { early: string[]; opened: string[] } })
          .breakdownTiming,
    );
    expect(timing.opened).toContain(triggers[0]);
    expect(timing.early).toEqual([]);
  });
});
