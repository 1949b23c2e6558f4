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
