// Screenshots of the gallery's frames (scripts/gallery.mjs's `#<id>-<theme> .gallery-frame`), shared by
// `npm run gallery` (build/gallery/png/) and the browser layer (test/browser/gallery.test.ts). Each frame
// is clipped by page position through the DevTools protocol in a viewport 4000 px tall (or as tall as
// the tallest frame), scrolled to once for all the frames that fit in it, then shot one by one (asked
// for at once, the pictures came out wrong): a scroll per frame cost as much as the capture, and
// capturing beyond the viewport instead re-lays out the whole (tall) page for every frame, about five
// times slower for the same pixels. No style reads the viewport's height, so the taller
// viewport does not change a picture; it is restored afterwards. The browser layer asks for the
// pictures at a quarter of the size and writes none: it checks that each frame captures, at its own
// proportions, and that the themes differ, which a smaller picture shows as well, at a fraction of the
// capture and encoding time (docs/testing.md, Test suite); `npm run gallery` writes them at full size.
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

/** The viewport's height while shooting: the frames within it are shot after one scroll. */
const WINDOW = 4000;

/** The boxes in runs, by their top, that each fit in one viewport of the given height from the first's top. */
function windows(boxes, height) {
  const runs = [];
  for (const box of [...boxes].sort((a, b) => a.y - b.y)) {
    const run = runs.at(-1);
    if (run && box.y + box.height <= run[0].y + height) run.push(box);
    else runs.push([box]);
  }
  return runs;
}

/**
 * Writes `<dir>/<id><suffix>.png` for each id (an article's id, e.g. "sheet-m20Character-new-light";
 * none without a dir) and returns each picture with the frame's size. `scale` shrinks the pictures
 * (not the frame's size). Throws when an id has no frame on the page.
 */
export async function shootFrames(page, ids, { dir, suffix = "", scale = 1 } = {}) {
  if (dir) mkdirSync(dir, { recursive: true });
  const viewport = page.viewportSize();
  const first = await frameBoxes(page, ids);
  const missing = first.find((b) => b.missing);
  if (missing) throw new Error(`Gallery entry ${missing.id} has no frame`);
  const tallest = Math.ceil(Math.max(0, ...first.map((b) => b.height)));
  const height = Math.max(viewport?.height ?? 0, tallest, WINDOW);
  if (viewport) await page.setViewportSize({ width: viewport.width, height });
  const cdp = await page.context().newCDPSession(page);
  const shots = new Map();
  try {
    for (const group of windows(await frameBoxes(page, ids), height)) {
      await page.evaluate((y) => window.scrollTo(0, y), group[0].y);
      const captured = [];
      for (const { id: _id, ...clip } of group) {
        captured.push(
          await cdp.send("Page.captureScreenshot", { format: "png", clip: { ...clip, scale } }),
        );
      }
      group.forEach(({ id, width, height: frameHeight }, i) => {
        const png = Buffer.from(captured[i].data, "base64");
        if (dir) writeFileSync(join(dir, `${id}${suffix}.png`), png);
        shots.set(id, { id, png, box: { width, height: frameHeight } });
      });
    }
  } finally {
    await cdp.detach();
    await page.evaluate(() => window.scrollTo(0, 0));
    if (viewport) await page.setViewportSize(viewport);
  }
  return ids.map((id) => shots.get(id));
}
