// A bad damage formula is flagged where it is typed: the input is marked invalid and the message saying why
// is shown; a good one clears both.
import { describe, expect, it } from "vitest";
import { flagFormula, type FormulaInput } from "../../../src/applications/sheets/formula-field.js";

function field(value: string) {
  const messages = ["HOLOCRON.Sheet.Item.FormulaInvalid", "HOLOCRON.Sheet.Item.FormulaEmpty"].map(
    (key) => ({
      hidden: true,
      dataset: { message: key },
    }),
  );
  const box = { hidden: true, querySelectorAll: () => messages };
  const attributes: Record<string, string> = {};
  const classes = new Set<string>();
  const input: FormulaInput = {
    value,
    name: "system.damage",
    form: {
      querySelector: <E>(selector: string) =>
        selector === '[data-error-for="system.damage"]' ? (box as unknown as E) : null,
    },
    setAttribute: (name, v) => {
      attributes[name] = v;
    },
    classList: {
      toggle: (token, force) => {
        if (force) classes.add(token);
        else classes.delete(token);
        return Boolean(force);
      },
    },
  };
  const shown = () => messages.filter((m) => !m.hidden).map((m) => m.dataset.message);
  return { input, box, attributes, classes, shown };
}

describe("flagFormula", () => {
  it.each([
    ["2d8+2", true, []],
    ["3d6-1d4", true, []],
    ["2d", false, ["HOLOCRON.Sheet.Item.FormulaInvalid"]],
    ["lots", false, ["HOLOCRON.Sheet.Item.FormulaInvalid"]],
    ["  ", false, ["HOLOCRON.Sheet.Item.FormulaEmpty"]],
  ])("%j → ok %s, messages %j", (value, ok, messages) => {
    const f = field(value);
    expect(flagFormula(f.input)).toBe(ok);
    expect(f.box.hidden).toBe(ok);
    expect(f.shown()).toEqual(messages);
    expect(f.attributes["aria-invalid"]).toBe(ok ? "false" : "true");
    expect(f.classes.has("holocron-invalid")).toBe(!ok);
  });
});
