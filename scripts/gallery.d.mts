/** Builds build/gallery/index.html from test/gallery/entries/*.ts (see gallery.mjs). */
export function buildGallery(options?: { quiet?: boolean; locale?: "en" | "pseudo" }): Promise<{
  entries: { id: string; kind: string; width: number; ruleset: string; title: string }[];
  page: string;
}>;

/** A DialogV2's footer for these buttons (labels through `localize`), as the gallery renders it. */
export function dialogFooter(
  buttons: readonly {
    action: string;
    label: string;
    icon?: string;
    default?: boolean;
    type?: string;
  }[],
  localize: (key: string) => string,
): string;

/** A PNG per entry and theme in `png/` beside the page (needs Chromium); the files written. */
export function writeGalleryPngs(gallery: {
  entries: readonly { id: string }[];
  page: string;
}): Promise<string[]>;

/** A window's title and icon as its application sets them. */
export interface GalleryWindow {
  title: string;
  data?: Record<string, string>;
  prefix?: string;
  icon?: string;
}

/** A window's title as its application shows it: the key formatted with its data, after the prefix. */
export function windowTitle(window: GalleryWindow, localize: (key: string) => string): string;

/** Foundry's frame around an entry's rendered body, as the gallery draws it. */
export function frame(
  entry: {
    id: string;
    kind: string;
    title: string;
    window?: GalleryWindow;
    context?: Record<string, unknown>;
    buttons?: readonly { action: string; label: string; icon?: string; default?: boolean }[];
  },
  body: string,
  localize: (key: string) => string,
): string;
