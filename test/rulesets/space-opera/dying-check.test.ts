// Space Opera's turn-start dying check against plain combatants: who is dying, the bonus, and what
// each answer of the prompt and each total does (seed: d20 + STR bonus + level vs 20, failure is death).
import { describe, expect, it, vi } from "vitest";
import type { D20View } from "../../../src/rulesets/combat-view.js";
import type { HolocronCombatant } from "../../../src/documents/combatant.js";
import {
  dyingBonus,
  isDying,
  runDyingCheck,
  type DyingDeps,
} from "../../../src/rulesets/space-opera/dying-check.js";

function view(o: Partial<D20View> & { hp?: number; maxHp?: number } = {}): D20View {
  return {
    kind: "d20",
    dex: 10,
    dexBonus: 0,
    strBonus: o.strBonus ?? 1,
    level: o.level ?? 4,
    health: { value: o.hp ?? 10, max: o.maxHp ?? 20 },
    strDamage: null,
    mook: o.mook ?? false,
  };
}

/** A combatant as runDyingCheck reads it: its actor's statuses and its combat view. */
function combatant(v: D20View | { kind: "speed" }, statuses: string[] = [], withActor = true) {
  const actor = withActor ? { name: "Kara", statuses: new Set(statuses) } : null;
  // only these two fields are read; a whole HolocronCombatant needs the Foundry stand-in
  return { actor, combatView: v } as unknown as HolocronCombatant;
}

function deps(o: { mode?: "auto" | "prompt"; total?: number; answer?: boolean } = {}) {
  return {
    mode: () => o.mode ?? "auto",
    roll: vi.fn(async () => o.total ?? 10),
    prompt: vi.fn(async () => o.answer ?? true),
    kill: vi.fn(async () => {}),
  } satisfies DyingDeps;
}

describe("isDying", () => {
  it.each([
    [10, 20, [], false],
    [1, 20, [], false],
    [0, 20, [], true], // HP 0 is dying, not only below it
    [-3, 20, [], true],
    [0, 0, [], false], // no HP track at all
    [10, 20, ["dying"], true],
    [-3, 20, ["dead"], false],
    [-3, 20, ["dying", "dead"], false],
  ] as const)("HP %d of %d with %j → %s", (hp, maxHp, statuses, dying) => {
    expect(isDying(view({ hp, maxHp }), new Set(statuses))).toBe(dying);
  });

  it("a mook is never dying, even at 0 HP or with the status", () => {
    expect(isDying(view({ hp: 0, mook: true }), new Set(["dying"]))).toBe(false);
  });
});

describe("dyingBonus: STR bonus + level (at least 1)", () => {
  it.each([
    [1, 4, 5],
    [-1, 3, 2],
    [2, 0, 3],
    [0, 1, 1],
  ])("STR bonus %d, level %d → %d", (strBonus, level, bonus) => {
    expect(dyingBonus(view({ strBonus, level }))).toBe(bonus);
  });
});

describe("runDyingCheck", () => {
  it("rolls for a dying combatant with its bonus and actor; 20 survives", async () => {
    const c = combatant(view({ hp: 0, strBonus: 2, level: 3 }));
    const d = deps({ total: 20 });
    expect(await runDyingCheck(c, d)).toBe("survives");
    expect(d.roll).toHaveBeenCalledWith({ bonus: 5, actor: c.actor });
    expect(d.prompt).not.toHaveBeenCalled();
    expect(d.kill).not.toHaveBeenCalled();
  });

  it("19 dies and the combatant is killed once", async () => {
    const c = combatant(view({ hp: -1 }));
    const d = deps({ total: 19 });
    expect(await runDyingCheck(c, d)).toBe("dies");
    expect(d.kill).toHaveBeenCalledTimes(1);
    expect(d.kill).toHaveBeenCalledWith(c, { total: 19, dc: 20 });
  });

  it("prompt mode asks with the exact chance; declining skips the roll", async () => {
    const c = combatant(view({ hp: 0, strBonus: 1, level: 0 }));
    const d = deps({ mode: "prompt", answer: false, total: 1 });
    expect(await runDyingCheck(c, d)).toBe("skipped");
    // bonus 1 + level 1: a natural 18 or better reaches 20
    expect(d.prompt).toHaveBeenCalledWith({ actor: c.actor, bonus: 2, chance: 3 / 20 });
    expect(d.roll).not.toHaveBeenCalled();
    expect(d.kill).not.toHaveBeenCalled();
  });

  it("prompt mode, accepted: rolls and applies the result", async () => {
    const d = deps({ mode: "prompt", answer: true, total: 4 });
    expect(await runDyingCheck(combatant(view({ hp: 0 })), d)).toBe("dies");
    expect(d.roll).toHaveBeenCalledTimes(1);
    expect(d.kill).toHaveBeenCalledTimes(1);
  });

  it("nothing for the living, a Star Worlds view, or a combatant without an actor", async () => {
    const d = deps({ total: 1 });
    expect(await runDyingCheck(combatant(view({ hp: 1 })), d)).toBe("notDying");
    expect(await runDyingCheck(combatant({ kind: "speed" }, ["dying"]), d)).toBe("notDying");
    expect(await runDyingCheck(combatant(view({ hp: 0 }), [], false), d)).toBe("notDying");
    expect(d.roll).not.toHaveBeenCalled();
    expect(d.kill).not.toHaveBeenCalled();
  });
});
