import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { installFoundry } from "../../foundry/index.js";

installFoundry();
const { packsToHide } = await import("../../../src/applications/compendia/other-rulesets.js");

type ManifestPack = { name: string; flags?: { holocron?: { ruleset?: string } } };
const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { packs: ManifestPack[] };
const packs = manifest.packs.map((p) => ({
  collection: `holocron.${p.name}`,
  ruleset: p.flags?.holocron?.ruleset ?? null,
}));

describe("the compendia of the other rulesets", () => {
  it.each([
    ["m20", ["force-powers", "m20-equipment", "m20-npcs", "m20-rules"]],
    [
      "starWorlds",
      ["worlds-rules", "worlds-equipment", "worlds-careers", "worlds-species", "worlds-npcs"],
    ],
    ["spaceOpera", ["psionic-powers", "opera-equipment", "opera-npcs", "opera-rules"]],
  ] as const)("a %s world sees its own packs and the shared macros, nothing else", (world, own) => {
    const hidden = packsToHide(packs, world);
    const shown = packs.map((p) => p.collection).filter((c) => !hidden.has(c));
    expect(shown.sort()).toEqual(["holocron.macros", ...own.map((n) => `holocron.${n}`)].sort());
  });

  it("leaves alone a pack that names no ruleset, or one Holocron does not know", () => {
    const hidden = packsToHide(
      [
        { collection: "world.loot", ruleset: null },
        { collection: "module.x", ruleset: "pathfinder" },
        { collection: "holocron.m20-npcs", ruleset: "m20" },
      ],
      "spaceOpera",
    );
    expect([...hidden]).toEqual(["holocron.m20-npcs"]);
  });
});

describe("the Compendium tab of an m20 world", () => {
  /** The tab as it renders: the manifest's folders, one entry per pack (V13 marks each with data-pack). */
  function directory(): HTMLElement {
    const window = new Window();
    const entry = (name: string) =>
      `<li class="directory-item compendium" data-pack="holocron.${name}">${name}</li>`;
    const folder = (name: string, content: string) =>
      `<li class="directory-item folder" data-name="${name}"><ol class="subdirectory">${content}</ol></li>`;
    const root = window.document.createElement("section");
    root.innerHTML = `<ol class="directory-list">${folder(
      "Holocron",
      entry("macros") +
        folder("m20", entry("m20-rules") + entry("m20-npcs")) +
        folder("worlds", entry("worlds-rules") + entry("worlds-npcs")) +
        folder("opera", entry("opera-rules")),
    )}${entry("opera-equipment")}</ol>`;
    return root as unknown as HTMLElement; // happy-dom's element stands for the DOM's
  }

  async function world(show: boolean) {
    const env = installFoundry();
    env.game.packs = manifest.packs.map((p) => ({
      collection: `holocron.${p.name}`,
      metadata: { flags: p.flags ?? {} },
    }));
    const { registerSettings } = await import("../../../src/settings.js");
    registerSettings();
    const { registerOtherRulesetPacks, hideOtherRulesetPacks, SHOW_SETTING } =
      await import("../../../src/applications/compendia/other-rulesets.js");
    registerOtherRulesetPacks();
    const settings = env.game.settings as { set(n: string, k: string, v: unknown): Promise<void> };
    await settings.set("holocron", "ruleset", "m20");
    await settings.set("holocron", SHOW_SETTING, show);
    return hideOtherRulesetPacks;
  }

  const packsIn = (root: HTMLElement) =>
    [...root.querySelectorAll<HTMLElement>("[data-pack]")].map((e) => e.dataset.pack);
  const foldersIn = (root: HTMLElement) =>
    [...root.querySelectorAll<HTMLElement>(".folder")].map((e) => e.dataset.name);

  it("takes the other rulesets' entries and their emptied folders out, not merely hidden", async () => {
    const hide = await world(false);
    const root = directory();
    hide(root);
    expect(packsIn(root)).toEqual(["holocron.macros", "holocron.m20-rules", "holocron.m20-npcs"]);
    expect(foldersIn(root)).toEqual(["Holocron", "m20"]);
    expect(root.querySelectorAll("[hidden]")).toHaveLength(0);
  });

  it("leaves the tab as it is when the GM asks to see every pack", async () => {
    const hide = await world(true);
    const root = directory();
    hide(root);
    expect(packsIn(root)).toHaveLength(7);
    expect(foldersIn(root)).toEqual(["Holocron", "m20", "worlds", "opera"]);
  });
});
