// The shell's side of numbers in the user's language (src/hooks/i18n.ts): the locale is read from
// game.i18n.lang once translations are loaded, and templates have the count helper.
import { afterEach, describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";
import { registerI18nHooks } from "../../src/hooks/i18n.js";
import { displayLocale, formatPercent, useLocale } from "../../src/compat/intl.js";
import { renderTemplate } from "../foundry/parts/chat.js";

afterEach(() => useLocale("en"));

describe("numbers in the user's language, from the shell", () => {
  it("takes the locale from game.i18n.lang on i18nInit, not before", () => {
    installFoundry();
    game.i18n.lang = "fr";
    registerI18nHooks();
    expect(displayLocale()).toBe("en");
    Hooks.callAll("i18nInit");
    expect(displayLocale()).toBe("fr");
    expect(formatPercent(0.5)).toMatch(/^50[\u00a0\u202f]%$/);
  });

  it("registers holocronCount, which picks the count's plural key through game.i18n", async () => {
    installFoundry();
    const asked: string[] = [];
    game.i18n.has = (key: string) => {
      asked.push(key);
      return key.endsWith(".other");
    };
    game.i18n.lang = "de";
    registerI18nHooks();
    Hooks.callAll("i18nInit");
    const context = { migrated: 1200, kept: 0, failedCount: 0, failed: [] };
    const html = await renderTemplate("templates/chat/migration-summary.hbs", context);
    // The stand-in's game.i18n.format echoes the key and its data (test/foundry/parts/ui.ts).
    expect(html).toContain("HOLOCRON.Migration.Summary.other");
    expect(html).toContain("1.200");
    expect(asked).toEqual(["HOLOCRON.Migration.Summary.other"]);
  });
});
