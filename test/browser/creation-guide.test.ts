// The creation guide in headless Chromium: on each new character's sheet (the gallery's sheet-<type>-new),
// every field a guide step points to and every guide button is there and visible — on the tab the sheet
// opens on, not hidden — so a player can do each step from the guide alone
// (test/applications/sheets/guide-walkthrough.test.ts walks the same steps and counts them).
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../scripts/lib/chromium.mjs";
import { buildGallery } from "../../scripts/gallery.mjs";
import type { GuideView } from "../../src/applications/sheets/context/creation-guide.js";

let browser: Browser;
let page: Page;
let guides: Map<string, GuideView>;

beforeAll(async () => {
  const gallery = await buildGallery({ quiet: true });
  // buildGallery hands back the whole entries; the declaration names only the fields most tests read.
  const all = gallery.entries as unknown as { id: string; context: { guide?: GuideView | null } }[];
  guides = new Map(
    ["m20Character", "operaCharacter", "worldsCharacter"].map((type) => {
      const guide = all.find((e) => e.id === `sheet-${type}-new`)?.context.guide;
      if (!guide) throw new Error(`sheet-${type}-new shows no guide`);
      return [type, guide];
    }),
  );
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(pathToFileURL(gallery.page).href, { waitUntil: "load" });
});

afterAll(async () => {
  await browser?.close();
});

describe("the creation guide points at what the sheet shows", () => {
  it.each(["m20Character", "operaCharacter", "worldsCharacter"])(
    "%s: each step's fields and buttons are visible on the new sheet",
    async (type) => {
      const steps = guides.get(type)!.steps;
      const targets = steps.flatMap((s) => [
        ...(s.fields ?? []).map((name) => ({ step: s.id, selector: `[name="${name}"]` })),
        ...(s.button
          ? [
              {
                step: s.id,
                selector: `[data-action="${s.button.action}"]${s.button.pack ? `[data-pack="${s.button.pack}"]` : ""}`,
              },
            ]
          : []),
      ]);
      // Every step points somewhere: a field to type or a button to press.
      expect(new Set(targets.map((t) => t.step))).toEqual(new Set(steps.map((s) => s.id)));
      const hidden = await page.evaluate(
        ({ id, list }) =>
          list
            .filter(({ selector }) => {
              const el = document.querySelector(`#${id} ${selector}`);
              return !el || !el.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true });
            })
            .map(({ step, selector }) => `${step}: ${selector}`),
        { id: `sheet-${type}-new-light`, list: targets },
      );
      expect(hidden).toEqual([]);
    },
  );
});

describe("a new NPC in edit mode", () => {
  it.each(["m20Npc", "operaNpc", "worldsNpc"])(
    "sheet-%s-new-edit shows its inputs, in both themes, inside its frame",
    async (type) => {
      const found = await page.evaluate((id) => {
        return ["light", "dark"].map((theme) => {
          const frame = document.querySelector<HTMLElement>(`#${id}-${theme} .gallery-frame`);
          const inputs = frame?.querySelectorAll('input[type="number"]').length ?? 0;
          return { inputs, fits: frame ? frame.scrollWidth <= frame.clientWidth + 1 : false };
        });
      }, `sheet-${type}-new-edit`);
      for (const theme of found) {
        expect(theme.inputs).toBeGreaterThan(0);
        expect(theme.fits).toBe(true);
      }
    },
  );
});
