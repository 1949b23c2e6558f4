// The release zip's files (scripts/lib/release.mjs): the source maps go with the code that names
// them, and a reference to a map the zip lacks is found before anything is packed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { danglingSourceMaps, releaseFiles } from "../../scripts/lib/release.mjs";

let dist = "";
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function builtDist(files: Record<string, string>): string {
  dist = mkdtempSync(join(tmpdir(), "holocron-dist-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dist, path, ".."), { recursive: true });
    writeFileSync(join(dist, path), text);
  }
  return dist;
}

describe("the release zip", () => {
  it("ships each source map beside the code that names it, and leaves out the release folder", () => {
    const root = builtDist({
      "holocron.mjs": "export {};\n//# sourceMappingURL=holocron.mjs.map\n",
      "holocron.mjs.map": "{}",
      "assets/odds-worker.js": "//# sourceMappingURL=odds-worker.js.map\n",
      "assets/odds-worker.js.map": "{}",
      "release/holocron.zip": "old",
    });
    const files = releaseFiles(root);
    expect(Object.keys(files).sort()).toEqual([
      "assets/odds-worker.js",
      "assets/odds-worker.js.map",
      "holocron.mjs",
      "holocron.mjs.map",
    ]);
    expect(danglingSourceMaps(files)).toEqual([]);
  });

  it("finds a named map the zip would lack (a failed request in every player's console)", () => {
    const files = releaseFiles(
      builtDist({
        "holocron.css": ".holocron{}\n/*# sourceMappingURL=holocron.css.map */\n",
        "holocron.mjs": "//# sourceMappingURL=data:application/json;base64,e30=\n",
      }),
    );
    expect(danglingSourceMaps(files)).toEqual(["holocron.css → holocron.css.map"]);
  });
});
