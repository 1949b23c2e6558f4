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

  // Seed 000 lines 31–40 and the rulings' list: resisted by (skill: stats…), several targets, damage
  // die and type per level, effect.
  it.each([
    ["push", "physical: str dex", true, "1d4 kinetic", "prone"],
    ["surge", "dc", false, null, "surge"],
    ["battlemind", "none", false, null, "battlemind"],
    ["negateEnergy", "dc", false, null, "negateEnergy"],
    ["grip", "physical: str", true, "1d6 kinetic", "damage"],
    ["lightning", "physical: dex | force: mnd", true, "1d6 energy", "damage"],
    ["stunDroid", "physical: dex str", true, null, "shutDownDroid"],
    ["mindTrick", "force: mnd", true, null, "mindTrick"],
    ["farseeing", "dc", false, null, "farseeing"],
    ["telepathy", "dc", false, null, "telepathy"],
  ] as const)(
    "%s: resisted by %s, several targets %s, damage %s, %s",
    (id, resist, multiTarget, damage, effect) => {
      const options = resist.split(" | ").map((option) => {
        const [skill, stats] = option.split(": ");
        return stats === undefined ? skill : { skill, stats: stats.split(" ") };
      });
      const [die, type] = damage?.split(" ") ?? [];
      expect(powerTable("force")[id]).toEqual({
        id,
        resist: typeof options[0] === "string" ? options[0] : options,
        multiTarget,
        damage: damage === null ? null : { die, perLevel: true, type },
        effect,
      });
    },
  );
});
