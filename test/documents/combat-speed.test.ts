// Star Worlds Speed on the Foundry side: the Daring roll's formula, Speed set with old tie-breaks
// cleared, which updates count as a hand-typed initiative, and an initiative typed in by the GM
// that makes a Speed tie: the active GM's client runs the Daring tie-break once (not for its own
// rolls or tie-breaks, which carry SPEED_WRITE).
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  d20System,
  flush,
  makeActor,
  makeCombat,
  setupCombatWorld,
  worldsSystem,
} from "../combat/world.js";
import { actAs } from "../foundry/parts/users.js";
import { chatLog } from "../foundry/parts/combat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import type { HolocronCombatant } from "../../src/documents/combatant.js";

type Obj = Record<string, unknown>;
const GM = "gm00000000000000";
const PLAYER = "player1000000000";

/** The stand-in's Hooks, called as Foundry calls them (any arguments). */
const hooks = () => world.env.Hooks as { callAll(name: string, ...args: unknown[]): boolean };
const speed = () => import("../../src/documents/combat-speed.js");

let world: Awaited<ReturnType<typeof setupCombatWorld>>;
beforeEach(async () => {
  world = await setupCombatWorld("starWorlds");
});

/**
 * The GM sets the initiative as typed into the tracker; `updateCombatant` then fires, as Foundry
 * does, on the client of `viewer`.
 */
async function typeInitiative(
  combatant: HolocronCombatant,
  value: number,
  options: Obj = {},
  viewer = GM,
) {
  await (combatant as unknown as { update(c: Obj): Promise<unknown> }).update({
    initiative: value,
  });
  actAs(viewer);
  hooks().callAll(
    "updateCombatant",
    combatant,
    { _id: combatant.id, initiative: value },
    options,
    GM,
  );
}

async function tiedWorld() {
  const { registerCombatHooks } = await import("../../src/hooks/combat.js");
  registerCombatHooks();
  const actors = [
    makeActor("Ace", "worldsCharacter", worldsSystem({ speed: 4 })),
    makeActor("Bo", "worldsNpc", worldsSystem({ speed: 3 })),
  ];
  const { combat, combatants } = makeCombat(actors, [{ initiative: 4 }, { initiative: 3 }]);
  const roller = vi
    .fn()
    .mockResolvedValueOnce({ total: 5, roll: null })
    .mockResolvedValueOnce({ total: 9, roll: null });
  world.HolocronCombat.daringRoller = roller;
  return { combat, combatants, roller };
}

describe("the GM types an initiative that ties on Speed", () => {
  it("the active GM's client breaks the tie once, with one card", async () => {
    const { combat, combatants, roller } = await tiedWorld();
    await typeInitiative(combatants[0]!, 3);
    await vi.waitFor(() => expect(chatLog).toHaveLength(1));
    await flush();
    expect(roller).toHaveBeenCalledTimes(2);
    expect(combatants.map((c) => c.holocronFlags.tieBreak)).toEqual([1, 2]);
    expect(combat.setupTurns().map((c) => c.name)).toEqual(["Bo", "Ace"]);
  });

  it("the tie-break's own update does not start another", async () => {
    const { combatants, roller } = await tiedWorld();
    const { SPEED_WRITE } = await speed();
    await typeInitiative(combatants[0]!, 3);
    await vi.waitFor(() => expect(chatLog).toHaveLength(1));
    // Foundry's hook for the tie-break's flags update (and for a roll's Speed write) on this client.
    hooks().callAll(
      "updateCombatant",
      combatants[0],
      { _id: combatants[0]!.id, initiative: 3 },
      { [SPEED_WRITE]: true },
      GM,
    );
    await flush();
    await flush();
    expect(roller).toHaveBeenCalledTimes(2);
    expect(chatLog).toHaveLength(1);
  });

  it("no tie: nothing is rolled", async () => {
    const { combatants, roller } = await tiedWorld();
    await typeInitiative(combatants[0]!, 6);
    await flush();
    await flush();
    expect(roller).not.toHaveBeenCalled();
    expect(chatLog).toHaveLength(0);
  });

  it("a player's client does not react (the GM's does)", async () => {
    const { combatants, roller } = await tiedWorld();
    await typeInitiative(combatants[0]!, 3, {}, PLAYER);
    await flush();
    await flush();
    expect(roller).not.toHaveBeenCalled();
  });

  it("a rank left from an earlier tie does not count for the combatant typed in", async () => {
    const { combatants, roller } = await tiedWorld();
    const ace = combatants[0]! as unknown as { update(c: Obj): Promise<unknown> };
    // Ace and Bo hold distinct ranks from earlier ties at other Speeds.
    await ace.update({ "flags.holocron.tieBreak": 3 });
    await (combatants[1]! as unknown as { update(c: Obj): Promise<unknown> }).update({
      "flags.holocron.tieBreak": 1,
    });
    await typeInitiative(combatants[0]!, 3);
    await vi.waitFor(() => expect(chatLog).toHaveLength(1));
    expect(roller).toHaveBeenCalledTimes(2);
    expect(combatants.map((c) => c.holocronFlags.tieBreak)).toEqual([1, 2]);
  });
});

describe("foundryDaringRoll", () => {
  it("rolls 2d6 plus the Daring attribute", async () => {
    const { foundryDaringRoll } = await speed();
    scriptedDice.push(3, 4);
    const { total, roll } = await foundryDaringRoll(2);
    expect(total).toBe(9);
    expect(roll?.formula.replace(/\s/g, "")).toBe("2d6+2");
  });
});

describe("setSpeedInitiative", () => {
  it("sets each Speed in one update and clears the old tie-break and Daring rolls", async () => {
    const { setSpeedInitiative } = await speed();
    const { combat, combatants } = makeCombat(
      [
        makeActor("Ace", "worldsCharacter", worldsSystem({ speed: 3 })),
        makeActor("Bo", "worldsCharacter", worldsSystem({ speed: 1 })),
      ],
      [{ initiative: 3, flags: { holocron: { tieBreak: 2, daringRolls: [8, 11] } } }],
    );
    expect(
      await setSpeedInitiative(
        combat,
        combatants.map((c) => c.id!),
      ),
    ).toBe(2);
    expect(combatants.map((c) => c.initiative)).toEqual([3, 1]);
    expect(combatants[0]!.holocronFlags).toMatchObject({ tieBreak: 0, daringRolls: [] });
    expect(combat.batches).toHaveLength(1);
    // Marked as this file's own write, so the writer's hook does not take it for a typed value.
    expect(combat.batchOptions).toEqual([{ holocronSpeedWrite: true }]);
  });

  it("only the user's own Star Worlds combatants: a d20 combatant or someone else's is left out", async () => {
    const { setSpeedInitiative } = await speed();
    const theirs = makeActor("Theirs", "worldsCharacter", worldsSystem({ speed: 2 }));
    const mine = makeActor("Mine", "worldsCharacter", worldsSystem({ speed: 4 }));
    mine._source.ownership = { default: 0, [PLAYER]: 3 };
    const knight = makeActor("Knight", "m20Character", d20System());
    knight._source.ownership = { default: 0, [PLAYER]: 3 };
    const { combat, combatants } = makeCombat([theirs, mine, knight]);
    actAs(PLAYER);
    expect(
      await setSpeedInitiative(
        combat,
        combatants.map((c) => c.id!),
      ),
    ).toBe(1);
    // The old rank is the combat's to clear (the GM's client does, combat-facts.ts): a player's
    // client writes the initiative only.
    expect(combat.batches).toEqual([[{ _id: combatants[1]!.id, initiative: 4 }]]);
    expect(combat.flags).toEqual({});
  });

  it("leaves out unknown ids and writes nothing when none is left", async () => {
    const { setSpeedInitiative } = await speed();
    const { combat } = makeCombat([makeActor("Ace", "worldsCharacter", worldsSystem())]);
    expect(await setSpeedInitiative(combat, ["nobody0000000000"])).toBe(0);
    expect(combat.batches).toHaveLength(0);
  });
});

describe("who is in a tie", () => {
  it("daringWho: name, picture, Daring, and a character (not an NPC) may pay to reroll", async () => {
    const { daringWho } = await speed();
    const ace = makeActor("Ace", "worldsCharacter", worldsSystem({ speed: 3, daring: 2 }));
    const bo = makeActor("Bo", "worldsNpc", worldsSystem({ speed: 3, daring: 1 }));
    const { combat, combatants } = makeCombat([ace, bo]);
    const [a, b] = [combatants[0]!.id!, combatants[1]!.id!];
    const who = daringWho(combat, [a, b, "gone000000000000"]);
    expect(who.get(a)).toEqual({
      name: "Ace",
      img: combatants[0]!.img ?? null,
      daring: 2,
      payer: ace.uuid,
    });
    expect(who.get(b)).toMatchObject({ name: "Bo", daring: 1, payer: null });
    expect(who.get("gone000000000000")).toEqual({
      name: "gone000000000000",
      img: null,
      daring: 0,
      payer: null,
    });
  });

  it("only whole, non-negative Star Worlds Speeds can tie: a d20 total or a typed 3.5 cannot", async () => {
    const { resolveSpeedTies } = await speed();
    const roller = vi.fn(async () => ({ total: 7, roll: null }));
    const { combat } = makeCombat(
      [
        makeActor("Ace", "worldsCharacter", worldsSystem({ speed: 3 })),
        makeActor("Knight", "m20Character", d20System()),
        makeActor("Odd", "worldsNpc", worldsSystem({ speed: 3 })),
        makeActor("Neg", "worldsNpc", worldsSystem({ speed: 0 })),
        makeActor("Neg2", "worldsNpc", worldsSystem({ speed: 0 })),
      ],
      [
        { initiative: 3 },
        { initiative: 3 },
        { initiative: 3.5 },
        { initiative: -1 },
        { initiative: -1 },
      ],
    );
    expect(await resolveSpeedTies(combat, roller)).toEqual([]);
    expect(roller).not.toHaveBeenCalled();
    expect(combat.batches).toEqual([]);
  });

  it("a tie's ranks are the combat's facts: no combatant write a typed Speed could be taken for", async () => {
    const { resolveSpeedTies } = await speed();
    const roller = vi
      .fn()
      .mockResolvedValueOnce({ total: 5, roll: null })
      .mockResolvedValueOnce({ total: 9, roll: null });
    const { combat } = makeCombat(
      [
        makeActor("Ace", "worldsCharacter", worldsSystem({ speed: 3 })),
        makeActor("Bo", "worldsNpc", worldsSystem({ speed: 3 })),
      ],
      [{ initiative: 3 }, { initiative: 3 }],
    );
    expect(await resolveSpeedTies(combat, roller)).toHaveLength(1);
    expect(combat.batchOptions).toEqual([]);
    const facts = combat.getFlag("holocron", "facts") as Record<string, { tieBreak?: number }>;
    expect(
      Object.values(facts)
        .map((f) => f.tieBreak)
        .sort(),
    ).toEqual([1, 2]);
  });
});

describe("isHandSetInitiative", () => {
  it.each([
    { changes: { initiative: 3 }, options: {}, userId: GM, activeGM: true, expected: true },
    {
      changes: { initiative: 3 },
      options: { holocronSpeedWrite: true },
      userId: GM,
      activeGM: true,
      expected: false,
    },
    { changes: { initiative: 3 }, options: {}, userId: PLAYER, activeGM: true, expected: false },
    { changes: { initiative: 3 }, options: {}, userId: GM, activeGM: false, expected: false },
    { changes: { name: "X" }, options: {}, userId: GM, activeGM: true, expected: false },
    { changes: { flags: {} }, options: {}, userId: GM, activeGM: true, expected: false },
  ])("$changes $options by $userId (active GM $activeGM) → $expected", async (c) => {
    const { isHandSetInitiative } = await speed();
    expect(
      isHandSetInitiative(c.changes, c.options, c.userId, { id: GM, isActiveGM: c.activeGM }),
    ).toBe(c.expected);
  });
});
