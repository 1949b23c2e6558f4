// Rulings, Time and healing: "A dead character spends no recovery: second wind, Heroism and Hero
// Point healing are refused with a reason." A dead m20 character's second wind stays unused, a dead
// Space Opera character keeps its Heroism Point and nothing is rolled; nothing is written either
// way. (Star Worlds has no Hero Point healing: seed 002 lines 43–47 list reroll, evade, extra
// damage, recharge and borrowing an ability.)
import { beforeEach, describe, expect, it, vi } from "vitest";
import { m20, spaceOpera, starWorlds } from "../../src/rules/index.js";
import { standIn, sys } from "../data/setup.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { messages } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import type { Notice } from "../foundry/parts/ui.js";
import { viaGm } from "../applications/chat/click.js";
import { GM, P1, table, type Table } from "../authority/world.js";

let t: Table;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
  actAs(GM);
});

const notices = () => (t.glue.env.ui.notifications as { notices: Notice[] }).notices;
type Obj = Record<string, unknown>;

describe("rulings: a dead character spends no recovery (the rule)", () => {
  it.each([
    ["ok", null],
    ["unconscious", null],
    ["dying", null],
    ["defeated", null],
    ["dead", "dead"],
  ] as const)("a character %s → %j", (status, refusal) => {
    expect(m20.recoveryRefusal({ status })).toBe(refusal);
    expect(spaceOpera.recoveryRefusal({ status })).toBe(refusal);
  });

  it("refuses a status that is no text", () => {
    expect(() => m20.recoveryRefusal({ status: 3 as unknown as string })).toThrow("status");
  });

  it("Star Worlds offers no Hero Point healing to refuse", () => {
    expect(starWorlds.HERO_SPENDS).toEqual([
      "reroll",
      "evade",
      "extraDamage",
      "recharge",
      "borrowAbility",
    ]);
  });
});

describe("rulings: a dead m20 character's second wind is refused, and stays unused", () => {
  /** Player One's m20 character: STR 10, max HP 22, at 4 HP. */
  const kara = () =>
    t.glue.createActor({
      name: "Kara",
      type: "m20Character",
      ownership: { default: 0, [P1]: 3 },
      system: { stats: { str: 10 }, hitDice: [6, 6], level: 2, health: { value: 4 } },
    });

  it("refused with the reason; nothing written, the second wind still there", async () => {
    const a = await kara();
    await a.applyDamage(14);
    expect(a.statuses.has("dead")).toBe(true);
    const writes = standIn(a).updates.length;
    expect(await a.recover("secondWind")).toBeNull();
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Health.DeadNoSecondWind");
    // asked by its owner through the GM: refused the same way
    await viaGm(t.glue.socket, P1, () => a.recover("secondWind"));
    actAs(GM);
    expect(standIn(a).updates).toHaveLength(writes);
    expect(sys(a)).toMatchObject({ secondWindUsed: false, health: { value: 0 } });
  });

  it("a living character's second wind still heals and is marked used", async () => {
    const a = await kara();
    await a.recover("secondWind");
    expect(sys(a)).toMatchObject({ secondWindUsed: true, health: { value: 15 } });
  });
});

describe("rulings: a dead Space Opera character's Heroism is refused, and no point is spent", () => {
  it("refused before anything is rolled; the point kept, nothing written", async () => {
    const a = await t.glue.createActor({
      name: "Vex",
      type: "operaCharacter",
      ownership: { default: 0, [P1]: 3 },
      system: { stats: { str: 12 }, level: 2, health: { value: 3 }, heroism: { value: 2 } },
    });
    // Seed 003: a dying character dies of a failed dying check; the GM marks it dead.
    await a.applyDamage(5);
    await a.toggleStatusEffect("dead", { active: true });
    expect(a.statuses.has("dead")).toBe(true);
    const writes = standIn(a).updates.length;
    const before = messages.length;
    scriptedDice.push(6, 6);
    expect(await a.recover("heroism")).toBeNull();
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Health.DeadNoHeroism");
    await viaGm(t.glue.socket, P1, () => a.recover("heroism"));
    actAs(GM);
    expect(scriptedDice).toEqual([6, 6]);
    expect(messages.length).toBe(before);
    expect(standIn(a).updates).toHaveLength(writes);
    expect((sys(a) as Obj).heroism).toMatchObject({ value: 2 });
    scriptedDice.length = 0;
  });
});
