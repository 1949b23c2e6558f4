import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { setupGlue } from "../data/setup.js";
import { ACTOR_TYPES } from "../../src/config.js";
import { dice } from "../../src/rules/index.js";

const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { initiative: string };

describe("system.json's fallback initiative formula (F14)", () => {
  it.each(ACTOR_TYPES)("resolves for a %s: every @path is in its roll data", async (type) => {
    const glue = await setupGlue();
    const actor = await glue.createActor({ name: "A", type });
    const data = actor.getRollData() as Record<string, unknown>;
    const resolved = manifest.initiative.replace(/@([\w.]+)/g, (_match, path: string) => {
      const value = foundry.utils.getProperty(data, path);
      expect(value, `@${path} on ${type}`).toBeTypeOf("number");
      return String(value);
    });
    expect(() => dice.parseFormula(resolved)).not.toThrow();
  });

  it("is a plain d20", () => {
    expect(manifest.initiative).toBe("1d20");
  });
});
