// The README is for the GM first (a quick start, making a character, four pictures of the product), and
// its pictures are files in the repository that `npm run screenshots` takes from the gallery.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const readme = readFileSync(join(ROOT, "README.md"), "utf8");
const headings = [...readme.matchAll(/^## (.+)$/gm)].map((m) => m[1]);

describe("README", () => {
  it("starts with the quick start and making a character, before anything else", () => {
    expect(headings.slice(0, 3)).toEqual([
      "Quick start (for the GM)",
      "Install in Foundry",
      "Making a character",
    ]);
  });

  it("shows four pictures, each a PNG in the repository", () => {
    const images = [...readme.matchAll(/!\[[^\]]+\]\(([^)]+)\)/g)].map((m) => m[1] ?? "");
    expect(images).toHaveLength(4);
    for (const image of images) {
      const file = join(ROOT, image);
      expect(existsSync(file), image).toBe(true);
      expect(readFileSync(file).subarray(1, 4).toString("latin1")).toBe("PNG");
    }
  });

  it("keeps one settings path for the ruleset and says the default", () => {
    expect(readme).not.toContain("Game Settings → System Settings → Ruleset");
    expect(readme).toContain("System Settings → Ruleset");
    expect(readme).toMatch(/m20 \(the default\)/);
  });

  it("keeps the two commands .ci/run follows", () => {
    expect(readme).toContain("npm ci && npm run build");
    expect(readme).toContain("npm test");
  });
});
