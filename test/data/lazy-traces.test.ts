// Derived data computes numbers, not explanations (architecture.md, "Explanations on demand"):
// preparing actors builds no trace, counted by the trace module (src/rules/trace/trace.ts
// `tracesBuilt`), and a trace read later is built once from its number's own rule and inputs.
import { describe, expect, it } from "vitest";
import { setupGlue, type Obj } from "./setup.js";
import { trace } from "../../src/rules/index.js";

const glue = await setupGlue();

/** Weapons, armor (two worn) and gear, as the derived-data bench gives each actor. */
function items(): Obj[] {
  const kinds = ["melee", "ranged", "thrown"];
  return [
    ...Array.from({ length: 6 }, (_, i) => ({
      name: `Weapon ${i}`,
      type: "weapon",
      system: { damage: `1d${[4, 6, 8][i % 3]}+${i % 2}`, kind: kinds[i % 3], attackBonus: i % 2 },
    })),
    ...Array.from({ length: 3 }, (_, i) => ({
      name: `Armor ${i}`,
      type: "armor",
      system: { acBonus: i, armor: 1, speed: 3, equipped: i < 2 },
    })),
    { name: "Gear", type: "gear", system: { quantity: 1 } },
  ];
}

const SYSTEMS: Record<string, (i: number) => Obj> = {
  m20Character: (i) => ({
    stats: { str: 8 + (i % 10) },
    level: 1 + (i % 5),
    class: { knight: true },
  }),
  m20Npc: (i) => ({ stats: { dex: 8 + (i % 10) }, level: 1 + (i % 5) }),
  operaCharacter: (i) => ({ stats: { str: 8 + (i % 10) }, level: 1 + (i % 5) }),
  operaNpc: (i) => ({ level: 1 + (i % 5) }),
  worldsCharacter: (i) => ({ attributes: { menace: (i % 5) - 1 }, heroPoints: { spent: i % 40 } }),
  worldsNpc: () => ({}),
};

describe("preparing actors builds no trace", () => {
  it.each(Object.keys(SYSTEMS))("100 %s actors, created and prepared again", async (type) => {
    const before = trace.tracesBuilt();
    const actors = [];
    for (let i = 0; i < 100; i++) {
      const system = SYSTEMS[type]!(i);
      actors.push(await glue.createActor({ name: `${type} ${i}`, type, system, items: items() }));
    }
    for (const actor of actors) actor.prepareData();
    expect(trace.tracesBuilt() - before).toBe(0);
    // The count is live: reading one actor's traces builds them (and only then).
    const system = actors[0]!.system as { traces?: Record<string, unknown> };
    if (system.traces) {
      const keys = Object.keys(system.traces);
      expect(keys.length).toBeGreaterThan(0);
      void system.traces[keys[0]!];
      expect(trace.tracesBuilt()).toBeGreaterThan(before);
    }
  });
});

describe("a trace read after preparation", () => {
  it("is built once, and is its number's: m20 AC, skills, weapons, max HP and power cost", async () => {
    const actor = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: { stats: { str: 14, dex: 15 }, level: 3, class: { knight: true } },
      items: items(),
    });
    const s = actor.system as unknown as {
      ac: number;
      maxHp: number;
      skillTotals: Record<string, number>;
      weapons: Record<string, { attack: number }>;
      force: { costInCombat: number };
      traces: {
        ac: trace.Trace;
        maxHp: trace.Trace;
        powerCost: trace.Trace;
        skills: Record<string, trace.Trace>;
        weapons: Record<string, { attack: trace.Trace }>;
      };
    };
    expect(s.traces.ac.value).toBe(s.ac);
    const built = trace.tracesBuilt();
    expect(s.traces.ac).toBe(s.traces.ac);
    expect(trace.tracesBuilt()).toBe(built);
    expect(s.traces.maxHp.value).toBe(s.maxHp);
    expect(s.traces.powerCost.value).toBe(s.force.costInCombat);
    for (const [id, total] of Object.entries(s.skillTotals))
      expect(s.traces.skills[id]?.value).toBe(total);
    for (const [id, line] of Object.entries(s.weapons))
      expect(s.traces.weapons[id]?.attack.value).toBe(line.attack);
  });
});
