// A status means the same however it is set (rulings.md: "a state set by hand means exactly what the
// rules' state means"): the adapters read hand-set statuses as the rules' states, and say which
// statuses typed health numbers imply. Pure: plain subjects, no Foundry.
import { describe, expect, it } from "vitest";
import { rulesetById } from "../../src/rulesets/index.js";
import type { HealthSubject } from "../../src/rulesets/ruleset.js";
import { m20Shape, operaShape, worldsShape } from "./shapes.js";

const m20 = rulesetById("m20");
const opera = rulesetById("spaceOpera");
const worlds = rulesetById("starWorlds");

const subject = (
  type: HealthSubject["type"],
  system: HealthSubject["system"],
  statuses: string[] = [],
): HealthSubject => ({ type, system, statuses: new Set(statuses) }) as HealthSubject;

const m20Char = (hp: number, statuses: string[] = [], o: { strDamage?: number } = {}) =>
  subject(
    "m20Character",
    m20Shape({
      stats: { str: 10, dex: 10, mnd: 10 },
      health: { value: hp, max: 16 },
      strDamage: { value: o.strDamage ?? 0, max: 10 },
    }),
    statuses,
  );
const operaChar = (hp: number, statuses: string[] = []) =>
  subject("operaCharacter", operaShape({ health: { value: hp, max: 20 } }), statuses);
const worldsChar = (vitality: number, statuses: string[] = [], flags = {}) =>
  subject(
    "worldsCharacter",
    worldsShape({ health: { value: vitality, max: 12 }, armor: 0, ...flags }),
    statuses,
  );

describe("m20: unconscious (seed 000 line 5: at 0 HP the character is unconscious)", () => {
  it("seed 000 line 5: a typed HP 0 implies unconscious; typed back above 0 it is lifted", () => {
    expect(m20.impliedStatuses(m20Char(0))).toEqual({ on: ["unconscious"], off: [] });
    expect(m20.impliedStatuses(m20Char(5, ["unconscious"]))).toEqual({
      on: [],
      off: ["unconscious"],
    });
  });
  it("seed 000 line 5: STR damage typed up to the STR score implies dead", () => {
    expect(m20.impliedStatuses(m20Char(0, [], { strDamage: 10 }))).toEqual({
      on: ["dead"],
      off: [],
    });
  });
  it("a hand-set unconscious is the rules' state: damage keeps it, healing lifts it", () => {
    const out = m20Char(8, ["unconscious"]);
    expect(m20.readHealth(out).statuses).toEqual(["unconscious"]);
    expect(m20.damage(out, 3, {}).statuses).toEqual(["unconscious"]);
    expect(m20.heal(out, 2).statuses).toEqual([]);
  });
  it("the sheet's chips: every m20 status; shut down for droids (seed 000 line 37)", () => {
    const ids = (s: HealthSubject) => m20.healthView(s).states.map((c) => c.id);
    expect(ids(m20Char(8))).toEqual(["unconscious", "dead", "prone", "battlemind"]);
    const droid = subject(
      "m20Npc",
      m20Shape({ class: { knight: false, droid: true, affinity: false } }),
    );
    expect(ids(droid)).toEqual(["unconscious", "dead", "prone", "battlemind", "shutDown"]);
    expect(ids(m20Char(8, ["shutDown"]))).toContain("shutDown");
  });
});

describe("Space Opera: dying (seed 003 line 3: 0 hit points or lower … at risk of dying)", () => {
  it("seed 003 line 3: a typed HP ≤ 0 implies unconscious and dying; above 0 lifts both", () => {
    expect(opera.impliedStatuses(operaChar(0))).toEqual({ on: ["unconscious", "dying"], off: [] });
    expect(opera.impliedStatuses(operaChar(-4))).toEqual({
      on: ["unconscious", "dying"],
      off: [],
    });
    expect(opera.impliedStatuses(operaChar(3))).toEqual({
      on: [],
      off: ["unconscious", "dying"],
    });
  });
  it("seed 003 line 3: a hand-set dying is dying: the dying check is offered and damage keeps it", () => {
    const handSet = operaChar(9, ["dying"]);
    expect(opera.healthView(handSet).dyingCheck).toBe(true);
    expect(opera.damage(handSet, 2, {}).statuses).toEqual(["unconscious", "dying"]);
    expect(opera.healthView(operaChar(9)).dyingCheck).toBe(false);
    expect(opera.healthView(operaChar(0)).dyingCheck).toBe(true);
    expect(opera.healthView(operaChar(-2, ["dead"])).dyingCheck).toBe(false);
  });
});

describe("Star Worlds: Wounded and Dying are one state (seed 002 lines 28, 36; rulings.md)", () => {
  it("seed 002 line 28: a HUD-set Wounded (no stored flag) who takes damage becomes Dying", () => {
    const after = worlds.damage(worldsChar(12, ["wounded"]), 3, {});
    expect(after.statuses).toEqual(["wounded", "dying"]);
    expect(after.fields).toMatchObject({ wounded: true, dying: true });
    expect(after.out).toBe(true);
  });
  it("seed 002 line 36: a hand-set Dying does not recover in one night; a week does", () => {
    const dying = worldsChar(4, ["dying"]);
    expect(worlds.recover(dying, "night", {})).toMatchObject({
      fields: { "health.value": 4, dying: true },
      statuses: ["dying"],
    });
    expect(worlds.recover(dying, "week", {})).toMatchObject({
      fields: { "health.value": 12, wounded: false, dying: false },
      statuses: [],
    });
  });
  it("rulings.md: healing restores Vitality but leaves Wounded and Dying", () => {
    expect(worlds.heal(worldsChar(0, ["wounded"]), 6).statuses).toEqual(["wounded"]);
  });
  it("seed 002 line 38: a night's rest removes Exhausted and Out-Cold; Sick and Lost Limb stay", () => {
    const tired = worldsChar(12, ["exhausted", "outCold", "sick", "lostLimb"]);
    expect(worlds.recover(tired, "night", {}).statuses).toEqual([]);
    expect(worlds.damage(tired, 2, {}).statuses).toEqual(["exhausted", "outCold"]);
  });
  it("seed 002 line 38: Out-Cold cannot act (down on the sheet); the six conditions are chips", () => {
    const view = worlds.healthView(worldsChar(12, ["outCold"]));
    expect(view.out).toBe(true);
    expect(view.states.map((s) => s.id).join(" ")).toBe(
      "wounded dying exhausted sick outCold lostLimb",
    );
  });
  it("seed 002 line 28: Vitality typed to 0 implies Wounded; typed back up, Wounded stays", () => {
    expect(worlds.impliedStatuses(worldsChar(0))).toEqual({ on: ["wounded"], off: [] });
    expect(worlds.impliedStatuses(worldsChar(6, ["wounded"]))).toEqual({ on: [], off: [] });
  });
});
