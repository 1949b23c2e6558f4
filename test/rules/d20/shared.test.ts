// m20 and Space Opera share the d20 core unchanged: each shared name is the core's own function or
// table in both rulesets; only the attack outcome and hit chance differ (Space Opera's natural 1).
import { describe, expect, it } from "vitest";
import * as shared from "../../../src/rules/d20/shared.js";
import { d20, m20, spaceOpera } from "../../../src/rules/index.js";

describe("the shared d20 core", () => {
  it("every shared name is the same value in the core, m20 and Space Opera", () => {
    const names = Object.keys(shared);
    expect(names.length).toBeGreaterThan(15);
    for (const name of names) {
      const value = (shared as Record<string, unknown>)[name];
      expect((d20 as Record<string, unknown>)[name], name).toBe(value);
      expect((m20 as Record<string, unknown>)[name], name).toBe(value);
      expect((spaceOpera as Record<string, unknown>)[name], name).toBe(value);
    }
  });

  it("the attack outcome is each ruleset's own: a natural 1 misses only in Space Opera", () => {
    const roll = { natural: 1, total: 31, ac: 14 };
    expect(m20.attackOutcome(roll).hit).toBe(true);
    expect(spaceOpera.attackOutcome(roll).hit).toBe(false);
    expect(Object.keys(shared)).not.toContain("attackOutcome");
  });
});
