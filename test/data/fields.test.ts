// The field builders the models share: required integers (nullable only when said), booleans, rich
// and plain text, dice formulas checked by the rules parser, and the version fields.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../foundry/index.js";

beforeEach(() => {
  installFoundry();
});

const fields = () => import("../../src/data/fields.js");
type Checked = { validate(value: unknown, path: string): void; options: Record<string, unknown> };

describe("field builders", () => {
  it("integerField: a required integer within its range", async () => {
    const { integerField } = await fields();
    const f = integerField(3, { min: 0, max: 5 }) as unknown as Checked;
    expect(f.options).toMatchObject({ required: true, nullable: false, integer: true, initial: 3 });
    expect(() => f.validate(4, "x")).not.toThrow();
    expect(() => f.validate(2.5, "x")).toThrow("x");
    expect(() => f.validate(6, "x")).toThrow("x");
    expect(() => f.validate(null, "x")).toThrow("may not be null");
  });

  it("nullableIntegerField: null means the default", async () => {
    const { nullableIntegerField } = await fields();
    const f = nullableIntegerField({ min: -10 }) as unknown as Checked;
    expect(f.options).toMatchObject({ nullable: true, initial: null, min: -10 });
    expect(() => f.validate(null, "x")).not.toThrow();
  });

  it("formulaField: the rules parser decides; its message says what is wrong", async () => {
    const { formulaField } = await fields();
    const f = formulaField("1d6") as unknown as Checked;
    expect(() => f.validate("2d6+1", "damage")).not.toThrow();
    expect(() => f.validate("2d", "damage")).toThrow();
    expect(f.options).toMatchObject({ blank: false, initial: "1d6" });
  });

  it("booleans and text start empty or false unless told", async () => {
    const { booleanField, htmlField, textField } = await fields();
    expect((booleanField() as unknown as Checked).options.initial).toBe(false);
    expect((booleanField(true) as unknown as Checked).options.initial).toBe(true);
    expect((htmlField() as unknown as Checked).options).toMatchObject({ blank: true, initial: "" });
    expect((textField("x") as unknown as Checked).options.initial).toBe("x");
  });

  it("versionFields: data version 0 (before versioning) and a legacy object", async () => {
    const { versionFields, valueBlock } = await fields();
    const v = versionFields() as unknown as { schemaVersion: Checked; legacy: unknown };
    expect(v.schemaVersion.options).toMatchObject({ initial: 0, min: 0, integer: true });
    expect(() => v.schemaVersion.validate(-1, "schemaVersion")).toThrow();
    const block = valueBlock(12, { min: 0 }) as unknown as { fields: { value: Checked } };
    expect(block.fields.value.options).toMatchObject({ initial: 12, min: 0 });
  });
});
