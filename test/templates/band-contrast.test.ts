// Star Worlds' odds bar: every two band colours that can sit side by side differ by at least 3:1 in both
// themes (WCAG 1.4.11, ux.md: colours side by side), computed from the --holocron-band-* custom
// properties of styles/base.css. A bar holds Failure (unskilled) or Close-Call (skilled), never both,
// then Problem, Success, Critical; before these properties Close-Call against Problem was 1.09:1 (light)
// and 1.11:1 (dark).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { starWorlds } from "../../src/rules/index.js";

const base = readFileSync("styles/base.css", "utf8");
const dialog = readFileSync("styles/dialog.css", "utf8");

/** The declarations of the theme rule that sets `color-scheme: <theme>`. */
function themeBlock(theme: "light" | "dark"): string {
  const block = base.split("}").find((rule) => rule.includes(`color-scheme: ${theme};`));
  if (!block) throw new Error(`no ${theme} theme block in base.css`);
  return block;
}

function bandColour(block: string, band: string): string {
  const m = new RegExp(`--holocron-band-${band}:\\s*(#[0-9a-fA-F]{6})`).exec(block);
  if (!m?.[1]) throw new Error(`--holocron-band-${band} is not set`);
  return m[1];
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
function contrast(a: string, b: string): number {
  const [lo, hi] = [luminance(a), luminance(b)].sort((x, y) => x - y);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The two bars a check can show, in band order, and the neighbours in each. */
const bars = [
  starWorlds.OUTCOMES.filter((o) => o !== "closeCall"),
  starWorlds.OUTCOMES.filter((o) => o !== "failure"),
];
const neighbours = [
  ...new Set(bars.flatMap((bar) => bar.slice(1).map((o, i) => `${bar[i]}|${o}`))),
].map((pair) => pair.split("|") as [string, string]);

describe("Star Worlds odds bar colours", () => {
  it("lists the neighbours of both bars", () => {
    expect(neighbours).toEqual([
      ["failure", "problem"],
      ["problem", "success"],
      ["success", "critical"],
      ["closeCall", "problem"],
    ]);
  });

  for (const theme of ["light", "dark"] as const) {
    it(`${theme}: every pair of neighbours is at least 3:1`, () => {
      const block = themeBlock(theme);
      const ratios = neighbours.map(
        ([a, b]) => [a, b, contrast(bandColour(block, a), bandColour(block, b))] as const,
      );
      expect(ratios.filter(([, , r]) => r < 3)).toEqual([]);
    });
  }

  it("each segment and legend swatch is filled with its band's property", () => {
    for (const band of starWorlds.OUTCOMES) {
      const rule = new RegExp(
        `\\.holocron-odds__band--${band}::before \\{\\s*background: var\\(--holocron-band-${band}\\);`,
      );
      expect(dialog).toMatch(rule);
      expect(dialog).toContain(`.holocron-odds__segment--${band},`);
    }
  });
});
