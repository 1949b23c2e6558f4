/**
 * The built system as Foundry would load it: run after `npm run build` (npm test builds first).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { installFoundry } from "../foundry/index.js";

const DIST = resolve("dist");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

beforeAll(() => {
  if (!existsSync(join(DIST, "holocron.mjs"))) {
    throw new Error("dist/ is not built: run `npm run build` before these tests (npm test does)");
  }
});

describe("dist/", () => {
  it("names in system.json only files that exist", () => {
    const manifest = JSON.parse(readFileSync(join(DIST, "system.json"), "utf8"));
    const named: string[] = [
      ...manifest.esmodules,
      ...manifest.styles,
      ...manifest.languages.map((l: { path: string }) => l.path),
      ...manifest.packs.map((p: { path: string }) => p.path),
      manifest.license,
      // media and the background are named as Foundry serves them: systems/<id>/<path in dist>
      ...[...manifest.media.map((m: { url: string }) => m.url), manifest.background].map(
        (url: string) => url.replace(/^systems\/holocron\//, ""),
      ),
    ];
    expect(manifest.media.length).toBeGreaterThan(0);
    for (const path of named) expect(existsSync(join(DIST, path)), path).toBe(true);
  });

  it("ships no template.json (V14 warns on one; documentTypes in system.json replaces it)", () => {
    expect(existsSync(join(DIST, "template.json"))).toBe(false);
    expect(existsSync("template.json")).toBe(true);
  });

  it("holds no source or test files", () => {
    const files = filesUnder(DIST).map((f) => f.slice(DIST.length + 1));
    expect(files.filter((f) => /\.ts$|^test\/|^src\/|\.test\.|\.bench\./.test(f))).toEqual([]);
  });

  it("ships one ES module and one stylesheet with source maps", () => {
    expect(existsSync(join(DIST, "holocron.mjs.map"))).toBe(true);
    expect(readFileSync(join(DIST, "holocron.css"), "utf8")).toContain(".holocron");
  });

  it("the stylesheet is one cascade layer `system`: no rule outside it (styles/holocron.css)", () => {
    const css = readFileSync(join(DIST, "holocron.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    expect(css.startsWith("@layer system{")).toBe(true);
    let depth = 0;
    let end = -1;
    for (let i = css.indexOf("{"); i < css.length && end < 0; i++) {
      if (css[i] === "{") depth++;
      else if (css[i] === "}" && --depth === 0) end = i;
    }
    expect(css.slice(end + 1).trim()).toBe("");
  });
});

describe("the built bundle under the Foundry stand-in", () => {
  it("runs init, setup and ready without error and registers the ruleset setting", async () => {
    const env = installFoundry();
    const errors: unknown[] = [];
    const originalError = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await import(pathToFileURL(join(DIST, "holocron.mjs")).href);
      const hooks = env.Hooks as { callAll(hook: string, ...args: unknown[]): boolean };
      hooks.callAll("init");
      hooks.callAll("i18nInit");
      hooks.callAll("setup");
      hooks.callAll("ready");
      await new Promise((r) => setTimeout(r, 0));
    } finally {
      console.error = originalError;
    }
    expect(errors).toEqual([]);
    const settings = env.game.settings as { get(ns: string, key: string): unknown };
    expect(settings.get("holocron", "ruleset")).toBe("m20");
    expect(env.game.holocron).toBeDefined();
  });

  it("registers its roll classes by their own names (kept through minification)", () => {
    const rolls = (Reflect.get(globalThis, "CONFIG") as { Dice: { rolls: { name: string }[] } }).Dice
      .rolls;
    const names = rolls.map((r) => r.name);
    for (const name of ["D20Check", "WorldsCheck", "DamageRoll"]) expect(names).toContain(name);
  });

  type BuiltActor = {
    system: { health: { value: number; max: number } };
    statuses: Set<string>;
    applyDamage(amount: number, options?: { type?: string }): Promise<unknown>;
  };

  it.each([
    ["m20Character", { stats: { str: 10, dex: 10, mnd: 10 }, hitDice: [6], health: { value: 16 } }, 20, 0, "unconscious"],
    ["operaCharacter", { stats: { str: 10, dex: 10, mnd: 10 }, level: 1, health: { value: 20 } }, 23, -3, "dying"],
    ["worldsCharacter", { attributes: { menace: 0 }, health: { value: 12 } }, 15, 0, "wounded"],
  ] as const)(
    "the built %s takes damage by its own ruleset",
    async (type, system, damage, hpAfter, status) => {
      const config = Reflect.get(globalThis, "CONFIG") as {
        Actor: { documentClass: { create(data: object): Promise<BuiltActor> } };
      };
      const actor = await config.Actor.documentClass.create({ name: "Built", type, system });
      await actor.applyDamage(damage, { type: "kinetic" });
      expect(actor.system.health.value).toBe(hpAfter);
      expect([...actor.statuses]).toContain(status);
    },
  );
});
