import { beforeEach, describe, expect, it, vi } from "vitest";
import { chatLog, scriptedD20 } from "../foundry/parts/combat.js";
import { actAs } from "../foundry/parts/users.js";
import {
  d20System,
  flush,
  makeActor,
  makeCombat,
  setFacts,
  setupCombatWorld,
  worldsSystem,
} from "../combat/world.js";
import type { TurnStartDeps } from "../../src/rulesets/combat-rules.js";
import type { HolocronCombatant } from "../../src/documents/combatant.js";

type Env = Awaited<ReturnType<typeof setupCombatWorld>>;
let world: Env;
type ConfigPart = "Combat" | "Combatant" | "time" | "specialStatusEffects";
const CONFIG_ = () =>
  Reflect.get(globalThis, "CONFIG") as Record<ConfigPart, Record<string, unknown>>;

beforeEach(async () => {
  world = await setupCombatWorld();
});

describe("registerCombat", () => {
  it("sets the document classes, 6-second rounds, the defeated status and the setting", () => {
    const config = CONFIG_();
    expect(config.Combat.documentClass).toBe(world.HolocronCombat);
    expect((config.Combatant.documentClass as { name: string }).name).toBe("HolocronCombatant");
    expect(config.time.roundTime).toBe(6);
    expect(config.specialStatusEffects.DEFEATED).toBe("defeated");
    expect(game.settings.get("holocron", "dyingCheckMode")).toBe("auto");
  });

  it.each([
    ["m20", "1d20"],
    ["spaceOpera", "1d20"],
    ["starWorlds", null],
  ] as const)("world formula for %s: %s", async (ruleset, formula) => {
    await setupCombatWorld(ruleset);
    expect(CONFIG_().Combat.initiative).toEqual({ formula, decimals: 0 });
  });
});

describe("initiative formula per combatant: 1d20 + DEX bonus", () => {
  it.each([
    ["m20Character", 2, "1d20+2"],
    ["operaNpc", -1, "1d20-1"],
    ["m20Npc", 0, "1d20"],
  ])("%s with DEX bonus %i → %s", (type, dexBonus, formula) => {
    const { combatants } = makeCombat([makeActor("A", type, d20System({ dexBonus }))]);
    // @ts-expect-error _getInitiativeFormula is protected; the test reads it directly
    expect(combatants[0]!._getInitiativeFormula()).toBe(formula);
  });
});

describe("_sortCombatants through setupTurns", () => {
  it("m20: total, then DEX score, then name", () => {
    const actors = [
      makeActor("Zed", "m20Character", d20System({ dex: 12 })),
      makeActor("Amy", "m20Character", d20System({ dex: 12 })),
      makeActor("Kit", "m20Character", d20System({ dex: 16 })),
      makeActor("Low", "m20Character", d20System({ dex: 18 })),
      makeActor("New", "m20Character", d20System({ dex: 18 })),
    ];
    const { combat } = makeCombat(actors, [
      { initiative: 14 },
      { initiative: 14 },
      { initiative: 14 },
      { initiative: 9 },
      { initiative: null },
    ]);
    expect(combat.setupTurns().map((c) => c.name)).toEqual(["Kit", "Amy", "Zed", "Low", "New"]);
  });

  it("Space Opera: same d20 core", () => {
    const actors = [
      makeActor("B", "operaCharacter", d20System({ dex: 10 })),
      makeActor("A", "operaNpc", d20System({ dex: 14 })),
    ];
    const { combat } = makeCombat(actors, [{ initiative: 11 }, { initiative: 11 }]);
    expect(combat.setupTurns().map((c) => c.name)).toEqual(["A", "B"]);
  });

  it("Star Worlds: Speed, then the Daring tie-break rank", () => {
    const actors = [
      makeActor("Slow", "worldsCharacter", worldsSystem({ speed: 2 })),
      makeActor("Tied1", "worldsCharacter", worldsSystem({ speed: 4 })),
      makeActor("Tied2", "worldsNpc", worldsSystem({ speed: 4 })),
    ];
    // The ranks are the combat's facts (only the GM writes them): combat-facts.ts.
    const made = makeCombat(actors, [{ initiative: 2 }, { initiative: 4 }, { initiative: 4 }]);
    setFacts(made, [{}, { tieBreak: 1 }, { tieBreak: 2 }]);
    expect(made.combat.setupTurns().map((c) => c.name)).toEqual(["Tied2", "Tied1", "Slow"]);
  });
});

describe("rollInitiative", () => {
  it("Roll all for 50 mooks: one batched update, one batch of messages", async () => {
    const mooks = Array.from({ length: 50 }, (_, i) =>
      makeActor(`Droid ${i}`, "m20Npc", d20System({ mook: true, dexBonus: 1 })),
    );
    const { combat, combatants } = makeCombat(mooks);
    scriptedD20.push(...Array.from({ length: 50 }, (_, i) => (i % 20) + 1));
    await combat.rollInitiative(combatants.map((c) => c.id!));
    expect(combat.batches).toHaveLength(1);
    expect(combat.batches[0]).toHaveLength(50);
    expect(combat.messageBatches).toHaveLength(1);
    expect(combatants[0]!.initiative).toBe(2);
    expect(combatants[19]!.initiative).toBe(21);
  });

  it("Star Worlds initiative for 20 with ties: one batched update and one card", async () => {
    const actors = Array.from({ length: 20 }, (_, i) =>
      makeActor(`W${i}`, "worldsCharacter", worldsSystem({ speed: i % 4, daring: i % 3 })),
    );
    const { combat, combatants } = makeCombat(actors);
    let n = 0;
    world.HolocronCombat.daringRoller = async (daring) => ({
      total: (n++ % 11) + daring,
      roll: null,
    });
    await combat.rollInitiative(combatants.map((c) => c.id!));
    expect(combat.batches).toHaveLength(1);
    expect(combat.batches[0]).toHaveLength(20);
    expect(chatLog).toHaveLength(1);
    const order = combat.setupTurns();
    // Speed descending; within a Speed the tie-break ranks are distinct.
    for (let i = 1; i < order.length; i++) {
      const [a, b] = [order[i - 1]!, order[i]!] as unknown as [
        HolocronCombatant,
        HolocronCombatant,
      ];
      expect(a.initiative! >= b.initiative!).toBe(true);
      if (a.initiative === b.initiative) {
        expect(a.holocronFlags.tieBreak).toBeGreaterThan(b.holocronFlags.tieBreak ?? 0);
      }
    }
  });

  it("Star Worlds: Speed, no d20; ties broken by Daring rolls shown in one chat card", async () => {
    const actors = [
      makeActor("Ace", "worldsCharacter", worldsSystem({ speed: 3, daring: 2 })),
      makeActor("Bo", "worldsCharacter", worldsSystem({ speed: 3, daring: 0 })),
      makeActor("Cy", "worldsNpc", worldsSystem({ speed: 1 })),
    ];
    const { combat, combatants } = makeCombat(actors);
    const rolls = [6, 8, 9, 4]; // Ace 6+2=8, Bo 8+0=8 (tied) → Ace 9+2=11, Bo 4
    const roller = vi.fn(async (daring: number) => ({
      total: (rolls.shift() ?? 0) + daring,
      roll: null,
    }));
    world.HolocronCombat.daringRoller = roller;
    scriptedD20.push(20, 20, 20);
    await combat.rollInitiative(combatants.map((c) => c.id!));
    expect(combatants.map((c) => c.initiative)).toEqual([3, 3, 1]);
    expect(scriptedD20).toHaveLength(3); // no d20 was rolled
    expect(roller).toHaveBeenCalledTimes(4);
    expect(combatants[0]!.holocronFlags).toMatchObject({ tieBreak: 2, daringRolls: [8, 11] });
    expect(combatants[1]!.holocronFlags).toMatchObject({ tieBreak: 1, daringRolls: [8, 4] });
    expect(combat.setupTurns().map((c) => c.name)).toEqual(["Ace", "Bo", "Cy"]);
    expect(combat.batches).toHaveLength(1); // Speeds and tie-break flags together
    expect(chatLog).toHaveLength(1);
    expect(String(chatLog[0]!.content)).toContain("HOLOCRON.Combat.TieBreak.Title");
    // Seed 002 line 43: the card keeps the tie so either character may pay to reroll its Daring.
    expect(chatLog[0]!.flags).toMatchObject({
      holocron: {
        daringTies: {
          combatId: combat.id,
          groups: [{ speed: 3, rolls: { [combatants[0]!.id!]: [8, 11] }, heroRerolls: {} }],
        },
      },
    });
    expect(String(chatLog[0]!.content)).toContain('data-action="daringReroll"');
    // Nothing new tied: resolving again rolls nothing.
    const { resolveSpeedTies } = await import("../../src/documents/combat-speed.js");
    expect(await resolveSpeedTies(combat, roller)).toEqual([]);
    expect(roller).toHaveBeenCalledTimes(4);
  });

  it("mixed: d20 combatants roll through core in one batch, Star Worlds take Speed", async () => {
    const actors = [
      makeActor("Knight", "m20Character", d20System({ dexBonus: 3 })),
      makeActor("Scout", "worldsCharacter", worldsSystem({ speed: 4 })),
    ];
    const { combat, combatants } = makeCombat(actors);
    scriptedD20.push(10);
    await combat.rollInitiative(combatants.map((c) => c.id!));
    expect(combatants.map((c) => c.initiative)).toEqual([13, 4]);
    expect(combat.messageBatches).toHaveLength(1);
    expect(combat.messageBatches[0]).toHaveLength(1);
  });
});

function deps(over: Partial<TurnStartDeps> & { total?: number } = {}) {
  const roll = vi.fn(async () => over.total ?? 10);
  const prompt = vi.fn(async () => true);
  return { mode: () => "auto" as const, roll, prompt, kill: over.kill!, ...over };
}

describe("turn start", () => {
  async function dyingOpera(total: number, mode: "auto" | "prompt" = "auto", answer = true) {
    const actor = makeActor("Kara", "operaCharacter", d20System({ hp: -2, strBonus: 1, level: 4 }));
    await actor.toggleStatusEffect("dying", { active: true });
    const { combat, combatants } = makeCombat([actor]);
    const { killCombatant } = await import("../../src/documents/combat.js");
    const d = {
      mode: () => mode,
      roll: vi.fn(async () => total),
      prompt: vi.fn(async () => answer),
      kill: killCombatant,
    };
    world.HolocronCombat.turnStartDeps = d;
    await combat._onStartTurn(combatants[0]!, { round: 1, turn: 0, skipped: false });
    return { actor, combatant: combatants[0]!, d };
  }

  it("Space Opera: a failed dying check (total < 20) kills: dead, defeated", async () => {
    const { actor, combatant, d } = await dyingOpera(19);
    expect(d.roll).toHaveBeenCalledWith({ bonus: 5, actor });
    expect(actor.statuses.has("dead")).toBe(true);
    expect(actor.statuses.has("defeated")).toBe(true);
    expect(combatant.defeated).toBe(true);
  });

  it("Space Opera: total 20 survives", async () => {
    const { actor, combatant } = await dyingOpera(20);
    expect(actor.statuses.has("dead")).toBe(false);
    expect(combatant.defeated).toBe(false);
  });

  it("prompt mode: the GM declines → no roll this turn", async () => {
    const { d, actor } = await dyingOpera(3, "prompt", false);
    expect(d.prompt).toHaveBeenCalledWith({ actor, bonus: 5, chance: 6 / 20 });
    expect(d.roll).not.toHaveBeenCalled();
    expect(actor.statuses.has("dead")).toBe(false);
  });

  it("prompt mode: the GM accepts → rolled", async () => {
    const { d, actor } = await dyingOpera(3, "prompt", true);
    expect(d.roll).toHaveBeenCalled();
    expect(actor.statuses.has("dead")).toBe(true);
  });

  it("no dying check for the living, the dead, mooks, or other rulesets", async () => {
    const { runDyingCheck } = await import("../../src/rulesets/space-opera/dying-check.js");
    const living = makeCombat([makeActor("L", "operaCharacter", d20System({ hp: 5 }))])
      .combatants[0]!;
    const mook = makeCombat([makeActor("M", "operaNpc", d20System({ hp: 0, mook: true }))])
      .combatants[0]!;
    const d = deps({ kill: vi.fn() });
    expect(await runDyingCheck(living, d)).toBe("notDying");
    expect(await runDyingCheck(mook, d)).toBe("notDying");
    const m20 = makeCombat([makeActor("K", "m20Character", d20System({ hp: 0 }))]);
    world.HolocronCombat.turnStartDeps = d;
    await m20.combat._onStartTurn(m20.combatants[0]!, { round: 1, turn: 0, skipped: false });
    expect(d.roll).not.toHaveBeenCalled();
  });

  it("only the active GM's client runs automation", async () => {
    const actor = makeActor("Kara", "operaCharacter", d20System({ hp: -2 }));
    actor._source.ownership = { default: 3 };
    const { combat, combatants } = makeCombat(
      [actor],
      [{ flags: { holocron: { actionRound: 1 } } }],
    );
    combat.setupTurns();
    await combat.startCombat(); // round 1, the round the stored action belongs to
    await combat.turnEvents;
    const d = deps({ kill: vi.fn() });
    world.HolocronCombat.turnStartDeps = d;
    actAs("player1000000000");
    await combat._onStartTurn(combatants[0]!, { round: 1, turn: 0, skipped: false });
    expect(d.roll).not.toHaveBeenCalled();
    expect(combatants[0]!.actionSpent).toBe(true);
  });

  it("the marker reads each turn from the round it stores: turns and rounds write nothing", async () => {
    const { markActionSpent } = await import("../../src/documents/combatant-actions.js");
    const actors = ["K", "X"].map((n) => makeActor(n, "m20Character", d20System()));
    const { combat, combatants } = makeCombat(actors, [{ initiative: 15 }, { initiative: 5 }]);
    combat.setupTurns();
    const k = combatants[0]!;
    await combat.update({ round: 1, turn: 0 });
    await markActionSpent(k, { offTurn: false }); // K acts on its turn
    expect([k.actionSpent, k.nextActionSpent]).toEqual([true, false]);
    await combat.update({ turn: 1 });
    await markActionSpent(k, { offTurn: true }); // Negate Energy as a reaction on X's turn
    expect([k.actionSpent, k.nextActionSpent]).toEqual([false, true]);
    const writes = (k as unknown as { updates: unknown[] }).updates.length;
    await combat.update({ round: 2, turn: 0 }); // K's next turn: that action is already spent
    expect([k.actionSpent, k.nextActionSpent]).toEqual([true, false]);
    await combat.update({ turn: 1 });
    await combat.update({ round: 3, turn: 0 }); // and the turn after is free again
    expect([k.actionSpent, k.nextActionSpent]).toEqual([false, false]);
    expect((k as unknown as { updates: unknown[] }).updates).toHaveLength(writes);
  });

  it("a round of 20 combatants, half with spent actions, advances with no combatant write", async () => {
    const { markActionSpent } = await import("../../src/documents/combatant-actions.js");
    const actors = Array.from({ length: 20 }, (_, i) =>
      makeActor(`C${i}`, "m20Character", d20System()),
    );
    const { combat, combatants } = makeCombat(
      actors,
      actors.map((_, i) => ({ initiative: 40 - i })),
    );
    combat.setupTurns();
    world.HolocronCombat.turnStartDeps = deps({ kill: vi.fn() });
    await combat.update({ round: 1, turn: 0 });
    for (let turn = 0; turn < 20; turn++) {
      await combat.update({ turn });
      const current = combat.turns[turn] as unknown as HolocronCombatant;
      await combat.turnEvents; // the turn start core runs on the active GM after the update
      if (turn % 2 === 0) await markActionSpent(current, { offTurn: false });
    }
    const count = () =>
      combatants.reduce((n, c) => n + (c as unknown as { updates: unknown[] }).updates.length, 0);
    const before = { writes: count(), batches: combat.batches.length };
    expect(before.writes).toBe(10);
    await combat.update({ round: 2, turn: 0 });
    for (let turn = 0; turn < 20; turn++) {
      await combat.update({ turn });
      const current = combat.turns[turn] as unknown as HolocronCombatant;
      await combat.turnEvents; // the turn start core runs on the active GM after the update
      expect(current.actionSpent).toBe(false);
    }
    expect({ writes: count(), batches: combat.batches.length }).toEqual(before);
  });

  it("markActionSpent by a user who does not own the combatant: notified, nothing changes", async () => {
    const { markActionSpent } = await import("../../src/documents/combatant-actions.js");
    const { combatants } = makeCombat([makeActor("K", "m20Character", d20System())]);
    actAs("player1000000000");
    expect(await markActionSpent(combatants[0]!, { offTurn: false })).toBe(false);
    expect(combatants[0]!.actionSpent).toBe(false);
    const notices = // The stand-in records notices; Foundry's type does not expose them.
      (ui.notifications as unknown as { notices: { level: string; message: string }[] }).notices;
    expect(notices).toEqual([{ level: "warn", message: "HOLOCRON.Combat.Action.NotOwner" }]);
  });
});

describe("defeated follows the actor", () => {
  const sync = async (actor: unknown) => {
    const { syncDefeated } = await import("../../src/documents/state-follow.js");
    return syncDefeated(actor as Actor.Implementation);
  };

  it("m20 dead → defeated with the defeated status; reviving clears both", async () => {
    const actor = makeActor("K", "m20Character", d20System({ hp: 5 }));
    const { combatants } = makeCombat([actor]);
    // Set from the token HUD: the createActiveEffect hook brings the combatant in step.
    await actor.toggleStatusEffect("dead", { active: true });
    await flush();
    expect(combatants[0]!.defeated).toBe(true);
    expect(actor.statuses.has("defeated")).toBe(true);
    expect(await sync(actor)).toEqual([null]);
    await actor.toggleStatusEffect("dead", { active: false });
    await flush();
    expect(combatants[0]!.defeated).toBe(false);
    expect(actor.statuses.has("defeated")).toBe(false);
    expect(await sync(actor)).toEqual([null]);
  });

  it("a mook hit (defeated status) is defeated; the GM clearing it revives", async () => {
    const actor = makeActor("Droid", "operaNpc", d20System({ mook: true }));
    const { combatants } = makeCombat([actor]);
    await actor.toggleStatusEffect("defeated", { active: true });
    await flush();
    expect(combatants[0]!.defeated).toBe(true);
    expect(await sync(actor)).toEqual([null]);
    await actor.toggleStatusEffect("defeated", { active: false });
    await flush();
    expect(combatants[0]!.defeated).toBe(false);
  });

  it("Star Worlds Dying → defeated; recovering clears it", async () => {
    const actor = makeActor("Ace", "worldsCharacter", worldsSystem({ dying: true }));
    const { combatants } = makeCombat([actor]);
    expect(await sync(actor)).toEqual(["mark"]);
    expect(combatants[0]!.defeated).toBe(true);
    await actor.update({ "system.dying": false });
    // The write fires updateActor, whose listener (registerCombatHooks) revives the combatant;
    // a second sync then has nothing left to do.
    await vi.waitFor(() => expect(combatants[0]!.defeated).toBe(false));
    expect(actor.statuses.has("defeated")).toBe(false);
    expect(await sync(actor)).toEqual([null]);
  });

  it("Space Opera dead → defeated", async () => {
    const actor = makeActor("Kara", "operaCharacter", d20System({ hp: -5 }));
    const { combatants } = makeCombat([actor]);
    await actor.toggleStatusEffect("dead", { active: true });
    await sync(actor);
    expect(combatants[0]!.defeated).toBe(true);
  });

  it("a combatant the GM marked defeated by hand is left alone", async () => {
    const actor = makeActor("K", "m20Character", d20System({ hp: 5 }));
    const { combatants } = makeCombat([actor], [{ defeated: true }]);
    await actor.toggleStatusEffect("defeated", { active: true });
    expect(await sync(actor)).toEqual([null]);
    expect(combatants[0]!.defeated).toBe(true);
  });

  it("players' clients do nothing", async () => {
    const actor = makeActor("K", "m20Character", d20System({ hp: 5 }));
    makeCombat([actor]);
    await actor.toggleStatusEffect("dead", { active: true });
    actAs("player1000000000");
    expect(await sync(actor)).toEqual([]);
  });
});

describe("end of combat", () => {
  function withEffects(name: string, effects: { id: string; flags: object; statuses: string[] }[]) {
    const actor = makeActor(
      name,
      "m20Character",
      d20System(),
      effects.map(({ id, ...e }) => ({ _id: id, ...e })),
    );
    const deleteEmbeddedDocuments = vi.spyOn(actor, "deleteEmbeddedDocuments");
    return { actor, deleteEmbeddedDocuments };
  }

  it("deleting the combat ends Battlemind and prone: one batch per actor", async () => {
    const knight = withEffects("Knight", [
      { id: "bm", flags: { holocron: { untilCombatEnd: true } }, statuses: ["battlemind"] },
      { id: "pr", flags: {}, statuses: ["prone"] },
      { id: "wd", flags: {}, statuses: ["wounded"] },
    ]);
    const plain = withEffects("Plain", [{ id: "x", flags: {}, statuses: [] }]);
    const { combat } = makeCombat([knight.actor, knight.actor, plain.actor]);
    await combat.delete();
    await flush();
    expect(knight.deleteEmbeddedDocuments).toHaveBeenCalledTimes(1);
    expect(knight.deleteEmbeddedDocuments).toHaveBeenCalledWith("ActiveEffect", ["bm", "pr"]);
    expect(plain.deleteEmbeddedDocuments).not.toHaveBeenCalled();
  });

  it("on players' clients nothing is deleted", async () => {
    const knight = withEffects("Knight", [{ id: "pr", flags: {}, statuses: ["prone"] }]);
    const { combat } = makeCombat([knight.actor]);
    actAs("player1000000000");
    await combat.delete();
    await flush();
    expect(knight.deleteEmbeddedDocuments).not.toHaveBeenCalled();
  });
});

describe("the order's bookkeeping", () => {
  const tenKnights = () =>
    makeCombat(
      Array.from({ length: 10 }, (_, i) =>
        makeActor(`K${i}`, "m20Character", d20System({ dex: 10 + (i % 3) })),
      ),
      Array.from({ length: 10 }, (_, i) => ({ initiative: 10 + (i % 4) })),
    );

  it("setupTurns reads each combatant's entry once (one rules call), not per comparison", () => {
    const { combat, combatants } = tenKnights();
    let owner: object | null = Object.getPrototypeOf(combatants[0]) as object;
    while (owner && !Object.getOwnPropertyDescriptor(owner, "sortEntry")) {
      owner = Object.getPrototypeOf(owner) as object | null;
    }
    const reads = vi.spyOn(owner as { sortEntry: unknown }, "sortEntry", "get");
    combat.setupTurns();
    expect(reads).toHaveBeenCalledTimes(10);
    reads.mockRestore();
  });

  it("after setupTurns a comparison reads the combatants again (no stale ranks)", async () => {
    const { combat, combatants } = tenKnights();
    combat.setupTurns();
    const [first, last] = [combatants[3]!, combatants[0]!];
    expect(combat._sortCombatants(first, last)).toBeLessThan(0);
    await last.update({ initiative: 30 });
    expect(combat._sortCombatants(first, last)).toBeGreaterThan(0);
  });

  it("rollInitiative takes one id as core does", async () => {
    const { combat, combatants } = makeCombat([
      makeActor("Knight", "m20Character", d20System({ dexBonus: 2 })),
    ]);
    scriptedD20.push(7);
    await combat.rollInitiative(combatants[0]!.id!);
    expect(combatants[0]!.initiative).toBe(9);
  });

  it("no tie-break roll for the GM's own update, a change without initiative, or on a player's client", async () => {
    const actors = [
      makeActor("A", "worldsCharacter", worldsSystem({ speed: 3 })),
      makeActor("B", "worldsNpc", worldsSystem({ speed: 3 })),
    ];
    const { combat, combatants } = makeCombat(actors, [{ initiative: 3 }, { initiative: 3 }]);
    const roller = vi.fn(async () => ({ total: 7, roll: null }));
    world.HolocronCombat.daringRoller = roller;
    const update = (changes: object[], userId: string) =>
      combat._onUpdateDescendantDocuments(combat, "combatants", [], changes, {}, userId);
    const speed = [{ _id: combatants[0]!.id, initiative: 3 }];
    actAs("gm00000000000000");
    update(speed, "gm00000000000000");
    update([{ _id: combatants[0]!.id, flags: {} }], "player1000000000");
    actAs("player1000000000");
    update(speed, "player2000000000");
    await flush();
    expect(roller).not.toHaveBeenCalled();
    actAs("gm00000000000000");
    update(speed, "player1000000000");
    await vi.waitFor(() => expect(roller).toHaveBeenCalled());
  });
});
