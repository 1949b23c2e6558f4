import { describe, expect, it } from "vitest";
import {
  gmToolContext,
  gmToolKinds,
  GmToolError,
  readGmToolForm,
} from "../../../src/applications/gm/gm-tool-model.js";
import { renderTemplate } from "../../foundry/parts/chat.js";
import { creatures } from "./fixtures.js";

describe("the GM's damage and hazard dialog", () => {
  it("offers the seed's hazards in d20 worlds, damage and healing in Star Worlds", () => {
    expect(gmToolKinds(true)).toEqual(["damage", "heal", "falling", "poison", "exposure"]);
    expect(gmToolKinds(false)).toEqual(["damage", "heal"]);
  });

  it("lists each creature with the checks it can make; only a power user may surge", () => {
    const context = gmToolContext(creatures, { d20World: true, values: { kind: "falling" } });
    expect(context.kinds.find((k) => k.checked)?.id).toBe("falling");
    expect(context.creatures.map((c) => c.choices.map((x) => x.id))).toEqual([
      ["roll", "surge", "none"],
      ["roll", "none"],
      ["roll", "none"],
    ]);
    expect(context.creatures[1]).toMatchObject({ name: "Tal Oreno", previousChecks: 2 });
  });

  it("renders every kind's fields, each named, and the creatures' choices", async () => {
    const html = await renderTemplate(
      "systems/holocron/templates/dialog/gm-tool.hbs",
      gmToolContext(creatures, { d20World: true }),
    );
    for (const name of [
      "formula",
      "damageType",
      "half",
      "feet",
      "intoHazard",
      "surge",
      "surgeDc",
      "poisonSave",
      "poisonDc",
      "choice.0",
      "choice.2",
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
    const worlds = await renderTemplate(
      "systems/holocron/templates/dialog/gm-tool.hbs",
      gmToolContext([], { d20World: false }),
    );
    expect(worlds).not.toContain('name="feet"');
    expect(worlds).toContain("HOLOCRON.Hazard.NoneSelected");
  });

  it("reads a falling request and each creature's choice", () => {
    const form = readGmToolForm(
      {
        kind: "falling",
        feet: "40",
        intoHazard: true,
        surge: "negate",
        surgeDc: "18",
        damageType: "kinetic",
        "choice.0": "surge",
        "choice.1": "none",
      },
      3,
      true,
    );
    expect(form.request).toEqual({
      kind: "falling",
      feet: 40,
      intoHazard: true,
      surge: "negate",
      surgeDc: 18,
    });
    expect(form.choices).toEqual(["surge", "none", "roll"]);
  });

  it("reads damage, healing, poison and heat or cold", () => {
    expect(
      readGmToolForm({ kind: "damage", formula: "2d6+1", half: true, damageType: "ion" }, 0, true),
    ).toEqual({
      request: { kind: "damage", formula: "2d6+1", half: true },
      damageType: "ion",
      choices: [],
    });
    expect(readGmToolForm({ kind: "heal", formula: "7" }, 0, false).request).toEqual({
      kind: "heal",
      formula: "7",
    });
    expect(
      readGmToolForm(
        { kind: "poison", formula: "1d6", poisonSave: "avoid", poisonDc: "12" },
        0,
        true,
      ).request,
    ).toEqual({
      kind: "poison",
      formula: "1d6",
      save: "avoid",
      dc: 12,
    });
    expect(readGmToolForm({ kind: "exposure" }, 0, true).request).toEqual({ kind: "exposure" });
  });

  it.each([
    [{ kind: "damage", formula: "2d" }, "HOLOCRON.Hazard.Error.badFormula"],
    [{ kind: "heal", formula: "" }, "HOLOCRON.Hazard.Error.badFormula"],
    [{ kind: "falling", feet: "-10", surgeDc: "15" }, "HOLOCRON.Hazard.Error.badFeet"],
    [{ kind: "falling", feet: "ten", surgeDc: "15" }, "HOLOCRON.Hazard.Error.badFeet"],
    [{ kind: "falling", feet: "20", surgeDc: "" }, "HOLOCRON.Hazard.Error.badDc"],
    [{ kind: "falling", feet: "5000", surgeDc: "15" }, "HOLOCRON.Hazard.Error.tooFar"],
    [{ kind: "poison", formula: "1d6", poisonDc: "1.5" }, "HOLOCRON.Hazard.Error.badDc"],
    [{ kind: "banana" }, "HOLOCRON.Hazard.Error.badKind"],
  ])("refuses %j with a clear message", (values, key) => {
    expect(() => readGmToolForm(values, 0, true)).toThrow(new GmToolError(key));
  });

  it("a Star Worlds world has no hazards to read", () => {
    expect(() => readGmToolForm({ kind: "falling", feet: "20", surgeDc: "15" }, 0, false)).toThrow(
      "HOLOCRON.Hazard.Error.badKind",
    );
  });
});
