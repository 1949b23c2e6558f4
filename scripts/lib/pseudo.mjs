// A pseudo-locale made from lang/en.json: every letter accented and every word about 40% longer, so
// the gallery shows where a longer translation (German, French, Finnish run 30–40% longer than English)
// would clip or overlap, and the accents show any string that skipped localization. `{placeholders}`,
// HTML tags and entities are kept as they are: the code fills and reads them.

const PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const ACCENTED = "áƀçđéƒĝĥíĵķĺḿñóṕʠŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹḾÑÓṔǪŔŠŢÚṼŴẊÝŽ";
const ACCENT = new Map([...PLAIN].map((c, i) => [c, [...ACCENTED][i]]));

/** How much longer each word gets. */
export const EXPANSION = 0.4;

const accent = (text) => [...text].map((c) => ACCENT.get(c) ?? c).join("");

/** One word, accented, with ⌈40%⌉ more letters taken from its own start (so it still reads as it). */
function stretch(word) {
  const extra = Math.ceil(word.length * EXPANSION);
  let filler = "";
  while (filler.length < extra) filler += word.toLowerCase();
  return accent(word + filler.slice(0, extra));
}

/** Pieces left alone: `{name}`, `<tag …>`, `&amp;`. */
const KEPT = /(\{[^}]*\}|<[^>]*>|&[#a-z0-9]+;)/i;

export function pseudoLocalize(text) {
  return text
    .split(KEPT)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]+/g, stretch)))
    .join("");
}

/** The whole language file, every string value pseudo-localized, keys untouched. */
export function pseudoLocale(node) {
  if (typeof node === "string") return pseudoLocalize(node);
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, pseudoLocale(value)]));
}
