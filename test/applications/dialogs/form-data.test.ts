// Every dialog reads its form through one helper on Foundry's FormDataExtended (src/applications/
// dialogs/form-data.ts): no reader of its own walks `form.elements` or builds a FormData.
import { readFileSync } from "node:fs";
import { Window } from "happy-dom";
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import { sourceFiles, SRC } from "../../scripts/source-files.js";
import { readForm } from "../../../src/applications/dialogs/form-data.js";
import { readChoice } from "../../../src/applications/dialogs/power-dialog.js";

const doc = new Window().document;
function formOf(html: string): HTMLFormElement {
  const form = doc.createElement("form");
  form.innerHTML = html;
  return form as never;
}

beforeEach(() => {
  installFoundry();
});

describe("readForm", () => {
  it("gives a ticked and an unticked checkbox as booleans and number inputs as numbers", () => {
    const form = formOf(
      '<input type="checkbox" name="skilled"><input type="checkbox" name="half" checked>' +
        '<input type="number" name="modifier" value="-2"><input type="number" name="dc" value="">',
    );
    expect(readForm(form)).toEqual({ skilled: false, half: true, modifier: -2, dc: null });
    expect(readForm(null)).toEqual({});
  });

  it("leaves out a readonly field: a locked power DC keeps its initial value", () => {
    const initial = { modifier: 0, dc: 15 };
    const locked = formOf(
      '<input type="number" name="modifier" value="3"><input type="number" name="dc" value="99" readonly>',
    );
    expect(readChoice(locked, initial)).toEqual({ modifier: 3, dc: 15 });
  });
});

describe("the dialogs' form readers", () => {
  it("are the one helper: no `new FormData(`, `.elements` walk or FormDataExtended elsewhere", () => {
    const offenders = sourceFiles(`${SRC}/applications`).filter((file) => {
      if (file.endsWith("form-data.ts")) return false;
      const text = readFileSync(file, "utf8");
      return /new FormData\(|\.elements\b|FormDataExtended/.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
