import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

const lang = JSON.parse(readFileSync("lang/en.json", "utf8")) as Record<string, unknown>;
const has = (key: string) =>
  key
    .split(".")
    .reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], lang) !== undefined;

const FILES = [
  ...readdirSync("templates/combat").map((f) => `templates/combat/${f}`),
  "src/documents/combatant-actions.ts",
  "src/documents/combat-speed.ts",
  "src/documents/combat.ts",
  "src/documents/register-combat.ts",
  "src/hooks/combat.ts",
  "src/applications/combat/tracker-figures.ts",
];

describe("combat strings are all in lang/en.json", () => {
  const keys = new Set(
    FILES.flatMap((f) => readFileSync(f, "utf8").match(/HOLOCRON\.[A-Za-z.]+[A-Za-z]/g) ?? []),
  );
  it.each([...keys])("%s", (key) => {
    expect(has(key)).toBe(true);
  });
  it.each(["full", "hurt", "low", "out", "mook"])("health state %s", (state) => {
    expect(has(`HOLOCRON.Combat.Tracker.Health.${state}`)).toBe(true);
  });
  it.each(["auto", "prompt"])("dying check mode %s", (mode) => {
    expect(has(`HOLOCRON.Settings.DyingCheckMode.${mode}`)).toBe(true);
  });
});
