// Screenshots of the gallery's frames (scripts/gallery.mjs's `#<id>-<theme> .gallery-frame`), shared by
// `npm run gallery` (build/gallery/png/) and the browser layer (test/browser/gallery.test.ts). Frames are
// clipped by page position through the DevTools protocol (a clip beyond the viewport): about twice as fast
// as Playwright's element or full-page screenshots, which keeps a whole gallery well under a minute.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Writes `<dir>/<id><suffix>.png` for each id (an article's id, e.g. "sheet-m20Character-new-light")
 * and returns each picture with the frame's size. Throws when an id has no frame on the page.
 */
export async function shootFrames(page, ids, { dir, suffix = "" }) {
  mkdirSync(dir, { recursive: true });
  const boxes = await page.evaluate((list) => {
    return list.map((id) => {
      const frame = document.querySelector(`#${id} .gallery-frame`);
      const r = frame?.getBoundingClientRect();
      return r
        ? { id, x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height }
        : { id, missing: true };
    });
  }, ids);
  const cdp = await page.context().newCDPSession(page);
  const shots = [];
  try {
    for (const { id, missing, ...clip } of boxes) {
      if (missing) throw new Error(`Gallery entry ${id} has no frame`);
      const shot = await cdp.send("Page.captureScreenshot", {
        format: "png",
        clip: { ...clip, scale: 1 },
        captureBeyondViewport: true,
      });
      const png = Buffer.from(shot.data, "base64");
      writeFileSync(join(dir, `${id}${suffix}.png`), png);
      shots.push({ id, png, box: { width: clip.width, height: clip.height } });
    }
  } finally {
    await cdp.detach();
  }
  return shots;
}
