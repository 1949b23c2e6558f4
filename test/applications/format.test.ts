import { describe, expect, it } from "vitest";
import { signed } from "../../src/applications/format.js";

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
