// The stand-in's game.i18n is stricter than Foundry's: Foundry shows a missing key as the key itself
// (https://foundryvtt.com/api/v13/classes/foundry.helpers.Localization.html#localize), which no test
// would notice; here a key lang/en.json lacks throws, so the test that asked for it fails.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "./index.js";
import { renderTemplate } from "./parts/chat.js";

beforeEach(() => {
  installFoundry();
});

describe("the stand-in's game.i18n", () => {
  it("echoes a key lang/en.json has, with its data", () => {
    expect(game.i18n.localize("HOLOCRON.Chat.Apply")).toBe("HOLOCRON.Chat.Apply");
    expect(game.i18n.format("HOLOCRON.Chat.Error.TargetGone", { name: "Kara" })).toBe(
      'HOLOCRON.Chat.Error.TargetGone {"name":"Kara"}',
    );
  });

  it("throws on a key lang/en.json lacks, naming it", () => {
    expect(() => game.i18n.localize("HOLOCRON.No.Such.Key")).toThrow(/HOLOCRON\.No\.Such\.Key/);
    expect(() => game.i18n.format("HOLOCRON.No.Such.Key", { name: "x" })).toThrow(/no key/);
    // A branch of the tree is not a string: asking for it is a mistake too.
    expect(() => game.i18n.localize("HOLOCRON.Chat")).toThrow(/no key/);
    // Text that is no key at all (a name, a label already localized) is refused as well.
    expect(() => game.i18n.localize("Blaster")).toThrow(/no key/);
  });

  it("throws when format's data lacks a placeholder of the string (Foundry would show {name})", () => {
    // "{name} damage" (lang/en.json HOLOCRON.Roll.Title.Damage).
    expect(() => game.i18n.format("HOLOCRON.Roll.Title.Damage", {})).toThrow(/no "name"/);
    expect(() => game.i18n.format("HOLOCRON.Roll.Title.Damage", { formula: "2d6" })).toThrow(
      /no "name"/,
    );
    expect(game.i18n.format("HOLOCRON.Roll.Title.Damage", { name: "Blaster" })).toBe(
      'HOLOCRON.Roll.Title.Damage {"name":"Blaster"}',
    );
  });

  it("knows the core keys the stand-in itself hands out (mode labels, confirm buttons)", () => {
    for (const key of ["CHAT.RollPrivate", "CHAT.MESSAGE_MODES.Blind", "Yes", "No"])
      expect(game.i18n.localize(key)).toBe(key);
  });

  it("answers has() from lang/en.json", () => {
    expect(game.i18n.has("HOLOCRON.Chat.Apply")).toBe(true);
    expect(game.i18n.has("HOLOCRON.No.Such.Key")).toBe(false);
  });
});

describe("the stand-in's {{localize}} in renderTemplate", () => {
  it("renders a known key and throws on a missing one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "holocron-i18n-"));
    const known = join(dir, "known.hbs");
    const missing = join(dir, "missing.hbs");
    writeFileSync(known, '<p>{{localize "HOLOCRON.Chat.Apply"}}</p>');
    writeFileSync(missing, '<p>{{localize "HOLOCRON.No.Such.Key"}}</p>');
    expect(await renderTemplate(known, {})).toBe("<p>HOLOCRON.Chat.Apply</p>");
    await expect(renderTemplate(missing, {})).rejects.toThrow(/no key "HOLOCRON\.No\.Such\.Key"/);
    // "{name} damage": core's helper formats with the hash; a placeholder it lacks throws here.
    const unnamed = join(dir, "unnamed.hbs");
    writeFileSync(unnamed, '<p>{{localize "HOLOCRON.Roll.Title.Damage" name=gun}}</p>');
    expect(await renderTemplate(unnamed, { gun: "Blaster" })).toContain("Blaster");
    await expect(renderTemplate(unnamed, {})).rejects.toThrow(/no "name"/);
  });
});
