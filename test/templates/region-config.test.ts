// The hazard region's configuration renders from the gallery's context (the model's defaults and
// field rows) with every field's label and hint, and the value configured.
import { describe, expect, it } from "vitest";
import { createTemplateEnv } from "./handlebars-env.js";
import { entries } from "../gallery/entries/regions.js";

const env = createTemplateEnv();

describe("the hazard region's configuration", () => {
  it("shows each field with its label, its hint and the configured 30 ft", () => {
    const entry = entries.find((e) => e.id === "region-hazard-config");
    if (!entry) throw new Error("no gallery entry region-hazard-config");
    const html = entry.templates.map((t) => env.render(t, entry.context)).join("\n");
    expect(html).not.toMatch(/undefined|\[object Object\]|NaN/);
    expect([...env.missing]).toEqual([]);
    expect(html).toContain('name="system.feet" value="30"');
    expect(html).toContain(env.localize("HOLOCRON.Region.Hazard.Kind.spikes"));
    for (const field of ["kind", "feet", "formula", "save", "dc"]) {
      expect(html).toContain(env.localize(`HOLOCRON.Region.Hazard.FIELDS.${field}.hint`));
    }
  });
});
