import { describe, expect, it } from "vitest";
import { RULESETS, rulesetById, rulesetOf } from "../../src/rulesets/index.js";
import { ACTOR_TYPES, RULESET_IDS } from "../../src/config.js";
import type {
  M20Shape,
  OperaShape,
  WorldsCharacterShape,
} from "../../src/rulesets/actor-shapes.js";
import { m20Shape, operaShape, worldsShape } from "./shapes.js";

// Plain subjects: the adapters are pure and need no Foundry.
const m20 = (system: Partial<M20Shape>, statuses: string[] = []) => ({
  type: "m20Character" as const,
  statuses: new Set(statuses),
  system: m20Shape({
    stats: { str: 12, dex: 10, mnd: 10 },
    level: 3,
    health: { value: 12, max: 20 },
    strDamage: { value: 0, max: 12 },
    secondWindUsed: false,
    bonuses: { str: 1, dex: 0, mnd: 0 },
    ...system,
  }),
});
const opera = (system: Partial<OperaShape>, statuses: string[] = []) => ({
  type: "operaCharacter" as const,
  statuses: new Set(statuses),
  system: operaShape({
    level: 2,
    health: { value: 10, max: 24 },
    heroism: { value: 1, max: 3 },
    bonuses: { str: 1, dex: 0, mnd: 0 },
    ...system,
  }),
});
const worlds = (system: Partial<WorldsCharacterShape>, statuses: string[] = []) => ({
  type: "worldsCharacter" as const,
  statuses: new Set(statuses),
  system: worldsShape({
    attributes: { menace: 1, daring: 2, guile: 0, acuity: 0, presence: -1, spirit: 3 },
    level: 1,
    health: { value: 10, max: 13 },
    armor: 1,
    wounded: false,
    dying: false,
    ...system,
  }),
});

describe("rulesetOf / rulesetById", () => {
  it("every actor type belongs to exactly one ruleset, which lists it", () => {
    for (const type of ACTOR_TYPES) expect(rulesetOf(type).actorTypes).toContain(type);
    for (const id of RULESET_IDS) expect(rulesetById(id).id).toBe(id);
    expect(
      Object.values(RULESETS)
        .flatMap((r) => r.actorTypes)
        .sort(),
    ).toEqual([...ACTOR_TYPES].sort());
  });
  it("an actor's type decides, and an unknown type is an error", () => {
    expect(rulesetOf({ type: "worldsNpc" }).id).toBe("starWorlds");
    expect(() => rulesetOf({ type: "base" })).toThrow(/no ruleset/);
  });
});

describe("m20 adapter", () => {
  const r = rulesetById("m20");
  it("damage takes HP down: HP 12 → 4", () => {
    expect(r.damage(m20({}), 8, {})).toEqual({
      fields: { "health.value": 4, "strDamage.value": 0, secondWindUsed: false },
      statuses: [],
      out: false,
    });
  });
  it("the overflow past 0 HP goes to STR and leaves the character unconscious", () => {
    expect(r.damage(m20({}), 15, {})).toMatchObject({
      fields: { "health.value": 0, "strDamage.value": 3 },
      statuses: ["unconscious"],
      out: false,
    });
  });
  it("effective STR 0 is dead, and out", () => {
    expect(r.damage(m20({}), 40, {})).toMatchObject({ statuses: ["dead"], out: true });
  });
  it("a mook: any damage > 0 defeats it; 0 damage does nothing", () => {
    const mook = m20({ mook: true });
    expect(r.damage(mook, 1, {})).toMatchObject({ statuses: ["defeated"], out: true });
    expect(r.damage(mook, 0, {})).toMatchObject({ statuses: [], out: false });
  });
  it("healing restores STR damage first, then HP", () => {
    const hurt = m20({ health: { value: 0, max: 20 }, strDamage: { value: 3, max: 12 } });
    expect(r.heal(hurt, 5).fields).toMatchObject({ "health.value": 2, "strDamage.value": 0 });
  });
  it("an hour's rest heals the level (double with medical care)", () => {
    expect(r.recover(m20({}), "hour", {}).fields["health.value"]).toBe(15);
    expect(r.recover(m20({}), "hourMedical", {}).fields["health.value"]).toBe(18);
  });
  it("second wind heals half of max HP once per session", () => {
    const after = r.recover(m20({ health: { value: 2, max: 20 } }), "secondWind", {});
    expect(after.fields).toMatchObject({ "health.value": 12, secondWindUsed: true });
    expect(() => r.recover(m20({ secondWindUsed: true }), "secondWind", {})).toThrow(
      "HOLOCRON.Health.SecondWindUsed",
    );
    expect(() => r.recover(m20({}), "night", {})).toThrow("HOLOCRON.Health.RecoveryNotOffered");
  });
  it("second wind leaves STR damage for hourly healing (rulings)", () => {
    const hurt = m20({ health: { value: 0, max: 20 }, strDamage: { value: 3, max: 12 } });
    const after = r.recover(hurt, "secondWind", {});
    expect(after.fields).toMatchObject({ "health.value": 10, "strDamage.value": 3 });
    expect(after.statuses).not.toContain("unconscious");
  });
  it("stored HP above a lowered max is clamped before the rules see it", () => {
    expect(r.damage(m20({ health: { value: 30, max: 20 } }), 1, {}).fields["health.value"]).toBe(
      19,
    );
  });
  it("a non-finite amount is an error", () => {
    expect(() => r.damage(m20({}), Number.NaN, {})).toThrow(/finite/);
  });
  it("health view: HP with STR damage; a mook has no max", () => {
    expect(r.healthView(m20({}))).toEqual({
      label: "HOLOCRON.Health.HP",
      value: 12,
      field: "health.value",
      max: 20,
      maxField: null,
      mook: false,
      out: false,
      injured: false,
      extra: [{ label: "HOLOCRON.Health.StrDamage", value: 0, max: 12, field: "strDamage.value" }],
      states: [
        { id: "unconscious", label: "HOLOCRON.Status.unconscious", active: false },
        { id: "dead", label: "HOLOCRON.Status.dead", active: false },
        { id: "prone", label: "HOLOCRON.Status.prone", active: false },
        { id: "battlemind", label: "HOLOCRON.Status.battlemind", active: false },
      ],
      dyingCheck: false,
    });
    expect(r.healthView(m20({ mook: true }))).toMatchObject({ max: null, mook: true, extra: [] });
    expect(r.rollData(m20({}))).toMatchObject({ str: 1, level: 3 });
  });
  it("health view: states and being down come from the statuses, not the numbers", () => {
    const knockedOut = r.healthView(m20({ health: { value: 0, max: 20 } }, ["unconscious"]));
    expect(knockedOut).toMatchObject({ out: true, injured: false });
    expect(knockedOut.states.filter((s) => s.active).map((s) => s.id)).toEqual(["unconscious"]);
    expect(r.healthView(m20({}, ["dead"])).out).toBe(true);
    const zeroNoStatus = r.healthView(m20({ health: { value: 0, max: 20 } }));
    expect(zeroNoStatus.out).toBe(false);
    expect(zeroNoStatus.states.some((s) => s.active)).toBe(false);
    const mook = r.healthView(m20({ mook: true }, ["defeated"]));
    expect(mook).toMatchObject({
      out: true,
      states: [
        { id: "defeated", active: true },
        { id: "prone", active: false },
      ],
    });
  });
});

describe("Space Opera adapter", () => {
  const r = rulesetById("spaceOpera");
  it("HP below 0: unconscious and dying, still in the fight (dying checks on its turns)", () => {
    expect(r.damage(opera({}), 14, {})).toEqual({
      fields: { "health.value": -4, "heroism.value": 1 },
      statuses: ["unconscious", "dying"],
      out: false,
    });
  });
  it("healed above 0 a dying character is ok; the dead stay dead", () => {
    expect(r.heal(opera({ health: { value: -3, max: 24 } }), 5)).toMatchObject({ statuses: [] });
    expect(r.heal(opera({ health: { value: -3, max: 24 } }, ["dead"]), 50)).toMatchObject({
      statuses: ["dead"],
      out: true,
    });
  });
  it("a Heroism second wind spends a point and heals the rolled amount", () => {
    expect(r.recover(opera({}), "heroism", { points: 9 }).fields).toEqual({
      "health.value": 19,
      "heroism.value": 0,
    });
    expect(() =>
      r.recover(opera({ heroism: { value: 0, max: 3 } }), "heroism", { points: 9 }),
    ).toThrow("HOLOCRON.Health.NoHeroism");
  });
  it("mooks are defeated by any damage", () => {
    expect(r.damage(opera({ mook: true }), 3, {})).toMatchObject({
      statuses: ["defeated"],
      out: true,
    });
  });
  it("health view: HP with no extras; dying (and unconscious) is down", () => {
    expect(r.healthView(opera({}))).toMatchObject({
      label: "HOLOCRON.Health.HP",
      field: "health.value",
      value: 10,
      max: 24,
      maxField: null,
      out: false,
      injured: false,
      extra: [],
    });
    const dying = r.healthView(opera({ health: { value: -3, max: 24 } }, ["unconscious", "dying"]));
    expect(dying).toMatchObject({ value: -3, out: true });
    expect(dying.states.map((s) => [s.id, s.active])).toEqual([
      ["unconscious", true],
      ["dying", true],
      ["dead", false],
      ["prone", false],
      ["battlemind", false],
    ]);
    // The psionic name of Battlemind (seed 003 line 7: psionics in place of the Force).
    expect(dying.states[4]?.label).toBe("HOLOCRON.Sheet.PsionicPower.battlemind");
    expect(r.healthView(opera({ mook: true }))).toMatchObject({ max: null, mook: true });
  });
});

describe("Star Worlds adapter", () => {
  const r = rulesetById("starWorlds");
  it("Armor reduces damage; Vitality stops at 0 and the character is Wounded", () => {
    expect(r.damage(worlds({}), 4, {}).fields["health.value"]).toBe(7);
    expect(r.damage(worlds({}), 30, {})).toEqual({
      fields: { "health.value": 0, wounded: true, dying: false },
      statuses: ["wounded"],
      out: false,
    });
  });
  it("damage that gets through Armor while Wounded: Dying (out); Armor-stopped damage: nothing", () => {
    const wounded = worlds({ health: { value: 0, max: 13 }, wounded: true });
    expect(r.damage(wounded, 1, {})).toMatchObject({ statuses: ["wounded"], out: false });
    expect(r.damage(wounded, 2, {})).toMatchObject({ statuses: ["wounded", "dying"], out: true });
    expect(r.damage(wounded, 1, { ignoreArmor: true })).toMatchObject({ out: true });
  });
  it("a night's rest clears Wounded unless Dying; a week or bacta clears Dying", () => {
    const wounded = worlds({ health: { value: 0, max: 13 }, wounded: true });
    expect(r.recover(wounded, "night", {}).fields).toEqual({
      "health.value": 13,
      wounded: false,
      dying: false,
    });
    const dying = worlds({ health: { value: 0, max: 13 }, wounded: true, dying: true });
    expect(r.recover(dying, "night", {}).statuses).toEqual(["wounded", "dying"]);
    expect(r.recover(dying, "bacta", {}).statuses).toEqual([]);
  });
  it("direct healing restores Vitality but leaves Wounded and Dying (rulings.md: only rest or the GM)", () => {
    const wounded = worlds({ health: { value: 0, max: 13 }, wounded: true });
    expect(r.heal(wounded, 5)).toEqual({
      fields: { "health.value": 5, wounded: true, dying: false },
      statuses: ["wounded"],
      out: false,
    });
    const dying = worlds({ health: { value: 0, max: 13 } }, ["wounded", "dying"]);
    expect(r.heal(dying, 13).statuses).toEqual(["wounded", "dying"]);
  });
  it("health view: Wounded is an injury that keeps the character up; Dying is down", () => {
    expect(r.healthView(worlds({}))).toMatchObject({
      label: "HOLOCRON.Health.Vitality",
      field: "health.value",
      value: 10,
      max: 13,
      maxField: null,
      mook: false,
      out: false,
      injured: false,
      extra: [],
    });
    expect(r.healthView(worlds({ wounded: true }, ["wounded"]))).toMatchObject({
      out: false,
      injured: true,
      states: [
        { id: "wounded", label: "HOLOCRON.Status.wounded", active: true },
        { id: "dying", label: "HOLOCRON.Status.dying", active: false },
        { id: "exhausted", label: "HOLOCRON.Status.exhausted", active: false },
        { id: "sick", label: "HOLOCRON.Status.sick", active: false },
        { id: "outCold", label: "HOLOCRON.Status.outCold", active: false },
        { id: "lostLimb", label: "HOLOCRON.Status.lostLimb", active: false },
      ],
    });
    expect(r.healthView(worlds({}, ["wounded", "dying"]))).toMatchObject({ out: true });
  });
  it("health view: an NPC's max is stored (the GM sets it), a character's is derived", () => {
    const npc = { ...worlds({}), type: "worldsNpc" as const };
    expect(r.healthView(npc).maxField).toBe("health.max");
    expect(r.healthView(worlds({})).maxField).toBeNull();
  });
  it("wounded and dying are stored flags mirrored by statuses; roll data has the attributes", () => {
    expect(r.conditionField("dying")).toBe("dying");
    expect(r.conditionField("prone")).toBeNull();
    expect(r.rollData(worlds({}))).toEqual({
      men: 1,
      dar: 2,
      gui: 0,
      acu: 0,
      pre: -1,
      spi: 3,
      level: 1,
    });
    expect(r.tokenBars("worldsNpc")).toEqual({ primary: "health", secondary: null });
  });
});
