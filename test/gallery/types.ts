/**
 * One thing the gallery (npm run gallery → build/gallery/index.html) shows: a template rendered with a
 * context built by the system's own context code. Each area adds its entries in test/gallery/entries/<area>.ts
 * as `export const entries: GalleryEntry[]` (or a function returning a promise of them).
 */
import type { DialogButtonSpec } from "../../src/applications/dialogs/dialog-buttons.js";

export interface GalleryEntry {
  /** Unique, kebab-case; used for the screenshot file name. */
  id: string;
  /** Shown above the rendered entry. */
  title: string;
  /**
   * A dialog's or window's frame as its application sets it (`options.window`, or its `title` getter):
   * the title's lang key with its data and the icon, the same values the source passes. Required for
   * kinds "dialog" and "window" (scripts/gallery.mjs refuses to build without it); a sheet's title is
   * its document's name.
   */
  window?: GalleryWindow;
  ruleset: "m20" | "starWorlds" | "spaceOpera" | "all";
  /**
   * "window" is an application other than a sheet or dialog (the chase tracker, the world ledger),
   * drawn in its frame; "tracker" is the combat sidebar or one of its rows, which have none.
   */
  kind: "sheet" | "card" | "dialog" | "window" | "tracker";
  /** Template paths relative to the repo root, rendered in order and concatenated (a sheet's parts). */
  templates: string[];
  context: Record<string, unknown>;
  /** CSS classes of the wrapping element as Foundry would set them (e.g. "holocron sheet actor m20Character"). */
  classes: string;
  /** Width in px the entry is shown at (a sheet's default width; a chat card's 300). */
  width: number;
  /** The class of a `<details>` menu shown open (a sheet's menu as a click leaves it). */
  openMenu?: string;
  /**
   * A dialog's footer: the button list its source file exports and builds its DialogV2 call from
   * (src/applications/dialogs/dialog-buttons.ts); the gallery renders exactly these.
   */
  buttons?: readonly DialogButtonSpec[];
}

/** A window's title and icon as its application sets them (scripts/gallery.mjs, windowTitle). */
export interface GalleryWindow {
  /** The lang key of the title. */
  title: string;
  /** The title's format data; a value that is a HOLOCRON key is localized first. */
  data?: Record<string, string>;
  /** Put before the title with ": " (the roll dialog's actor name). */
  prefix?: string;
  /** The Font Awesome classes of the window's icon, when the application sets one. */
  icon?: string;
}

export type GalleryEntries = GalleryEntry[] | (() => Promise<GalleryEntry[]>);
