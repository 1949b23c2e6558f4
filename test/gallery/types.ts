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
  /** The title on the window frame, when it is not the actor's or item's name (a dialog's real title). */
  windowTitle?: string;
  /** The window's header icon (its DEFAULT_OPTIONS window.icon), when it has its own. */
  windowIcon?: string;
  ruleset: "m20" | "starWorlds" | "spaceOpera" | "all";
  /** "window": an application window other than a sheet, framed as Foundry frames it, with its title. */
  kind: "sheet" | "card" | "dialog" | "tracker" | "window";
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

export type GalleryEntries = GalleryEntry[] | (() => Promise<GalleryEntry[]>);
