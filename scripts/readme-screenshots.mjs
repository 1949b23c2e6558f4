// npm run screenshots: the README's four pictures (a sheet, a card, the combat tracker, the chase tracker),
// taken from the gallery (scripts/gallery.mjs: the real templates and styles) in headless Chromium and
// written to docs/screenshots/. Run it after a change to one of those screens and commit the pictures.
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildGallery } from "./gallery.mjs";
import { launchChromium } from "./lib/chromium.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** README picture → gallery entry (light theme). */
export const README_SHOTS = {
  sheet: "sheet-m20Character-full-main",
  card: "card-damage-per-target",
  tracker: "tracker-full-m20",
  chase: "chase-tracker-round",
};

const OUT = join(ROOT, "docs", "screenshots");

async function main() {
  const { entries, page: galleryPage } = await buildGallery({ quiet: true });
  const ids = new Set(entries.map((e) => e.id));
  const unknown = Object.values(README_SHOTS).filter((id) => !ids.has(id));
  if (unknown.length) throw new Error(`No gallery entry ${unknown.join(", ")}`);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(pathToFileURL(galleryPage).href, { waitUntil: "load" });
    mkdirSync(OUT, { recursive: true });
    for (const [name, id] of Object.entries(README_SHOTS)) {
      await page
        .locator(`#${id}-light .gallery-frame`)
        .screenshot({ path: join(OUT, `${name}.png`) });
      console.log(`docs/screenshots/${name}.png ← ${id}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
