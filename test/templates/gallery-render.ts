/**
 * The gallery's entries (test/gallery/entries, each file's `entries`) and each rendered as the gallery
 * renders it: its templates with the real Handlebars environment, concatenated in one document.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { Window } from "happy-dom";
import type { GalleryEntries, GalleryEntry } from "../gallery/types.js";
import { createTemplateEnv, ROOT } from "./handlebars-env.js";

/** Every gallery entry with the entry file it is in ("chat" for chat.ts), in the files' order. */
export async function galleryEntries(): Promise<{ file: string; entry: GalleryEntry }[]> {
  const dir = join(ROOT, "test", "gallery", "entries");
  const files = readdirSync(dir).filter((name) => name.endsWith(".ts"));
  const lists = await Promise.all(
    files.sort().map(async (name) => {
      const { entries } = (await import(pathToFileURL(join(dir, name)).href)) as {
        entries: GalleryEntries;
      };
      const list = typeof entries === "function" ? await entries() : entries;
      return list.map((entry) => ({ file: name.replace(/\.ts$/, ""), entry }));
    }),
  );
  return lists.flat();
}

/** A renderer of entries into documents, sharing one template environment (its `missing` keys). */
export function entryRenderer() {
  const env = createTemplateEnv();
  const window = new Window();
  return {
    env,
    render: (entry: GalleryEntry) =>
      new window.DOMParser().parseFromString(
        `<div>${entry.templates.map((t) => env.render(t, entry.context)).join("\n")}</div>`,
        "text/html",
      ),
  };
}
