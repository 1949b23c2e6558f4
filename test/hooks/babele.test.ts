// Babele's `babele.init`: the system names its compendium translations' folder for the world's
// language when that language's folder ships (src/hooks/babele.ts), and only then.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";
import {
  BABELE_DIR,
  babeleDirFor,
  COMPENDIUM_LANGUAGES,
  registerBabeleHooks,
} from "../../src/hooks/babele.js";

const ROOT = join(import.meta.dirname, "..", "..");
const named: string[] = [];
const babele = { setSystemTranslationsDir: (dir: string) => void named.push(dir) };

beforeEach(() => {
  installFoundry();
  named.length = 0;
});

describe("the Babele folder", () => {
  it("is named on babele.init, once, for a language whose translations ship", () => {
    game.i18n.lang = "de";
    registerBabeleHooks(["de", "fr"]);
    Hooks.callAll("babele.init", babele);
    Hooks.callAll("babele.init", babele);
    expect(named).toEqual(["lang/babele"]);
  });

  it("is not named for English (the packs' own language) or a language without a folder", () => {
    for (const lang of ["en", "es"]) {
      game.i18n.lang = lang;
      registerBabeleHooks(["de"]);
      Hooks.callAll("babele.init", babele);
    }
    expect(named).toEqual([]);
    expect(babeleDirFor("de", ["de"])).toBe(BABELE_DIR);
    expect(babeleDirFor("en", [])).toBeNull();
  });

  it("init listens for Babele without needing it: nothing happens until Babele calls", async () => {
    const { onInit } = await import("../../src/hooks/init.js");
    onInit();
    expect(named).toEqual([]);
  });

  it("names exactly the languages with a folder under lang/babele/, each with every pack's file", () => {
    const dir = join(ROOT, BABELE_DIR);
    const folders = readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory());
    expect([...COMPENDIUM_LANGUAGES].sort()).toEqual(folders.sort());
    const skeletons = readdirSync(dir).filter((name) => name.endsWith(".json"));
    expect(skeletons.length).toBe(14);
    for (const lang of COMPENDIUM_LANGUAGES)
      for (const file of skeletons) expect(existsSync(join(dir, lang, file)), file).toBe(true);
  });
});
