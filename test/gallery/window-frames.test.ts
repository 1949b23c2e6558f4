/**
 * The gallery draws every window as Foundry would: each application (a sheet, a dialog, a window such as
 * the chase tracker or the world ledger) inside its frame, and each dialog or window under the title and
 * icon its own source sets (a lang key that src passes as `window.title` or formats in a `title` getter),
 * never under the gallery's caption.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { frame, windowTitle } from "../../scripts/gallery.mjs";
import { createTemplateEnv } from "../templates/handlebars-env.js";
import { sourceFiles } from "../scripts/source-files.js";
import { entryRenderer, galleryEntries } from "../templates/gallery-render.js";
import { holocronTokenTools } from "../../src/applications/control-tools.js";

const sources = sourceFiles().map((file) => readFileSync(file, "utf8"));
const all = await galleryEntries();
const windowed = all.filter(({ entry }) => entry.kind === "dialog" || entry.kind === "window");

describe("gallery windows: framed, under their own titles", () => {
  it("every application the gallery shows is drawn in a frame", () => {
    const unframed = all
      .filter(({ entry }) => entry.classes.split(" ").includes("application"))
      .filter(({ entry }) => !["sheet", "dialog", "window"].includes(entry.kind))
      .map(({ entry }) => entry.id);
    expect(unframed).toEqual([]);
    // the chase tracker (6), the encounter builder (2), the world ledger and the combat replay
    expect(all.filter(({ entry }) => entry.kind === "window").length).toBeGreaterThanOrEqual(10);
  });

  it("each dialog's and window's title and icon are those its source sets, in one file", () => {
    const env = createTemplateEnv();
    expect(windowed.length).toBeGreaterThanOrEqual(40);
    for (const { entry } of windowed) {
      const w = entry.window;
      expect(w, entry.id).toBeDefined();
      const title = windowTitle(w!, env.localize);
      expect(title, entry.id).not.toContain("{");
      const files = sources.filter((text) => text.includes(`"${w!.title}"`));
      expect(files.length, `${entry.id}: no source titles a window ${w!.title}`).toBeGreaterThan(0);
      if (w!.icon)
        expect(
          files.some((text) => text.includes(`icon: "${w!.icon}"`)),
          `${entry.id}: ${w!.icon} beside ${w!.title}`,
        ).toBe(true);
    }
    expect([...env.missing]).toEqual([]);
  });

  it("the frame's title is the window's, its icon only the one the application sets", () => {
    const env = createTemplateEnv();
    for (const { entry } of windowed) {
      const html = frame(entry, "", env.localize);
      const h1 = /<h1 class="window-title">([^<]*)<\/h1>/.exec(html)?.[1];
      expect(h1, entry.id).toBe(
        windowTitle(entry.window!, env.localize)
          .replaceAll("&", "&amp;")
          .replaceAll("<", "&lt;")
          .replaceAll(">", "&gt;")
          .replaceAll('"', "&quot;"),
      );
      const icon = /<i class="window-icon ([^"]*)"/.exec(html)?.[1];
      expect(icon, entry.id).toBe(entry.window!.icon);
    }
  });

  it("a dialog or window without its title is refused, and a roll dialog reads 'actor: roll'", () => {
    const env = createTemplateEnv();
    const dialog = { id: "x", kind: "dialog", title: "A caption", buttons: [] };
    expect(() => frame(dialog, "", env.localize)).toThrow(/names no window title/);
    expect(() => frame({ ...dialog, kind: "window" }, "", env.localize)).toThrow(
      /names no window title/,
    );
    const roll = all.find(({ entry }) => entry.id === "roll-dialog-m20-skill")!.entry;
    expect(windowTitle(roll.window!, env.localize)).toBe("Kara Venn: Physical check");
  });
});

describe("the screens the gallery shows", () => {
  it("names each by its id: the Star Worlds damage previews, its tracker, the GM's scene controls", () => {
    const ids = new Set(all.map(({ entry }) => entry.id));
    for (const id of ["card-damage-preview-worlds", "tracker-full-worlds", "scene-controls-gm"])
      expect(ids.has(id), id).toBe(true);
  });

  it("no Star Worlds screen shows a d20: its 2d6 rolls show a pair of dice (cards, buttons, trackers)", () => {
    const { env, render } = entryRenderer();
    const worlds = all.filter(({ entry }) => entry.ruleset === "starWorlds");
    expect(worlds.length).toBeGreaterThan(30);
    let pairs = 0;
    for (const { entry } of worlds) {
      const html = frame(entry, render(entry).body.innerHTML, env.localize);
      expect(html, entry.id).not.toContain("fa-dice-d20");
      pairs +=
        html.split("fa-solid fa-dice ").length - 1 + (html.split('fa-solid fa-dice"').length - 1);
    }
    expect(pairs).toBeGreaterThan(10);
  });

  it("the GM's scene controls show every tool the hook adds, by its own name and icon", () => {
    const env = createTemplateEnv();
    const controls = all.find(({ entry }) => entry.id === "scene-controls-gm")!.entry;
    const html = entryRenderer().render(controls).body.innerHTML;
    for (const tool of holocronTokenTools(true)) {
      const label = env.localize(tool.title);
      expect(html, tool.name).toContain(
        `class="tool ui-control icon ${tool.icon}" aria-label="${label}" data-tooltip="${label}"`,
      );
    }
    expect([...env.missing]).toEqual([]);
  });
});
