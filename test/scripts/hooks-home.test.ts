// Hooks are registered in src/hooks/ only, one file per area (CONTRIBUTING.md, "Layers"): what
// listens to which Foundry event is read there top to bottom, as in dnd5e's entry file.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "./source-files.js";

/** `Hooks.on(`, `Hooks.once(`, `Hooks.off(` with any spacing, one hit per line. */
function hookCalls(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) => (/\bHooks\s*\.\s*(on|once|off)\s*\(/.test(line) ? [`${i + 1}`] : []));
}

describe("where hooks are registered", () => {
  it("finds each form of registration", () => {
    expect(
      hookCalls('Hooks.on("a", f)\nHooks .once("b", g)\nHooks.off("c", 1)\nHooks.call("d")'),
    ).toEqual(["1", "2", "3"]);
  });

  it("no file outside src/hooks registers or removes a hook", () => {
    const found = sourceFiles()
      .map((file) => relative(SRC, file).split("\\").join("/"))
      .filter((rel) => !rel.startsWith("hooks/"))
      .flatMap((rel) =>
        hookCalls(readFileSync(`${SRC}/${rel}`, "utf8")).map((line) => `${rel}:${line}`),
      );
    expect(found).toEqual([]);
  });
});
