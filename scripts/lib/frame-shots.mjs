// Screenshots of the gallery's frames (scripts/gallery.mjs's `#<id>-<theme> .gallery-frame`), shared by
// `npm run gallery` (build/gallery/png/) and the browser layer (test/browser/gallery.test.ts). Each frame
// is scrolled to and clipped by page position through the DevTools protocol, in a viewport as tall as the
// tallest frame: capturing beyond the viewport instead re-lays out the whole (tall) page for every frame,
// about five times slower for the same pixels. No style reads the viewport's height, so the taller
// viewport does not change a picture; it is restored afterwards.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Each frame's box in page coordinates, or `missing`. */
function frameBoxes(page, ids) {
  return page.evaluate((list) => {
    return list.map((id) => {
      const frame = document.querySelector(`#${id} .gallery-frame`);
      const r = frame?.getBoundingClientRect();
      return r
        ? { id, x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height }
        : { id, missing: true };
    });
  }, ids);
}

/**
 * Writes `<dir>/<id><suffix>.png` for each id (an article's id, e.g. "sheet-m20Character-new-light")
 * and returns each picture with the frame's size. Throws when an id has no frame on the page.
 */
export async function shootFrames(page, ids, { dir, suffix = "" }) {
  mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize();
  const first = await frameBoxes(page, ids);
  const missing = first.find((b) => b.missing);
  if (missing) throw new Error(`Gallery entry ${missing.id} has no frame`);
  const tallest = Math.ceil(Math.max(0, ...first.map((b) => b.height)));
  if (viewport && tallest > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height: tallest });
  }
  const cdp = await page.context().newCDPSession(page);
  const shots = [];
  try {
    for (const { id, ...clip } of await frameBoxes(page, ids)) {
      await page.evaluate((y) => window.scrollTo(0, y), clip.y);
      const shot = await cdp.send("Page.captureScreenshot", {
        format: "png",
        clip: { ...clip, scale: 1 },
      });
      const png = Buffer.from(shot.data, "base64");
      writeFileSync(join(dir, `${id}${suffix}.png`), png);
      shots.push({ id, png, box: { width: clip.width, height: clip.height } });
    }
  } finally {
    await cdp.detach();
    await page.evaluate(() => window.scrollTo(0, 0));
    if (viewport) await page.setViewportSize(viewport);
  }
  return shots;
}
