// Holocron's enrichers join CONFIG.TextEditor.enrichers with a pattern that finds every
// `[[/command args]]{label}` of a text (their rendering: enricher-render.test.ts).
import { describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";

describe("registerEnrichers", () => {
  it("adds one enricher whose pattern matches the commands, arguments and labels", async () => {
    const env = installFoundry();
    const editor = ((env.CONFIG as Record<string, unknown>).TextEditor ??= { enrichers: [] }) as {
      enrichers: { pattern: RegExp; enricher: unknown }[];
    };
    const before = editor.enrichers.length;
    const { registerEnrichers, enrichMatch } =
      await import("../../../src/applications/enrichers/register-enrichers.js");
    registerEnrichers();
    expect(editor.enrichers).toHaveLength(before + 1);
    const { pattern, enricher } = editor.enrichers.at(-1)!;
    expect(enricher).toBe(enrichMatch);
    const text = "Roll [[/check physical dc=15]]{Climb} then [[/damage 2d6 energy]].";
    const matches = [...text.matchAll(new RegExp(pattern.source, pattern.flags))];
    // The arguments keep their leading space; enricherContext trims them.
    expect(matches.map((m) => [m[1], m[2]?.trim(), m[3]])).toEqual([
      ["check", "physical dc=15", "Climb"],
      ["damage", "2d6 energy", undefined],
    ]);
  });
});
