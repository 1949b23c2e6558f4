// Holocron's stylesheet sits in the cascade layer `system` (styles/holocron.css): the entry file holds
// nothing but comments and one `@import … layer(system)` per area file, and every area file is
// imported so, once; so no Holocron rule sits outside the layer, where it would beat core's styles
// everywhere (an unlayered rule outranks every layered one, whatever its specificity).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const STYLES = join(import.meta.dirname, "..", "..", "styles");
const ENTRY = "holocron.css";
const LAYERED_IMPORT = /@import "\.\/([a-z-]+\.css)" layer\(system\);/g;

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");

/** The area files the entry imports into the layer, in order. */
function layeredImports(css: string): string[] {
  return [...withoutComments(css).matchAll(LAYERED_IMPORT)].map((m) => m[1]!);
}

/** What of the entry is outside the layer: all but its comments and layered imports. */
export function outsideLayer(css: string): string {
  return withoutComments(css).replace(LAYERED_IMPORT, "").trim();
}

describe("the stylesheet is in the cascade layer `system`", () => {
  const entry = readFileSync(join(STYLES, ENTRY), "utf8");

  it("the entry file holds only layered imports", () => {
    expect(outsideLayer(entry)).toBe("");
  });

  it("every area file is imported into the layer, once", () => {
    const imported = layeredImports(entry);
    const files = readdirSync(STYLES).filter((f) => f.endsWith(".css") && f !== ENTRY);
    expect([...imported].sort()).toEqual([...files].sort());
  });

  it("no area file imports another outside the layer or leaves the layer for its own", () => {
    for (const file of readdirSync(STYLES).filter((f) => f.endsWith(".css") && f !== ENTRY)) {
      const css = withoutComments(readFileSync(join(STYLES, file), "utf8"));
      expect(css, file).not.toMatch(/@import|@layer/);
    }
  });

  it("the check sees a rule outside the layer", () => {
    expect(outsideLayer(`${entry}\n.holocron { color: red; }`)).toBe(".holocron { color: red; }");
    expect(outsideLayer('@import "./base.css";')).toBe('@import "./base.css";');
  });
});
