import { describe, expect, it } from "vitest";
import { powerKit } from "../../src/rulesets/index.js";
import type { PowerKit } from "../../src/rulesets/power-kit.js";
import {
  planPower,
  powerEffect,
  type PowerTarget,
  type PowerUser,
} from "../../src/rulesets/power-plan.js";
import { d20 } from "../../src/rules/index.js";
import type { PowerId } from "../../src/rules/powers/types.js";
import { KNIGHT_7 } from "./power-fixtures.js";

const m20 = powerKit("m20") as PowerKit;
const opera = powerKit("spaceOpera") as PowerKit;

const knight = KNIGHT_7;

function target(
  id: string,
  o: Partial<PowerTarget["stats"]> & { droid?: boolean } = {},
): PowerTarget {
  return {
    id,
    name: id,
    droid: o.droid ?? false,
    stats: {
      physical: o.physical ?? 1,
      power: o.power ?? 0,
      statBonuses: o.statBonuses ?? { str: 1, dex: 0, mnd: -1 },
    },
  };
}

const plan = (
  powerId: PowerId,
  targets: PowerTarget[],
  extra: Partial<{
    inCombat: boolean;
    modifier: number;
    dc: number;
    user: PowerUser;
    kit: PowerKit;
  }> = {},
) =>
  planPower({
    kit: extra.kit ?? m20,
    powerId,
    user: extra.user ?? knight,
    targets,
    inCombat: extra.inCombat ?? true,
    modifier: extra.modifier ?? 0,
    dc: extra.dc ?? 15,
  });

describe("planPower: who may use a power", () => {
  it.each([
    { who: "a non-Knight", user: { ...knight, knight: false }, reason: "notKnight" },
    { who: "a droid", user: { ...knight, droid: true }, reason: "droid" },
    { who: "a droid non-Knight", user: { ...knight, knight: false, droid: true }, reason: "droid" },
  ])("refuses $who ($reason)", ({ user, reason }) => {
    expect(plan("push", [target("a")], { user })).toEqual({ ok: false, reason });
  });

  it("refuses an opposed power with no target", () => {
    expect(plan("grip", [])).toEqual({ ok: false, reason: "noTarget" });
  });
});

describe("planPower: cost (4 HP in combat, 2 with Affinity, +1 per extra target, free outside)", () => {
  it.each([
    { targets: 1, inCombat: true, affinity: false, cost: 4 },
    { targets: 2, inCombat: true, affinity: false, cost: 5 },
    { targets: 5, inCombat: true, affinity: false, cost: 8 },
    { targets: 1, inCombat: true, affinity: true, cost: 2 },
    { targets: 3, inCombat: true, affinity: true, cost: 4 },
    { targets: 5, inCombat: false, affinity: false, cost: 0 },
  ])("$targets target(s), in combat $inCombat, Affinity $affinity → $cost HP", (c) => {
    const targets = Array.from({ length: c.targets }, (_, i) => target(`t${i}`));
    const p = plan("push", targets, {
      inCombat: c.inCombat,
      user: { ...knight, affinity: c.affinity },
    });
    expect(p.ok && p.cost).toBe(c.cost);
  });

  it.each(["surge", "battlemind", "farseeing", "telepathy", "negateEnergy"] as const)(
    "%s takes no targets: one use, 4 HP, no penalty, whatever is targeted",
    (id) => {
      const p = plan(id, [target("a"), target("b")]);
      expect(p.ok && [p.targetCount, p.cost, p.penalty]).toEqual([1, 4, 0]);
    },
  );
});

describe("planPower: the seeds' example — Force Push on five battle droids", () => {
  const droids = Array.from({ length: 5 }, (_, i) =>
    target(`droid${i}`, { droid: true, physical: 0, statBonuses: { str: 0, dex: 1, mnd: 0 } }),
  );
  const p = plan("push", droids);
  it("costs 8 HP and puts −8 on each of the five checks", () => {
    expect(p.ok && [p.cost, p.penalty, p.checkBonus]).toEqual([8, -8, 7 + 2 - 8]);
    expect(p.ok && p.rows).toHaveLength(5);
  });
  it("shows each droid's exact chance: d20+1 vs d20+1 (Physical 0 + better of STR 0 / DEX +1)", () => {
    for (const row of p.ok ? p.rows : []) {
      expect(row.resistBonus).toBe(1);
      expect(row.chance).toBe(d20.opposedCheckChance({ actorBonus: 1, resisterBonus: 1 }));
      expect(row.chance).toBe(190 / 400);
    }
  });
});

describe("planPower: resistance per power (m20)", () => {
  const stats = { physical: 2, power: 3, statBonuses: { str: 1, dex: 3, mnd: 2 } };
  it.each([
    { id: "push", resist: 2 + 3, why: "Physical + better of STR/DEX" },
    { id: "grip", resist: 2 + 1, why: "Physical + STR" },
    {
      id: "lightning",
      resist: Math.max(2 + 3, 3 + 2),
      why: "better of Physical + DEX, Force + MND",
    },
    { id: "stunDroid", resist: 2 + 3, why: "Physical + better of DEX/STR" },
    { id: "mindTrick", resist: 3 + 2, why: "Force + MND" },
  ] as const)("$id: $why = $resist", ({ id, resist }) => {
    const p = plan(id, [{ id: "t", name: "t", droid: true, stats }]);
    expect(p.ok && p.rows[0]?.resistBonus).toBe(resist);
    expect(p.ok && p.rows[0]?.chance).toBe(
      d20.opposedCheckChance({ actorBonus: 9, resisterBonus: resist }),
    );
  });

  it("Lightning: a target strong in the Force blocks with Force + MND", () => {
    const p = plan("lightning", [
      target("jedi", { physical: 0, power: 8, statBonuses: { str: 0, dex: 1, mnd: 3 } }),
    ]);
    expect(p.ok && p.rows[0]?.resistBonus).toBe(11);
  });

  it("Space Opera: Mind Trick's psionic twin is resisted by Psionics + MND", () => {
    const p = plan(
      "mindTrick",
      [target("t", { power: 4, statBonuses: { str: 0, dex: 0, mnd: 2 } })],
      { kit: opera },
    );
    expect(p.ok && p.rows[0]?.resistBonus).toBe(6);
  });
});

describe("planPower: Stun Droid, DC powers and Battlemind", () => {
  it("shows a living target as immune to Stun Droid (chance 0) and a droid with its chance", () => {
    const p = plan("stunDroid", [target("man"), target("droid", { droid: true })]);
    expect(p.ok && p.rows.map((r) => [r.kind, r.chance])).toEqual([
      ["immune", 0],
      ["opposed", d20.opposedCheckChance({ actorBonus: 7, resisterBonus: 2 })],
    ]);
  });

  it.each([
    { id: "surge", dc: 15, modifier: 0 },
    { id: "farseeing", dc: 20, modifier: -2 },
    { id: "telepathy", dc: 10, modifier: 3 },
    { id: "negateEnergy", dc: 14, modifier: 0 },
  ] as const)("$id vs DC $dc (modifier $modifier): exact chance", ({ id, dc, modifier }) => {
    const p = plan(id, [], { dc, modifier });
    expect(p.ok && p.dcChance).toBe(d20.checkChance({ bonus: 9 + modifier, dc }));
    expect(p.ok && p.rows).toEqual([]);
  });

  it("Battlemind: chance of at least +1 (total ≥ 10) and +2 (total ≥ 20)", () => {
    const p = plan("battlemind", []);
    expect(p.ok && p.battlemind).toEqual({ atLeast1: 1, atLeast2: 10 / 20 });
  });
});

describe("powerEffect: what a success does (rulings: The Force)", () => {
  it("damage dice × the user's level, with the effect", () => {
    expect(powerEffect(m20, m20.power("push"), 7)).toEqual({
      effect: "prone",
      damage: {
        formula: "7d4",
        die: "1d4",
        level: 7,
        type: "kinetic",
        faces: 4,
        // The dice count is the level: its one term (seed 000 line 31, "1d4 damage per Knight level").
        dice: {
          value: 7,
          terms: [{ label: "userLevel", value: 7, source: { kind: "level" } }],
          rule: "powerDamage",
        },
      },
    });
    expect(powerEffect(m20, m20.power("lightning"), 3).damage).toMatchObject({
      formula: "3d6",
      type: "energy",
    });
    expect(powerEffect(opera, opera.power("stunDroid"), 5)).toEqual({
      effect: "shutDownDroid",
      damage: null,
    });
    // A stored level of 0 reads as level 1 (no power deals 0 dice).
    expect(powerEffect(m20, m20.power("grip"), 0).damage?.formula).toBe("1d6");
  });
});
