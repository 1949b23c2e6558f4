// placeGroup against plain objects with only the members it reads: scene tokens join as they stand,
// a world actor's new tokens go beside the party, and the prediction is written on the combat.
import { describe, expect, it } from "vitest";
import { placeGroup, spotsNear } from "../../../src/applications/encounter/place-group.js";
import type { PoolKind } from "../../../src/applications/encounter/builder-pool.js";
import type { sim } from "../../../src/rules/index.js";

describe("spotsNear", () => {
  it("columns of four, three squares right of the centre, snapped to the grid", () => {
    expect(spotsNear({ x: 510, y: 390 }, 5, 100)).toEqual([
      { x: 800, y: 300 },
      { x: 800, y: 400 },
      { x: 800, y: 500 },
      { x: 800, y: 600 },
      { x: 900, y: 300 },
    ]);
  });

  it("none for none; the grid's size sets the step", () => {
    expect(spotsNear({ x: 0, y: 0 }, 0, 100)).toEqual([]);
    expect(spotsNear({ x: 140, y: 60 }, 2, 50)).toEqual([
      { x: 300, y: 0 },
      { x: 300, y: 50 },
    ]);
  });
});

interface Token {
  id: string;
  actorId: string;
  hidden: boolean;
  x: number;
  y: number;
}

function fakes() {
  const calls: { combatants: object[][]; tokens: object[][]; flags: [string, string, unknown][] } =
    {
      combatants: [],
      tokens: [],
      flags: [],
    };
  const hero: Token = { id: "tHero", actorId: "aHero", hidden: false, x: 400, y: 400 };
  const sceneTokens = new Map<string, Token>([[hero.id, hero]]);
  const members = [{ tokenId: hero.id }];
  let made = 0;
  const scene = {
    id: "scene1",
    grid: { size: 100 },
    tokens: { get: (id: string) => sceneTokens.get(id) },
    createEmbeddedDocuments: async (_type: string, data: { x: number; y: number }[]) => {
      calls.tokens.push(data);
      return data.map((d) => ({ id: `new${++made}`, actorId: "aMook", hidden: true, ...d }));
    },
  };
  const combat = {
    combatants: { contents: members },
    createEmbeddedDocuments: async (_type: string, data: { tokenId: string }[]) => {
      calls.combatants.push(data);
      members.push(...data);
      return data;
    },
    setFlag: async (scope: string, key: string, value: unknown) => {
      calls.flags.push([scope, key, value]);
    },
  };
  const mookActor = {
    pack: null,
    getTokenDocument: async (at: { x: number; y: number }) => ({ toObject: () => ({ ...at }) }),
  };
  const guards: Token[] = [1, 2, 3].map((i) => ({
    id: `tGuard${i}`,
    actorId: "aGuard",
    hidden: false,
    x: 0,
    y: 0,
  }));
  const kinds = [
    {
      entry: { id: "Actor.aGuard", name: "Guard", chosen: true, max: 3 },
      actor: {},
      tokens: guards,
    },
    { entry: { id: "Actor.aMook", name: "Mook", chosen: true }, actor: mookActor },
    { entry: { id: "Actor.aNone", name: "Spare", chosen: false }, actor: {} },
  ] as unknown as PoolKind[]; // Only the members placeGroup reads; no Foundry documents.
  const party = [{ tokenId: hero.id }] as unknown as Combatant.Implementation[];
  return {
    calls,
    kinds,
    party,
    combat: combat as unknown as Combat.Implementation,
    scene: scene as unknown as Scene.Implementation,
  };
}

const group: sim.GroupOdds = {
  counts: { "Actor.aGuard": 2, "Actor.aMook": 2 },
  size: 4,
  winChance: 0.55,
  interval: [0.5, 0.6],
  meanRounds: 4.5,
  fights: 400,
  wins: 220,
  rounds: 1800,
  worstDrop: null,
  meetsRounds: true,
  meetsDrop: true,
  distance: 0.05,
};

describe("placeGroup", () => {
  it("scene tokens join as they stand, new ones beside the party, and the odds go on the combat", async () => {
    const { calls, kinds, party, combat, scene } = fakes();
    expect(await placeGroup(combat, scene, group, kinds, party)).toBe(4);
    // Two new Mook tokens three squares right of the hero at (400, 400).
    expect(calls.tokens).toEqual([spotsNear({ x: 400, y: 400 }, 2, 100)]);
    expect(calls.combatants).toEqual([
      [
        { tokenId: "tGuard1", sceneId: "scene1", actorId: "aGuard", hidden: false },
        { tokenId: "tGuard2", sceneId: "scene1", actorId: "aGuard", hidden: false },
        { tokenId: "new1", sceneId: "scene1", actorId: "aMook", hidden: true },
        { tokenId: "new2", sceneId: "scene1", actorId: "aMook", hidden: true },
      ],
    ]);
    expect(calls.flags).toEqual([
      [
        "holocron",
        "prediction",
        {
          winChance: 0.55,
          interval: [0.5, 0.6],
          rounds: 4.5,
          fights: 400,
          // The counts the odds divide, for the summary card's breakdowns.
          counts: { fights: 400, wins: 220, rounds: 1800 },
          foes: [
            { name: "Guard", count: 2 },
            { name: "Mook", count: 2 },
          ],
        },
      ],
    ]);
  });

  it("on a V14 scene, new tokens stand on the party's level, at its elevation", async () => {
    const { calls, kinds, party, combat, scene } = fakes();
    // TokenData#level and #elevation (V14 API docs): the hero stands on the upper floor.
    const hero = scene.tokens.get("tHero") as unknown as Record<string, unknown>;
    Object.assign(hero, { level: "upstairs0000000", elevation: 10 });
    await placeGroup(combat, scene, { ...group, counts: { "Actor.aMook": 2 } }, kinds, party);
    expect(calls.tokens).toEqual([
      spotsNear({ x: 400, y: 400 }, 2, 100).map((at) => ({
        ...at,
        level: "upstairs0000000",
        elevation: 10,
      })),
    ]);
  });

  it("a second Place adds the scene tokens not yet in the combat only", async () => {
    const { calls, kinds, party, combat, scene } = fakes();
    const guardsOnly = { ...group, counts: { "Actor.aGuard": 2 } };
    await placeGroup(combat, scene, guardsOnly, kinds, party);
    expect(await placeGroup(combat, scene, guardsOnly, kinds, party)).toBe(1);
    expect(calls.combatants[1]!.map((c) => (c as { tokenId: string }).tokenId)).toEqual([
      "tGuard3",
    ]);
    expect(calls.tokens).toEqual([]);
  });
});
