/**
 * The gallery shows each dialog with its own footer: every dialog entry names the button list its source
 * file exports, every DialogV2 call in src builds its buttons from such an exported list (none written
 * inline), and the footer the gallery renders is exactly that list, localized.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { dialogFooter } from "../../scripts/gallery.mjs";
import type { DialogButtonSpec } from "../../src/applications/dialogs/dialog-buttons.js";
import { createTemplateEnv } from "../templates/handlebars-env.js";
import type { GalleryEntry } from "./types.js";

const ROOT = join(__dirname, "..", "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? sourceFiles(join(dir, d.name))
      : d.name.endsWith(".ts")
        ? [join(dir, d.name)]
        : [],
  );
}

/** Every button list src exports (`export const NAME: readonly DialogButtonSpec[]`): name → value. */
async function sourceButtonLists(): Promise<Map<string, readonly DialogButtonSpec[]>> {
  const lists = new Map<string, readonly DialogButtonSpec[]>();
  for (const file of sourceFiles(join(ROOT, "src"))) {
    const text = readFileSync(file, "utf8");
    const names = [...text.matchAll(/export const ([A-Z_]+): readonly DialogButtonSpec\[\]/g)];
    if (!names.length) continue;
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [, name] of names) lists.set(name!, mod[name!] as readonly DialogButtonSpec[]);
  }
  return lists;
}

/**
 * The names of the lists src's DialogV2 calls are built from: each list named in `dialogButtons(`'s
 * first argument (`dialogButtons(NAME` or a choice `dialogButtons(cond ? NAME_A : NAME_B`), and each
 * named as the `buttons` of a form dialog (`openFormDialog({ …, buttons: NAME }`, which passes it to
 * `dialogButtons`).
 */
function builtFrom(): Set<string> {
  const text = sourceFiles(join(ROOT, "src")).map((f) => readFileSync(f, "utf8"));
  return new Set(
    text.flatMap((t) => [
      ...[...t.matchAll(/dialogButtons\(\s*([^,)]+)/g)].flatMap((m) =>
        [...m[1]!.matchAll(/\b[A-Z][A-Z_]+\b/g)].map((n) => n[0]),
      ),
      ...[...t.matchAll(/openFormDialog\(\s*\{[\s\S]*?\bbuttons: ([A-Z][A-Z_]+),/g)].map(
        (m) => m[1]!,
      ),
    ]),
  );
}

async function dialogEntries(): Promise<GalleryEntry[]> {
  const dir = join(ROOT, "test", "gallery", "entries");
  const all: GalleryEntry[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    const mod = (await import(pathToFileURL(join(dir, file)).href)) as {
      entries: GalleryEntry[] | (() => Promise<GalleryEntry[]>);
    };
    all.push(...(typeof mod.entries === "function" ? await mod.entries() : mod.entries));
  }
  return all.filter((e) => e.kind === "dialog");
}

describe("gallery dialogs carry their own buttons", () => {
  it("every DialogV2 call in src builds its buttons from an exported list", () => {
    for (const file of sourceFiles(join(ROOT, "src"))) {
      const text = readFileSync(file, "utf8");
      const calls = text.split(/DialogV2(?:\.wait)?\(\{/).slice(1);
      for (const call of calls) {
        const options = call.slice(0, call.search(/\n {0,4}\}\)/));
        if (!options.includes("buttons")) continue;
        expect(options, file).not.toMatch(/buttons: \[/);
        expect(options, file).toMatch(/buttons: dialogButtons\(|\.\.\.step/);
      }
    }
  });

  it("each dialog entry's buttons are one of its source dialog's button lists", async () => {
    const byName = await sourceButtonLists();
    // Only lists a dialog is built from count (a list no DialogV2 uses would be the made-up footer again).
    const used = builtFrom();
    expect([...used].sort()).toEqual([...byName.keys()].sort());
    const lists = [...byName.values()];
    const entries = await dialogEntries();
    expect(entries.length).toBeGreaterThanOrEqual(20);
    for (const entry of entries) {
      expect(entry.buttons, entry.id).toBeDefined();
      expect(lists.includes(entry.buttons!), `${entry.id}'s buttons are a source list`).toBe(true);
    }
  });

  it("the gallery footer renders exactly the entry's buttons, localized", async () => {
    const env = createTemplateEnv();
    for (const entry of await dialogEntries()) {
      const html = dialogFooter(entry.buttons!, env.localize);
      const actions = [...html.matchAll(/data-action="([^"]+)"/g)].map((m) => m[1]);
      expect(actions, entry.id).toEqual(entry.buttons!.map((b) => b.action));
      for (const b of entry.buttons!) expect(html).toContain(env.localize(b.label));
      const defaults = [...html.matchAll(/<button[^>]*class="default"/g)].length;
      expect(defaults, entry.id).toBe(entry.buttons!.filter((b) => b.default).length);
      const disabled = [...html.matchAll(/<button[^>]* disabled>/g)].length;
      expect(disabled, entry.id).toBe(entry.buttons!.filter((b) => b.disabled).length);
    }
    expect(env.missing.size).toBe(0);
    expect(
      dialogFooter([{ action: "x", label: "HOLOCRON.Roll.Dialog.Cancel" }], env.localize),
    ).toBe(
      `<footer class="form-footer"><button type="submit" data-action="x"><span>${env.localize("HOLOCRON.Roll.Dialog.Cancel")}</span></button></footer>`,
    );
  });
});
