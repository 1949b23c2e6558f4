import { describe, expect, it } from "vitest";
import { powerTable } from "../../../src/rules/powers/table.js";
import { POWER_IDS } from "../../../src/rules/powers/types.js";

describe("powers table: one set of ten powers for the Force and psionics", () => {
  it("only the name of the power skill differs", () => {
    const force = powerTable("force");
    const psionics = powerTable("psionics");
    const renamed = JSON.parse(JSON.stringify(force).replaceAll('"force"', '"psionics"'));
    expect(psionics).toEqual(renamed);
    expect(Object.keys(psionics)).toEqual(POWER_IDS);
  });

  it("rulings: multi-target powers are the opposed powers aimed at others", () => {
    const t = powerTable("force");
    const multi = POWER_IDS.filter((id) => t[id].multiTarget);
    expect(multi).toEqual(["push", "grip", "lightning", "stunDroid", "mindTrick"]);
    for (const id of multi) expect(Array.isArray(t[id].resist)).toBe(true);
  });

  it("returns fresh data each time (callers cannot corrupt the table)", () => {
    const a = powerTable("force");
    const b = powerTable("force");
    expect(a).toEqual(b);
    expect(a.push).not.toBe(b.push);
  });
});
