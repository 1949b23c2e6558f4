// The V13/V14 differences live in src/compat only: outside it no source file may name an API that
// V14 renamed (it would warn there, or read null), nor branch on the generation itself.
import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const SRC = "src";
const COMPAT = join(SRC, "compat");

/** Each name V14 renamed or deprecated, and what replaces it in src/compat. */
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: "CONFIG.Dice.rollModes", pattern: /Dice\.rollModes\b/ },
  { name: "CONFIG.ChatMessage.modes", pattern: /ChatMessage\.modes\b/ },
  { name: "ChatMessage.applyRollMode", pattern: /\bapplyRollMode\b/ },
  { name: "ChatMessage.applyMode", pattern: /\bapplyMode\b/ },
  {
    name: "core.rollMode / core.messageMode",
    pattern: /["']core["']\s*,\s*["'](?:rollMode|messageMode)["']|core\.(?:rollMode|messageMode)/,
  },
  { name: "CONST.ACTIVE_EFFECT_MODES", pattern: /\bACTIVE_EFFECT_MODES\b/ },
  { name: "CONST.ACTIVE_EFFECT_CHANGE_TYPES", pattern: /\bACTIVE_EFFECT_CHANGE_TYPES\b/ },
  { name: '"-=key" deletion', pattern: /["'`.]-=|\$\{[^}]*\}-=/ },
  { name: "V14's _del / ForcedDeletion", pattern: /\b_del\b|\bForcedDeletion\b/ },
  { name: "game.release (branch in src/compat)", pattern: /\brelease\.generation\b/ },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === COMPAT ? [] : sourceFiles(path);
    return /\.(ts|mts|js|mjs)$/.test(name) ? [path] : [];
  });
}

/** Each `file:line: name` where a forbidden name appears (comments included: keep them in compat). */
function findings(file: string, text: string): string[] {
  const out: string[] = [];
  text.split("\n").forEach((line, index) => {
    for (const { name, pattern } of FORBIDDEN) {
      if (pattern.test(line)) out.push(`${file}:${index + 1}: ${name}`);
    }
  });
  return out;
}

describe("V13/V14 names outside src/compat", () => {
  it("no source file outside src/compat names a renamed API or branches on the generation", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((f) => findings(relative(".", f), readFileSync(f, "utf8")));
    expect(found).toEqual([]);
  });

  it("the scan finds each name (so it can fail)", () => {
    const samples = [
      "Object.entries(CONFIG.Dice.rollModes)",
      "CONFIG.ChatMessage.modes.gm",
      "ChatMessage.applyRollMode(data, mode)",
      "ChatMessage.applyMode(data, mode)",
      'game.settings.get("core", "rollMode")',
      "mode: CONST.ACTIVE_EFFECT_MODES.ADD",
      "type: CONST.ACTIVE_EFFECT_CHANGE_TYPES.add",
      "system[`-=${key}`] = null",
      '{ "system.-=old": null }',
      "{ [`system.${key}`]: _del }",
      "if (game.release.generation < 14) {}",
    ];
    for (const sample of samples) expect(findings("x.ts", sample), sample).toHaveLength(1);
    expect(findings("x.ts", "const hp = a -= 1; // plain arithmetic")).toEqual([]);
  });

  it("src/compat holds each difference (the scan does not hide them)", () => {
    const compat = readdirSync(COMPAT)
      .map((name) => readFileSync(join(COMPAT, name), "utf8"))
      .join("\n");
    for (const name of ["rollModes", "applyRollMode", "applyMode", "messageMode", "_del", "-="]) {
      expect(compat, name).toContain(name);
    }
  });
});
