// A roll card's breakdown in headless Chromium, in a chat log as Foundry's sidebar holds it (300 px
// wide, its overflow hidden): it opens on a held hover and on focus, names the d20 and each bonus, closes with
// Escape, and at Foundry's largest font it shows whole in the top layer, outside the sidebar.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { createTemplateEnv, ROOT } from "../templates/handlebars-env.js";
import { entries as chatEntries } from "../gallery/entries/chat.js";
import { hoverOpens, LARGEST_FONT, popoverScript, useBreakdownPage } from "./breakdown-page.js";

const OUT = join(ROOT, "build", "breakdown-browser");
const browserPage = useBreakdownPage({ width: 900, height: 700 });

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
    browserPage().$eval(TOTAL, (b) => {
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
    await browserPage().goto(writeChatPage());
  });

  it("opens on hover and focus, names the d20 and each bonus, and Escape closes it", async () => {
    await hoverOpens(browserPage(), TOTAL);
    const hovered = await state();
    expect(hovered.open).toBe(true);
    expect(hovered.text).toMatch(/1d20/);
    expect(hovered.text).toMatch(/Battlemind/);
    await browserPage().mouse.move(10, 10);
    expect((await state()).open).toBe(false);
    await browserPage().focus(TOTAL);
    expect((await state()).open).toBe(true);
    await browserPage().keyboard.press("Escape");
    expect((await state()).open).toBe(false);
  });

  it("at Foundry's largest font it shows whole, outside the sidebar's overflow", async () => {
    await browserPage().evaluate(
      (size) => (document.documentElement.style.fontSize = size),
      LARGEST_FONT,
    );
    await browserPage().mouse.move(10, 10);
    await browserPage().click(TOTAL);
    const shown = await state();
    expect(shown.open).toBe(true);
    expect(shown.inside).toBe(true);
    expect(shown.clippedX).toBe(false);
    await browserPage().click(TOTAL);
    await browserPage().evaluate(() => (document.documentElement.style.fontSize = ""));
  });
});
