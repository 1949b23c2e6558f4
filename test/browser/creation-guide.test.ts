// The creation guide in headless Chromium: on each new character's sheet (the gallery's sheet-<type>-new),
// every field a guide step points to and every guide button is there and visible — on the tab the sheet
// opens on, not hidden — so a player can do each step from the guide alone
// (test/applications/sheets/guide-walkthrough.test.ts walks the same steps and counts them); the first
// field it asks for is inside a window of the sheet's default size; each step's link focuses its field.
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../scripts/lib/chromium.mjs";
import { buildGallery } from "../../scripts/gallery.mjs";
import type { GuideView } from "../../src/applications/sheets/context/creation-guide.js";
import { SHEET_SIZE } from "../../src/applications/sheets/context/parts.js";
import { moduleScript } from "./popover-script.js";

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
  // The sheet's guideFocus action as the page runs it: the step's link focuses its field, after showing
  // its tab as ApplicationV2#changeTab does (the tab's button and section get "active").
  await page.addScriptTag({
    content: moduleScript(
      ["src", "applications", "sheets", "guide-focus.ts"],
      ["focusGuideTarget"],
    ),
  });
  await page.evaluate(() => {
    const focus = (window as unknown as { focusGuideTarget: FocusGuideTarget }).focusGuideTarget;
    for (const frame of document.querySelectorAll<HTMLElement>(".gallery-frame")) {
      const showTab = (tab: string) => {
        for (const el of frame.querySelectorAll<HTMLElement>('[data-group="primary"][data-tab]'))
          el.classList.toggle("active", el.dataset.tab === tab);
      };
      frame.addEventListener("click", (event) => {
        const link = (event.target as Element).closest<HTMLElement>('[data-action="guideFocus"]');
        if (link) focus(frame, link.dataset, showTab);
      });
    }
  });
});

type FocusGuideTarget = (
  root: HTMLElement,
  link: DOMStringMap,
  showTab: (tab: string) => void,
) => boolean;

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
        // The link's own field, when it is on the sheet as it opens (not on another tab).
        ...(s.target.tab ? [] : [{ step: s.id, selector: s.target.selector }]),
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

describe("the guide leads to each field", () => {
  it.each(["m20Character", "operaCharacter", "worldsCharacter"])(
    "%s: the first field the guide asks for is inside a window of the default size, in both themes",
    async (type) => {
      const first = guides.get(type)!.steps[0]!.target;
      expect(first.tab).toBeUndefined();
      for (const theme of ["light", "dark"]) {
        const place = await page.evaluate(
          ({ id, selector }) => {
            const frame = document.querySelector<HTMLElement>(`#${id} .gallery-frame`)!;
            const field = frame.querySelector<HTMLElement>(selector);
            if (!field) return null;
            const top = frame.getBoundingClientRect().top;
            const box = field.getBoundingClientRect();
            return { top: box.top - top, bottom: box.bottom - top, shown: field.checkVisibility() };
          },
          { id: `sheet-${type}-new-${theme}`, selector: first.selector },
        );
        expect(place, `${type} ${theme}: ${first.selector}`).not.toBeNull();
        expect(place!.shown).toBe(true);
        // The frame is the window from its title bar down: the field ends above its default height.
        expect(place!.top).toBeGreaterThanOrEqual(0);
        expect(place!.bottom).toBeLessThanOrEqual(SHEET_SIZE.character.height);
      }
    },
  );

  it.each(["m20Character", "operaCharacter", "worldsCharacter"])(
    "%s: each step's link focuses its field, on its tab",
    async (type) => {
      const id = `sheet-${type}-new-light`;
      const reached: string[] = [];
      for (const step of guides.get(type)!.steps) {
        const link = `#${id} [data-guide-step="${step.id}"] [data-action="guideFocus"]`;
        await page.click(link);
        const focused = await page.evaluate(
          ({ id, selector }) => {
            const field = document.querySelector<HTMLElement>(`#${id} ${selector}`);
            return !!field && field === document.activeElement && field.checkVisibility();
          },
          { id, selector: step.target.selector },
        );
        if (focused) reached.push(step.id);
      }
      expect(reached).toEqual(guides.get(type)!.steps.map((s) => s.id));
      // Back to the tab the sheet opened on, for the other tests.
      await page.evaluate((id) => {
        const frame = document.querySelector<HTMLElement>(`#${id} .gallery-frame`)!;
        for (const el of frame.querySelectorAll<HTMLElement>('[data-group="primary"][data-tab]'))
          el.classList.toggle("active", el.dataset.tab === "main");
      }, id);
    },
  );

  it("folded, the guide is its title line and the stats stay where they are", async () => {
    const heights = await page.evaluate(() =>
      ["new", "guide-collapsed"].map((variant) => {
        const guide = document.querySelector<HTMLElement>(
          `#sheet-m20Character-${variant}-light .holocron-guide`,
        )!;
        return guide.getBoundingClientRect().height;
      }),
    );
    expect(heights[1]).toBeLessThan(40);
    expect(heights[1]).toBeLessThan(heights[0]!);
  });
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
