// The schema block m20 and Space Opera share: stats 10 by default, level from 1, attack bonus
// overrides (null: the level), skill ranks, each class's flags, and modifiers reset to 0.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";

beforeEach(() => {
  installFoundry();
});

const block = () => import("../../../src/data/actors/d20-block.js");
type Field = { initial: unknown; validate(value: unknown, path: string): void };
type Schema = { fields: Record<string, Field> };
const initials = (schema: unknown) =>
  Object.fromEntries(Object.entries((schema as Schema).fields).map(([k, f]) => [k, f.initial]));

describe("the d20 block", () => {
  it("stats start at 10; level at 1; attack overrides at null (the level); ranks at 0", async () => {
    const { attackField, d20LevelField, rankField, statsField } = await block();
    expect(initials(statsField())).toEqual({ str: 10, dex: 10, mnd: 10 });
    expect((d20LevelField() as unknown as Field).initial).toBe(1);
    expect(initials(attackField())).toEqual({ melee: null, ranged: null });
    expect((rankField() as unknown as Field).initial).toBe(0);
  });

  it("refuses a level below 1 and a stat below its range", async () => {
    const { d20LevelField, statsField } = await block();
    expect(() => (d20LevelField() as unknown as Field).validate(0, "level")).toThrow("level");
    const str = (statsField() as unknown as Schema).fields.str!;
    expect(() => str.validate(-1, "stats.str")).toThrow("stats.str");
  });

  it("each class's flags: m20 Knight, droid and Affinity; Space Opera Knight and Robot", async () => {
    const { m20ClassField, operaClassField } = await block();
    expect(initials(m20ClassField())).toEqual({
      name: "",
      knight: false,
      droid: false,
      affinity: false,
    });
    expect(initials(operaClassField())).toEqual({ name: "", knight: false, robot: false });
  });

  it("modifiers start at 0 on each preparation (a fresh object each time)", async () => {
    const { freshModifiers } = await block();
    const first = freshModifiers();
    first.ac = -4;
    expect(freshModifiers()).toEqual({ attack: 0, damage: 0, ac: 0 });
  });
});
