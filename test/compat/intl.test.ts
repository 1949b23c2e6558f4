import { afterEach, describe, expect, it, vi } from "vitest";
import {
  countHelper,
  displayLocale,
  formatCount,
  formatDecimal,
  formatList,
  formatNumber,
  formatPercent,
  pluralKey,
  roundPercent,
  signed,
  useLocale,
} from "../../src/compat/intl.js";

describe("signed", () => {
  // One behaviour everywhere: roll dialogs and check cards once printed "-2" while sheets printed "−2".
  it.each([
    [3, "+3"],
    [0, "+0"],
    [-2, "\u22122"],
    [-8, "\u22128"],
  ])("signed(%d) = %s", (n, text) => {
    expect(signed(n)).toBe(text);
  });
});

describe("each number's text written once per format", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  // A sheet asks for the same few numbers on every render; Intl's format is what costs. Counted.
  it("a number asked again is the text kept, in each locale and format of its own", () => {
    // `format` is an accessor (ECMA-402: it returns the bound function): each read is one number written.
    // Typed as the plain value it is read as: TypeScript's lib declares `format` a method.
    const proto: { format: unknown } = Intl.NumberFormat.prototype;
    const format = vi.spyOn(proto, "format", "get");
    const first = [signed(7301), signed(7301), signed(7301, "de"), formatNumber(7301)];
    expect(first).toEqual(["+7301", "+7301", "+7301", "7,301"]);
    expect(format).toHaveBeenCalledTimes(3);
    expect(signed(-7301)).toBe("\u22127301");
    expect(format).toHaveBeenCalledTimes(4);
  });
  it("−0 is written each time, never taken for the 0 kept (a Map treats them as one key)", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(-0)).toBe("\u22120");
    expect(formatNumber(0)).toBe("0");
  });
});

const NNBSP = "\u202f"; // French groups digits with a narrow no-break space.
const NBSP = "\u00a0"; // German spaces its percent sign with a no-break space.
/**
 * French spaces its percent sign with a no-break space, narrow or not as the ICU data of the runtime
 * has it (CLDR changed it; Node 20's ICU gives U+00A0): whichever Intl gives, never a plain space.
 */
const FR_SPACE = "[\u00a0\u202f]";

describe("numbers in the user's language", () => {
  it.each([
    ["en", 10_000, "10,000", "3.5", "62%", "<1%", "+2", "\u22122"],
    ["de", 10_000, "10.000", "3,5", `62${NBSP}%`, `<1${NBSP}%`, "+2", "\u22122"],
    ["fr", 10_000, `10${NNBSP}000`, "3,5", `62${FR_SPACE}%`, `<1${FR_SPACE}%`, "+2", "\u22122"],
  ])(
    "%s: %d fights, a mean, percents and signs",
    (lang, n, fights, mean, pct, tiny, plus, minus) => {
      expect(formatNumber(n, {}, lang)).toBe(fights);
      expect(formatDecimal(3.5, lang)).toBe(mean);
      expect(formatPercent(0.62, lang)).toMatch(new RegExp(`^${pct}$`));
      expect(formatPercent(1 / 400, lang)).toMatch(new RegExp(`^${tiny}$`));
      expect(signed(2, lang)).toBe(plus);
      expect(signed(-2, lang)).toBe(minus);
    },
  );

  it("an interval's bound is a plain whole percent; a negative number takes the true minus", () => {
    expect(roundPercent(0.004, "en")).toBe("0%");
    expect(roundPercent(0.675, "fr")).toMatch(new RegExp(`^68${FR_SPACE}%$`));
    expect(formatNumber(-1234.5, {}, "de")).toBe("\u22121.234,5");
  });

  it("the locale the shell set is the default, read once", () => {
    useLocale("de");
    try {
      expect(displayLocale()).toBe("de");
      expect(formatDecimal(2.25)).toBe("2,3");
      expect(signed(-3)).toBe("\u22123");
    } finally {
      useLocale("en");
    }
    expect(formatDecimal(2.25)).toBe("2.3");
  });
});

describe("counts' plural forms", () => {
  const keys = new Set(["K.one", "K.other", "F.other"]);
  const has = (k: string) => keys.has(k);
  it.each([
    ["en", 1, "K.one"],
    ["en", 0, "K.other"],
    ["de", 2, "K.other"],
    // French counts 0 as singular (CLDR plural rules: https://cldr.unicode.org/index/cldr-spec/plural-rules).
    ["fr", 0, "K.one"],
    ["fr", 1, "K.one"],
    ["fr", 2, "K.other"],
  ])("%s %d → %s", (lang, count, key) => {
    expect(pluralKey("K", count, has, lang)).toBe(key);
  });

  it("a category the lang file lacks falls back to .other", () => {
    expect(pluralKey("F", 1, has, "en")).toBe("F.other");
  });

  it("formatCount fills {count} in the user's language and keeps the other values", () => {
    const i18n = { format: (k: string, d: Record<string, string>) => `${k} ${d.count} ${d.name}` };
    expect(formatCount(i18n, "K", 1000, { name: "Kara" }, "de")).toBe("K.other 1.000 Kara");
    expect(formatCount(i18n, "K", 1, { name: "Kara" }, "en")).toBe("K.one 1 Kara");
  });

  it("the template helper reads count= from the hash and the rest as data", () => {
    const format = (k: string, d: Record<string, string>) => `${k}|${JSON.stringify(d)}`;
    const helper = countHelper({ format, has });
    expect(helper("K", { hash: { count: 2, faces: 6 } })).toBe('K.other|{"faces":"6","count":"2"}');
  });
});

describe("lists in the user's language", () => {
  it.each([
    ["en", "Kara, Dex, Tal"],
    ["de", "Kara, Dex und Tal"],
    ["fr", "Kara, Dex et Tal"],
  ])("%s: %s", (lang, text) => {
    expect(formatList(["Kara", "Dex", "Tal"], lang)).toBe(text);
  });

  it("English keeps the plain comma list every card showed: two, one, none", () => {
    expect(formatList(["prone", "stunned"], "en")).toBe("prone, stunned");
    expect(formatList(["prone"], "en")).toBe("prone");
    expect(formatList([], "en")).toBe("");
  });
});
