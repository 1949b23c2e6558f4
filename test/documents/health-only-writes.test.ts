// A write of health fields only (a ruleset's healthFieldLabels: damage, healing, a rest) skips the
// level's hit dice and the maximum's follow-up in HolocronActor#_preUpdate (writesOnlyHealth,
// state-writer.ts). That holds only while no ruleset's maximum health reads one of its own health
// fields: for every actor type, each health field written alone is a health-only write, and the
// maximum it leaves is the one before.
import { describe, expect, it } from "vitest";
import { setupGlue, sys } from "../data/setup.js";
import { actorTypesOf, RULESET_IDS } from "../../src/config.js";

/** A value for a health field other than a new actor's (a number lowered or raised, a flag set). */
function another(value: unknown): unknown {
  if (typeof value === "boolean") return !value;
  if (typeof value === "number") return value > 0 ? value - 1 : value + 1;
  throw new Error(`a health field of an unexpected kind: ${String(value)}`);
}

const read = (data: object, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data);

describe.each(RULESET_IDS)("%s: a health-only write moves no maximum", (ruleset) => {
  it.each(actorTypesOf(ruleset))("%s", async (type) => {
    const glue = await setupGlue(ruleset);
    const { rulesetOf } = await import("../../src/rulesets/index.js");
    const { writesOnlyHealth } = await import("../../src/documents/state-writer.js");
    const actor = await glue.createActor({ name: "Subject", type });
    const fields = Object.keys(rulesetOf(actor).healthFieldLabels);
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields) {
      const maxBefore = (sys(actor).health as { max: number }).max;
      const change = { system: { [field]: another(read(sys(actor), field)) } };
      expect(writesOnlyHealth(actor as never, change as never), field).toBe(true);
      await actor.update({ [`system.${field}`]: change.system[field] } as never);
      expect((sys(actor).health as { max: number }).max, field).toBe(maxBefore);
    }
  });
});
