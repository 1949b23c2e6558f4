/** Builds build/gallery/index.html from test/gallery/entries/*.ts (see gallery.mjs). */
export function buildGallery(options?: { quiet?: boolean; locale?: "en" | "pseudo" }): Promise<{
  entries: { id: string; kind: string; width: number; ruleset: string; title: string }[];
  page: string;
}>;
