// Breakdowns in headless Chromium, with the real styles and the real popover script: on a sheet and in
// the combat tracker (each row activated as src/applications/combat/tracker-decoration.ts activates
// it), a breakdown opens on hover, on keyboard focus (Tab reaches it) and on click, closes with Escape,
// and at Foundry's largest font size it stays whole inside the viewport; the tracker's float in the top
// layer, so the sidebar's own overflow never clips them.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { createTemplateEnv, ROOT } from "../templates/handlebars-env.js";
import { entries as breakdownEntries } from "../gallery/entries/breakdowns.js";
import { entries as firstSession } from "../gallery/entries/first-session.js";
import {
  expectClickPins,
  expectHoverOpens,
  expectTabAndEscape,
  expectWholeAtLargestFont,
  popoverScript,
  useBreakdownPage,
} from "./breakdown-page.js";

const OUT = join(ROOT, "build", "breakdown-browser");
/** The first session's entries, its new actors made through their data models (test/gallery/model-actors.ts). */
const sessionEntries = await firstSession();
const AC = 'button[data-breakdown$="-ac"]';
const INIT = 'li[data-combatant-id="c0"] [data-breakdown$="-init"]';
const TIE = '[data-breakdown$="-tie"]';
/** Foundry's sidebar: fixed at the right edge, its overflow hidden (what a plain tooltip would hit). */
const SIDEBAR_WIDTH = 300;

/** The sheet's entry in a window, or the m20 tracker in a sidebar; the script activates each. */
function writePage(where: "sheet" | "tracker", theme: "light" | "dark"): string {
  const env = createTemplateEnv();
  const entry =
    where === "sheet"
      ? breakdownEntries.find((e) => e.id === "breakdown-ac-prone")!
      : sessionEntries.find((e) => e.id === "tracker-full-m20")!;
  const html = entry.templates
    .map((t) => env.render(t, entry.context))
    .join("\n")
    // The page opens it by itself: nothing is shown open as rendered.
    .replaceAll(" is-open", "");
  const body =
    where === "sheet"
      ? `<main id="sheet" class="application holocron sheet actor ${entry.classes}" style="width:${entry.width}px">${html}</main>`
      : `<aside id="sidebar" style="position:fixed;top:0;right:0;width:${SIDEBAR_WIDTH}px;height:100vh;overflow:hidden"><div class="${entry.classes}">${html}</div></aside>`;
  const activate =
    where === "sheet"
      ? `activateBreakdowns(document.getElementById("sheet"));`
      : `for (const row of document.querySelectorAll("li.combatant")) activateBreakdowns(row);`;
  mkdirSync(OUT, { recursive: true });
  const file = join(OUT, `${where}-${theme}.html`);
  const css = pathToFileURL(join(ROOT, "styles", "holocron.css")).href;
  writeFileSync(
    file,
    `<!doctype html><html><head><meta charset="utf-8"><link rel="stylesheet" href="${css}"></head>
<body class="theme-${theme}" style="margin:0">${body}
<script>${popoverScript()}
${activate}</script></body></html>`,
  );
  return pathToFileURL(file).href;
}

const page = useBreakdownPage({ width: 900, height: 700 });
const AWAY: [number, number] = [10, 690];

describe.each(["light", "dark"] as const)("breakdowns (%s)", (theme) => {
  describe("on a sheet", () => {
    beforeAll(async () => {
      await page().goto(writePage("sheet", theme));
    });

    it("opens on hover and closes when the pointer leaves", async () => {
      await expectHoverOpens(page(), AC, [890, 690]);
    });

    it("is reached with Tab, opens on focus, is announced, and Escape closes it", async () => {
      await expectTabAndEscape(page(), AC, /Prone/);
    });

    it("opens on click and stays open until clicked again", async () => {
      await expectClickPins(page(), AC, [890, 690]);
    });

    it("is not clipped at Foundry's largest font size", async () => {
      await expectWholeAtLargestFont(page(), AC, [890, 690]);
    });
  });

  describe("in the combat tracker", () => {
    beforeAll(async () => {
      await page().goto(writePage("tracker", theme));
    });

    it("the initiative and the tie-breaker open on hover, on Tab (announced) and on click", async () => {
      for (const selector of [INIT, TIE]) {
        await expectHoverOpens(page(), selector, AWAY);
        await expectClickPins(page(), selector, AWAY);
      }
      await expectTabAndEscape(page(), INIT, /d20 roll/);
      await expectTabAndEscape(page(), TIE, /DEX score/);
    });

    it("floats over the page beyond the sidebar, whole, at Foundry's largest font", async () => {
      await expectWholeAtLargestFont(page(), TIE, AWAY, async () => {
        const seen = await page().$eval(TIE, (b) => {
          const pop = document.getElementById((b as HTMLElement).dataset.breakdown ?? "")!;
          const r = pop.getBoundingClientRect();
          const side = document.getElementById("sidebar")!.getBoundingClientRect();
          // A point of the breakdown outside the sidebar: drawn there only if nothing clips it.
          const x = Math.max(r.left + 4, Math.min(side.left - 4, r.right - 4));
          const hit = document.elementFromPoint(x, r.top + r.height / 2);
          return { beyond: r.left < side.left, hitInside: !!hit && pop.contains(hit) };
        });
        expect(seen).toEqual({ beyond: true, hitInside: true });
        await page().screenshot({ path: join(OUT, `tracker-${theme}-open.png`) });
      });
    });
  });
});
