// Holocron's stylesheet stays inside its own windows: every selector is scoped under a Holocron
// class, so nothing restyles core's own interface.
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const areas = readdirSync("styles").filter((f) => f.endsWith(".css") && f !== "holocron.css");
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, "");

describe("the stylesheet's reach", () => {
  it.each(areas)("%s: every selector names a Holocron class", (file) => {
    const css = withoutComments(readFileSync(`styles/${file}`, "utf8"));
    const unscoped: string[] = [];
    for (const [, prelude] of css.matchAll(/([^{}]+)\{/g)) {
      const selector = prelude!.trim();
      if (selector.startsWith("@") || /^(from|to|[\d.]+%)$/.test(selector)) continue;
      // Commas inside :is()/:where()/:not()/:has() do not split the selector list.
      const flat = selector.replace(/\((?:[^()]|\([^()]*\))*\)/g, "()");
      for (const part of flat.split(",").map((p) => p.trim())) {
        if (!part.includes("holocron") && !part.startsWith("&") && part !== ":root") {
          unscoped.push(part);
        }
      }
    }
    expect(unscoped).toEqual([]);
  });
});
