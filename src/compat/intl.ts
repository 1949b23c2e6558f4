/**
 * Number formatting every sheet, dialog, card, tracker and notification shares, so a bonus reads the
 * same everywhere and in the user's language: every number, percent, sign and count goes through
 * `Intl`, as dnd5e's `formatNumber` does (module/utils.mjs). Each function is pure given its locale;
 * the locale defaults to the one the shell set once from `game.i18n.lang` (`useLocale`, on Foundry's
 * `i18nInit`: src/hooks/i18n.ts). It sits beside the rules so that documents, migrations and
 * notifications use it too; applications take it through ../applications/format.ts.
 */

let current = "en";

/** The user's language for every number shown (Foundry's `game.i18n.lang`: "en", "de", "fr", …). */
export function useLocale(lang: string): void {
  current = lang;
}

/** The locale numbers are shown in now. */
export function displayLocale(): string {
  return current;
}

/**
 * One `Intl` formatter per locale and options, as dnd5e caches its own (module/utils.mjs
 * `getNumberFormatter`, `getPluralRules`): building one is far slower than using it.
 */
function cached<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

/**
 * Intl's minus is the hyphen-minus in most locales; the true minus sign (U+2212) reads better and is
 * what every card and sheet has always shown (display only, never a formula).
 */
const trueMinus = (text: string): string => text.replace("-", "\u2212");

/** The most texts one formatter keeps: a sheet shows a few dozen distinct numbers. */
const KEPT_TEXTS = 1000;

/**
 * One locale and options' `Intl.NumberFormat`, and the text of each number it has written: a sheet
 * asks for the same small numbers many times per render, and `format` is what costs (it always
 * gives the same text for the same number). −0 is written each time: a Map takes it for 0.
 */
class NumberTexts {
  readonly #format: Intl.NumberFormat;
  readonly #texts = new Map<number, string>();
  constructor(locale: string, options: Intl.NumberFormatOptions) {
    this.#format = new Intl.NumberFormat(locale, options);
  }
  text(n: number): string {
    if (Object.is(n, -0)) return trueMinus(this.#format.format(n));
    let text = this.#texts.get(n);
    if (text === undefined) {
      text = trueMinus(this.#format.format(n));
      if (this.#texts.size >= KEPT_TEXTS) this.#texts.clear();
      this.#texts.set(n, text);
    }
    return text;
  }
}

const numberFormats = new Map<string, NumberTexts>();
/** This module's own options objects, found by identity: no key is written per number shown. */
const byOptions = new WeakMap<Intl.NumberFormatOptions, Map<string, NumberTexts>>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): NumberTexts {
  let perLocale = byOptions.get(options);
  if (perLocale === undefined) {
    perLocale = new Map();
    byOptions.set(options, perLocale);
  }
  let texts = perLocale.get(locale);
  if (texts === undefined) {
    texts = cached(numberFormats, `${locale}|${JSON.stringify(options)}`, () => {
      return new NumberTexts(locale, options);
    });
    perLocale.set(locale, texts);
  }
  return texts;
}

/** The options of a plain number (no sign, grouped), one object for every call. */
const PLAIN: Intl.NumberFormatOptions = Object.freeze({});

/**
 * A number in the user's language: "10,000" in English, "10.000" in German, "10 000" in French.
 * An options object is read once (its formatter is kept by the object): pass a new one, never a
 * changed one.
 */
export function formatNumber(
  n: number,
  options: Intl.NumberFormatOptions = PLAIN,
  locale = current,
): string {
  return numberFormat(locale, options).text(n);
}

const DECIMAL: Intl.NumberFormatOptions = Object.freeze({
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const SIGNED: Intl.NumberFormatOptions = Object.freeze({
  signDisplay: "always",
  useGrouping: false,
});
const PERCENT: Intl.NumberFormatOptions = Object.freeze({
  style: "percent",
  maximumFractionDigits: 0,
});

/** A mean to one decimal place, always shown: "3.0" in English, "3,0" in German and French. */
export function formatDecimal(n: number, locale = current): string {
  return formatNumber(n, DECIMAL, locale);
}

/**
 * "+2", "+0", "−1": always signed, with the true minus. Ungrouped: a bonus is a small figure, and
 * "+1234" is what the sheet has always shown.
 */
export function signed(n: number, locale = current): string {
  return formatNumber(n === 0 ? 0 : n, SIGNED, locale);
}

const listFormats = new Map<string, Intl.ListFormat>();

/**
 * Names, statuses or fields in a row, as the user's language lists them: "a, b, c" in English,
 * "a, b und c" in German, "a, b et c" in French (Intl's unit list, whose short English style is
 * the comma list every card has always shown).
 */
export function formatList(items: readonly string[], locale = current): string {
  const format = cached(listFormats, locale, () => {
    return new Intl.ListFormat(locale, { type: "unit", style: "short" });
  });
  return format.format(items);
}

/** A whole percent as Intl writes it: "62%" in English and German ("62 %"), "62 %" in French. */
function wholePercent(whole: number, locale: string): string {
  return formatNumber(whole / 100, PERCENT, locale);
}

/**
 * The one percentage format of every card, dialog and tracker: whole percents (55%, 48%, 8%), so
 * columns align whatever the dice; a chance that is possible but rounds to 0 or 100 says so
 * ("<1%", ">99%") instead of claiming certainty. Rounded from tenths first so floating-point noise
 * (0.55 × 100) never shows.
 */
export function formatPercent(p: number, locale = current): string {
  const tenths = Math.round(p * 1000);
  if (tenths <= 0) return wholePercent(0, locale);
  if (tenths >= 1000) return wholePercent(100, locale);
  const whole = Math.round(tenths / 10);
  if (whole < 1) return `<${wholePercent(1, locale)}`;
  if (whole > 99) return `>${wholePercent(99, locale)}`;
  return wholePercent(whole, locale);
}

/** A fraction rounded to a whole percent with no "<1%" hedge (an interval's bounds): "12%". */
export function roundPercent(p: number, locale = current): string {
  return wholePercent(Math.round(p * 100), locale);
}

const plurals = new Map<string, Intl.PluralRules>();
const pluralRules = (locale: string) => cached(plurals, locale, () => new Intl.PluralRules(locale));

/**
 * The key of a count's plural form: `${key}.one`, `${key}.other`, … by `Intl.PluralRules` (the
 * categories CLDR names). A language whose lang file lacks a category falls back to `.other`, the
 * one every language has; `has` says whether a key exists (Foundry's `game.i18n.has`).
 */
export function pluralKey(
  key: string,
  count: number,
  has: (key: string) => boolean,
  locale = current,
): string {
  const exact = `${key}.${pluralRules(locale).select(count)}`;
  return has(exact) ? exact : `${key}.other`;
}

/** The localization a count needs: Foundry's `game.i18n`, or a dictionary in tests and the gallery. */
export interface CountI18n {
  format(key: string, data: Record<string, string>): string;
  /** Whether a key exists (Foundry's `Localization#has`); without it every plural key is taken as there. */
  has?(key: string): boolean;
}

/**
 * A count in words: the plural form of `key` for `count` (`pluralKey`), with `{count}` in the user's
 * language and the rest of `data` as given.
 */
export function formatCount(
  i18n: CountI18n,
  key: string,
  count: number,
  data: Record<string, string> = {},
  locale = current,
): string {
  const has = (k: string) => i18n.has?.(k) ?? true;
  return i18n.format(pluralKey(key, count, has, locale), {
    ...data,
    count: formatNumber(count, PLAIN, locale),
  });
}

/**
 * The `holocronCount` template helper: `{{holocronCount "HOLOCRON.Chase.ToCombat" count=n}}`, the
 * plural form for `count=` with the hash's other values as the key's data (Handlebars escapes the
 * text it returns, as it does `localize`'s).
 */
export function countHelper(i18n: CountI18n) {
  return (key: unknown, options: { hash: Record<string, unknown> }): string => {
    const { count, ...rest } = options.hash;
    const data = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v ?? "")]));
    return formatCount(i18n, String(key), Number(count), data);
  };
}

/**
 * The `holocronWord` template helper: `{{holocronWord key}}`, `localize` for a word a template repeats
 * on every row (an item's fact labels), looked up once per render. The render's root context keys the
 * memo: the sheet builds a new context for each render, so each render looks every word up again
 * (a translation a module changes shows at the next render). A call without a root context (no
 * `data`) looks the word up.
 */
export function wordHelper(localize: (key: string) => string) {
  const memos = new WeakMap<object, Map<string, string>>();
  return (key: unknown, options: { data?: { root?: unknown } }): string => {
    const text = String(key);
    const root = options.data?.root;
    if (typeof root !== "object" || root === null) return localize(text);
    let memo = memos.get(root);
    if (memo === undefined) memos.set(root, (memo = new Map()));
    let word = memo.get(text);
    if (word === undefined) memo.set(text, (word = localize(text)));
    return word;
  };
}
