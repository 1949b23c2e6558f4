// The damage card's recipient rows: which are checked, with which multiplier, read from the card;
// only stored targets and the selected-tokens row count.
import { describe, expect, it } from "vitest";
import {
  applyChoice,
  pressMultiplier,
  readApplyRows,
  type ApplyRowState,
} from "../../../src/cards/apply.js";
import { plainDamageCard } from "./fixtures.js";

/** A rendered row as the DOM gives it: data attributes, a checkbox and three multiplier buttons. */
function row(uuid: string, checked: boolean, pressed: string, selected = false) {
  const buttons = ["half", "full", "double"].map((multiplier) => {
    const attrs: Record<string, string> = { "aria-pressed": String(multiplier === pressed) };
    const button = {
      dataset: { multiplier },
      attrs,
      setAttribute: (name: string, value: string) => void (attrs[name] = value),
      closest: () => element,
    };
    return button;
  });
  const element: {
    dataset: Record<string, string>;
    querySelector(selector: string): unknown;
    querySelectorAll(selector?: string): unknown[];
  } = {
    dataset: { uuid, applyRow: selected ? "selected" : "target" },
    querySelector: (selector: string) =>
      selector.startsWith("input")
        ? { checked }
        : (buttons.find((b) => b.attrs["aria-pressed"] === "true") ?? null),
    querySelectorAll: (selector?: string) => (selector === "[data-preview]" ? previews : buttons),
  };
  // The row's previews, one per multiplier (×1 shown), as the render hook fills them.
  const previews = ["heal", "none", "half", "full", "double"].map((preview) => ({
    dataset: { preview },
    hidden: preview !== "full",
  }));
  return { element, buttons, previews };
}

describe("readApplyRows", () => {
  it("each row's target, checkbox and pressed multiplier (none pressed: ×1)", () => {
    const rows = [
      row("Actor.a", true, "half"),
      row("Actor.b", false, "none"),
      row("", true, "double", true),
    ];
    const card = { querySelectorAll: () => rows.map((r) => r.element) };
    expect(readApplyRows(card as never)).toEqual([
      { uuid: "Actor.a", selected: false, checked: true, scale: "half" },
      { uuid: "Actor.b", selected: false, checked: false, scale: "full" },
      { uuid: "", selected: true, checked: true, scale: "double" },
    ]);
  });
});

describe("applyChoice", () => {
  const card = plainDamageCard({
    targets: [
      { uuid: "Actor.a", name: "A", ac: 12 },
      { uuid: "Actor.b", name: "B", ac: 14 },
    ],
  });
  const state = (over: Partial<ApplyRowState>): ApplyRowState => ({
    uuid: "Actor.a",
    selected: false,
    checked: true,
    scale: "full",
    ...over,
  });

  it("the checked stored targets with their multipliers, and the selected tokens' multiplier", () => {
    expect(
      applyChoice(
        [
          state({ scale: "half" }),
          state({ uuid: "Actor.b", checked: false }),
          state({ uuid: "", selected: true, scale: "double" }),
        ],
        card,
      ),
    ).toEqual({ targets: [{ uuid: "Actor.a", name: "A", scale: "half" }], selected: "double" });
  });

  it("a row naming no stored target is ignored; nothing checked applies to nobody", () => {
    expect(applyChoice([state({ uuid: "Actor.forged" })], card)).toEqual({
      targets: [],
      selected: null,
    });
    expect(applyChoice([state({ checked: false })], card)).toEqual({ targets: [], selected: null });
  });
});

describe("pressMultiplier", () => {
  it("presses the clicked multiplier and releases the others of its row", () => {
    const { buttons } = row("Actor.a", true, "full");
    pressMultiplier(buttons[2] as never);
    expect(buttons.map((b) => b.attrs["aria-pressed"])).toEqual(["false", "false", "true"]);
  });

  it("shows the pressed multiplier's preview and hides the others (the preview follows live)", () => {
    const { buttons, previews } = row("Actor.a", true, "full");
    pressMultiplier(buttons[0] as never);
    expect(previews.filter((p) => !p.hidden).map((p) => p.dataset.preview)).toEqual(["half"]);
  });

  it("a control outside a row does nothing", () => {
    expect(() => pressMultiplier({ closest: () => null } as never)).not.toThrow();
  });
});
