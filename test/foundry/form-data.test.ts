// The stand-in's FormDataExtended reads a form as Foundry documents it (test/foundry/parts/form-data.ts).
import { Window } from "happy-dom";
import { describe, expect, it } from "vitest";
import { installFoundry } from "./index.js";
import { StandInFormDataExtended as FormDataExtended } from "./parts/form-data.js";

const doc = new Window().document;

/** A form of the given fields; happy-dom's element stands for the browser's (same DOM API). */
function formOf(html: string): HTMLFormElement {
  const form = doc.createElement("form");
  form.innerHTML = html;
  return form as never;
}

describe("FormDataExtended (stand-in)", () => {
  it("is foundry.applications.ux.FormDataExtended", () => {
    installFoundry();
    expect(foundry.applications.ux.FormDataExtended).toBe(FormDataExtended);
  });

  it("reads a checkbox as a boolean, never its value", () => {
    const form = formOf(
      '<input type="checkbox" name="on" checked><input type="checkbox" name="off" value="on">',
    );
    expect(new FormDataExtended(form).object).toEqual({ on: true, off: false });
  });

  it("reads number inputs as numbers and an empty one as null", () => {
    const form = formOf(
      '<input type="number" name="a" value="12"><input type="number" name="b" value="">' +
        '<input type="range" name="c" value="3"><input type="text" name="d" value="7">',
    );
    expect(new FormDataExtended(form).object).toEqual({ a: 12, b: null, c: 3, d: "7" });
  });

  it("reads a radio group as its checked value, selects as strings or arrays, data-dtype casts", () => {
    const form = formOf(
      '<input type="radio" name="kind" value="fall"><input type="radio" name="kind" value="heat" checked>' +
        '<input type="radio" name="none" value="x">' +
        '<select name="s"><option value="a">A</option><option value="b" selected>B</option></select>' +
        '<select name="m" multiple><option value="1" selected></option><option value="2"></option><option value="3" selected></option></select>' +
        '<select name="n" data-dtype="Number"><option value="4" selected></option></select>',
    );
    expect(new FormDataExtended(form).object).toEqual({
      kind: "heat",
      s: "b",
      m: ["1", "3"],
      n: 4,
    });
  });

  it("keeps names as written and leaves out buttons, unnamed, disabled and readonly fields", () => {
    const form = formOf(
      '<select name="choice.0"><option value="surge" selected></option></select>' +
        '<input name="choice.1" value="roll"><input value="unnamed">' +
        '<button name="b" value="x">B</button><input type="submit" name="go" value="Go">' +
        '<input name="off" value="1" disabled><input name="locked" type="number" value="15" readonly>',
    );
    expect(new FormDataExtended(form).object).toEqual({ "choice.0": "surge", "choice.1": "roll" });
    expect(new FormDataExtended(form, { disabled: true, readonly: true }).object).toEqual({
      "choice.0": "surge",
      "choice.1": "roll",
      off: "1",
      locked: 15,
    });
  });

  it("refuses anything but a form", () => {
    expect(() => new FormDataExtended(doc.createElement("div") as never)).toThrow(TypeError);
  });
});
