// A character of each ruleset made in headless Chromium from a blank actor through the creation guide
// alone: the page (./walkthrough/page.ts) runs the stand-in with the system's real actor sheet, templates
// and styles; the test clicks only the guide's own buttons (or, for a step without one, the control its
// link leads to), the dialogs and compendium windows they open, and the tab a step's hint names, and types only into the inputs a guide step points to, so the
// sheet's own form submission updates the actor. Clicks and typed fields are counted; the counts are
// the README's (test/applications/sheets/guide-walkthrough.test.ts walks the same steps on the Node
// stand-in and checks the same lines).
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../../scripts/lib/chromium.mjs";
import { readSource } from "../../scripts/lib/packs.mjs";
import { buildWalkthroughPage } from "./walkthrough/build.js";
import type { PackSource } from "./walkthrough/core-ui.js";
import type { GuideView } from "../../src/applications/sheets/context/creation-guide.js";
import type { RulesetId } from "../../src/config.js";
import {
  ATTRIBUTE_DICE,
  D20_TYPED,
  HIT_DIE,
  readmeLine,
} from "../applications/sheets/guide-walk-plan.js";

const ROOT = join(__dirname, "..", "..");
const README = readFileSync(join(ROOT, "README.md"), "utf8");
const PACKS = [
  "m20-equipment",
  "opera-equipment",
  "worlds-species",
  "worlds-careers",
  "worlds-equipment",
];

/** The compendia the guides open, from their sources (the folders' own files left out). */
function packSources(): PackSource[] {
  return PACKS.map((name) => {
    const dir = join(ROOT, "packs", "_source", name);
    const files = readdirSync(dir).filter((f) => f.endsWith(".yml") && !f.startsWith("_"));
    const entries = files.map((f) => readSource(join(dir, f)) as PackSource["entries"][number]);
    return { id: `holocron.${name}`, documentName: "Item", entries };
  });
}

/** What the page offers the test (./walkthrough/page.ts). */
interface PageApi {
  start(ruleset: RulesetId, type: string, packs: PackSource[]): Promise<void>;
  guide(): GuideView | null;
  settled(): Promise<void>;
  dice(values: number[]): void;
  state(): {
    health: { value: number; max: number };
    items: { type: string; name: string }[];
    edited: string[];
    valid: true | string;
  };
}
declare const walkthrough: PageApi;

let browser: Browser;
let pageUrl: string;
const packs = packSources();

beforeAll(async () => {
  pageUrl = pathToFileURL(await buildWalkthroughPage()).href;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** A player at one sheet: every click and typed field counted, each checked against the guide. */
class Player {
  clicks = 0;
  fields = 0;
  /** Every field a guide step pointed to while the player worked. */
  readonly pointed = new Set<string>();
  readonly errors: string[] = [];
  constructor(readonly page: Page) {
    page.on("pageerror", (error) => this.errors.push(error.message));
    // Foundry's core icons (icons/…, which the items' and actors' images name) are not in this
    // repository; any other file the page misses is an error.
    page.on("requestfailed", (request) => {
      if (!new URL(request.url()).pathname.includes("/icons/")) this.errors.push(request.url());
    });
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() === "error" && !text.startsWith("Failed to load resource"))
        this.errors.push(text);
    });
  }
  get sheet() {
    return this.page.locator("[data-sheet] form");
  }
  guide() {
    return this.page.evaluate(() => walkthrough.guide());
  }
  settled() {
    return this.page.evaluate(() => walkthrough.settled());
  }
  /** Types a value into a field a guide step points to, then leaves it (the form submits on change). */
  async type(name: string, value: string | number) {
    const guide = await this.guide();
    for (const s of guide?.steps ?? []) for (const f of s.fields ?? []) this.pointed.add(f);
    expect(
      (guide?.steps ?? []).some((s) => s.fields?.includes(name)),
      `the guide points to ${name}`,
    ).toBe(true);
    const field = this.sheet.locator(`[name="${name}"]`);
    await expect.poll(() => field.isVisible(), { message: `${name} is visible` }).toBe(true);
    await field.fill(String(value));
    await field.press("Tab");
    this.fields += 1;
    await this.settled();
  }
  /**
   * Clicks the button of a guide step: the guide's own (a compendium's), or the sheet's control the
   * step's link leads to (Roll missing hit dice, Generate attributes: asked once, not twice).
   */
  async guideButton(step: string) {
    const own = this.sheet.locator(`[data-guide-step="${step}"] .holocron-guide__button`);
    if ((await own.count()) > 0) return this.click(own);
    const link = this.sheet.locator(`[data-guide-step="${step}"] [data-action="guideFocus"]`);
    const target = (await link.getAttribute("data-guide-target")) ?? "";
    await this.click(this.sheet.locator(target));
  }
  /** Clicks a control the page shows: a tab a hint names, a dialog's button, a listed ability. */
  async click(locator: ReturnType<Page["locator"]>) {
    await locator.click();
    this.clicks += 1;
    await this.settled();
  }
  /** Presses a button of the open dialog. */
  async press(action: string) {
    await this.click(this.page.locator(`.dialog [data-action="${action}"]`));
  }
  /** Drags an entry of an open compendium window onto the sheet: one gesture, counted as a click. */
  async drag(pack: string, name: string) {
    const entry = this.page
      .locator(`.walkthrough-compendium[data-pack="holocron.${pack}"] li`)
      .filter({ hasText: new RegExp(`^${name}$`) });
    // Dropped on the sheet's header part, which stays in view whichever tab is open.
    await entry.dragTo(this.page.locator("[data-sheet] .window-content"), {
      targetPosition: { x: 40, y: 40 },
    });
    this.clicks += 1;
    await this.settled();
    await expect
      .poll(async () =>
        (await this.page.evaluate(() => walkthrough.state())).items.map((i) => i.name),
      )
      .toContain(name);
  }
}

async function open(ruleset: RulesetId, type: string): Promise<Player> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  // A control the player cannot reach (hidden, covered, never rendered) fails its step within a
  // minute, even on a loaded machine, instead of waiting for the test's own timeout.
  page.setDefaultTimeout(60_000);
  const player = new Player(page);
  await page.goto(pageUrl, { waitUntil: "load" });
  await page.evaluate(({ r, t, p }) => walkthrough.start(r, t, p), {
    r: ruleset,
    t: type,
    p: packs,
  });
  expect((await player.guide())?.done).toBe(0);
  return player;
}

/** The end of every walk: the guide gone from the sheet, the character valid and at full health. */
async function finish(player: Player, label: string) {
  await expect.poll(() => player.guide()).toBeNull();
  expect(await player.sheet.locator(".holocron-guide").count()).toBe(0);
  const state = await player.page.evaluate(() => walkthrough.state());
  expect(state.valid).toBe(true);
  expect(state.health.max).toBeGreaterThan(0);
  expect(state.health.value).toBe(state.health.max);
  // No field the guide did not point to was changed, and each typed one reached the form once.
  expect(state.edited.filter((name) => !player.pointed.has(name))).toEqual([]);
  expect(state.edited).toHaveLength(player.fields);
  expect(player.errors).toEqual([]);
  const line = readmeLine(label, player);
  console.info(`browser walkthrough: ${line}`);
  expect(README.includes(line), `README says "${line}"`).toBe(true);
  await player.page.close();
}

describe.each([
  ["m20", "m20Character", "m20-equipment", "Star Wars m20"],
  ["spaceOpera", "operaCharacter", "opera-equipment", "Space Opera d20"],
] as const)("%s in Chromium: a character through the guide", (ruleset, type, equipment, label) => {
  it("stats, class, skill ranks, hit dice (m20), a weapon and armor from the compendium", async () => {
    const player = await open(ruleset, type);
    for (const [name, value] of D20_TYPED) await player.type(name, value);
    if (type === "m20Character") {
      await player.page.evaluate((die) => walkthrough.dice([die]), HIT_DIE);
      await player.guideButton("hitDice");
    }
    await player.guideButton("gear");
    await player.drag(equipment, "Blaster Pistol");
    await player.drag(equipment, "Blast Vest");
    await finish(player, label);
  });
});

describe("starWorlds in Chromium: a character through the guide", () => {
  it("attributes generated, species, career and its starting ability, a weapon", async () => {
    const player = await open("starWorlds", "worldsCharacter");
    await player.page.evaluate((dice) => walkthrough.dice(dice), [...ATTRIBUTE_DICE]);
    await player.guideButton("attributes");
    await player.press("rolledInOrder");
    await player.press("confirm");
    await player.guideButton("species");
    await player.drag("worlds-species", "Human");
    await player.guideButton("career");
    await player.drag("worlds-careers", "Pilot");
    // The career step's hint: "take its starting ability on the Careers tab".
    await player.click(player.sheet.locator('[data-action="tab"][data-tab="traits"]'));
    await player.click(
      player.sheet.locator('[data-action="takeStartingAbility"][data-career="Pilot"]').first(),
    );
    await player.guideButton("weapon");
    await player.drag("worlds-equipment", "Blaster Pistol");
    await finish(player, "Star Worlds");
  });
});
