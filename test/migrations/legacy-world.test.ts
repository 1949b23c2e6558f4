// A world of tampered legacy documents, as an old Holocron (or a hand-edited export) left them:
// every value loads in its new place or is kept under `system.legacy`, no document fails to load,
// the world migration persists it all (world documents, embedded items, unlinked token deltas, a
// world compendium) with one GM summary, and a second run changes nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { messages } from "../foundry/parts/chat.js";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/migrate-source.js";
import type { StandInActor, StandInDocument } from "../foundry/parts/documents.js";

type Obj = Record<string, unknown>;
let glue: Glue;

beforeEach(async () => {
  glue = await setupGlue();
});

function classes() {
  const config = glue.env.CONFIG as {
    Actor: { documentClass: new (data: Obj) => StandInActor };
    Item: { documentClass: new (data: Obj) => StandInDocument };
  };
  return { Actor: config.Actor.documentClass, Item: config.Item.documentClass };
}

/** Version-1 actors, stored before Space Opera's Robot flag and m20's Agility and movement. */
const V1_PILOT = {
  schemaVersion: 1,
  stats: { str: 11, dex: 16, mnd: 12 },
  level: 4,
  class: { name: "Pilot", knight: false, droid: false, affinity: false },
  skills: { physical: 3, subterfuge: 1, knowledge: 2, communication: 0, force: 1 },
  health: { value: 17 },
  hitDice: [4, 2, 5, 3],
  strDamage: { value: 0 },
  secondWindUsed: true,
};
const V1_SENTRY = {
  schemaVersion: 1,
  stats: { str: 14, dex: 10, mnd: 8 },
  level: 2,
  class: { name: "Sentry", knight: false },
  skills: { physical: 2, psionics: 0, agility: 1 },
  health: { value: -3 },
  movement: 45,
  mook: false,
};

/**
 * The legacy world: 9 actors (2 of them version-1 actors) with 2 embedded items, 5 items, 2 token
 * deltas, 1 compendium item.
 */
function legacyWorld() {
  const { Actor, Item } = classes();
  const actor = (name: string, type: string, system: Obj, items: Obj[] = []) =>
    new Actor({ name, type, system, items });
  const item = (name: string, type: string, system: Obj) => new Item({ name, type, system });
  const actors = {
    kara: actor(
      "Kara",
      "m20Character",
      {
        stats: { str: 14, dex: 12, mnd: 16 },
        level: 3,
        hp: 9,
        hpMax: 25,
        strDamage: "3",
        attackBonus: "4",
        className: "Jedi Knight",
        knight: true,
        notes: "<p>Old notes</p>",
        biography: "<p>New biography</p>",
        hitDice: [3, 4, 4],
      },
      [
        { name: "Saber", type: "weapon", system: { notes: "<p>n</p>", description: "<p>d</p>" } },
        { name: "Push", type: "forcePower", system: { power: "push", color: "blue" } },
      ],
    ),
    droid: actor("R5", "m20Character", { class: "Astromech", droid: true, hp: "6" }),
    thug: actor("Thug", "m20Npc", { hp: -5, hitDice: [7, 3], mook: true }),
    scout: actor("Scout", "operaCharacter", { heroism: "2", favoriteColor: "teal" }),
    raider: actor("Raider", "operaNpc", { health: { value: "12" }, movement: "40" }),
    ace: actor("Ace", "worldsCharacter", {
      vitality: 1000,
      heroPoints: 13,
      heroPointsSpent: "14",
      skills: "Pilot, Blasters",
    }),
    brute: actor("Brute", "worldsNpc", { vitality: 7, vitalityMax: 9, damage: "2d6" }),
    pilot: actor("Pilot", "m20Character", structuredClone(V1_PILOT)),
    sentry: actor("Sentry", "operaNpc", structuredClone(V1_SENTRY)),
  };
  const items = {
    blaster: item("Blaster", "weapon", { ranged: true, damageKind: "energy", damageType: "ion" }),
    lucky: item("Lucky", "ability", { uses: { value: 1, max: 2 }, notes: "<p>Once</p>" }),
    human: item("Human", "species", { skill: "Pilot" }),
    plate: item("Plate", "armor", { schemaVersion: 0, acBonus: 25, equipped: true }),
    medpac: item("Medpac", "gear", { schemaVersion: 0, quantity: "3" }),
  };
  // ActorDelta shares the actor's system model; a stand-in Actor holds each delta's partial data.
  const deltas = {
    thug: actor("Thug (token)", "m20Npc", { hp: 4 }),
    ace: actor("Ace (token)", "worldsCharacter", { vitality: "6" }),
  };
  const packed = item("Ion pistol", "weapon", { damageKind: "ion", damage: "2d6" });
  return { actors, items, deltas, packed };
}

type World = ReturnType<typeof legacyWorld>;

function install(world: World) {
  const game = glue.env.game as Obj & {
    actors: { add(d: unknown): void };
    items: { add(d: unknown): void };
  };
  for (const a of Object.values(world.actors)) game.actors.add(a);
  for (const i of Object.values(world.items)) game.items.add(i);
  game.scenes = [
    {
      tokens: [
        { actorLink: false, delta: world.deltas.thug },
        { actorLink: false, delta: world.deltas.ace },
        { actorLink: true, delta: null },
      ],
    },
  ];
  game.packs = [
    {
      documentName: "Item",
      metadata: { packageType: "world" },
      locked: false,
      getDocuments: async () => [world.packed],
    },
    {
      documentName: "Item",
      metadata: { packageType: "system" },
      locked: true,
      getDocuments: async () => {
        throw new Error("a system pack is not the world's to migrate");
      },
    },
  ];
}

const system = (doc: StandInDocument) => doc._source.system as Obj;

function allDocuments(world: World): StandInDocument[] {
  const embedded = Object.values(world.actors).flatMap((a) => [...a.items.contents]);
  return [
    ...Object.values(world.actors),
    ...embedded,
    ...Object.values(world.items),
    ...Object.values(world.deltas),
    world.packed,
  ];
}

describe("a world of tampered legacy documents", () => {
  it("loads all 19 documents with every value placed or kept", () => {
    const world = legacyWorld();
    expect(allDocuments(world)).toHaveLength(19);
    const { kara, droid, thug, scout, raider, ace, brute } = world.actors;
    expect(system(kara)).toMatchObject({
      health: { value: 9 },
      strDamage: { value: 3 },
      attack: { melee: 4, ranged: 4 },
      class: { name: "Jedi Knight", knight: true },
      biography: "<p>New biography</p>",
      legacy: { notes: "<p>Old notes</p>", hpMax: 25 },
    });
    const [saber, push] = kara.items.contents;
    expect(system(saber!)).toMatchObject({
      description: "<p>d</p>",
      legacy: { notes: "<p>n</p>" },
    });
    expect(system(push!)).toMatchObject({ power: "push", legacy: { color: "blue" } });
    expect(system(droid)).toMatchObject({
      class: { name: "Astromech", droid: true },
      health: { value: 6 },
    });
    expect(system(thug)).toMatchObject({
      health: { value: 0 },
      hitDice: [6, 3],
      mook: true,
      legacy: { "health.value": -5, "hitDice.0": 7 },
    });
    expect(system(scout)).toMatchObject({
      heroism: { value: 2 },
      legacy: { favoriteColor: "teal" },
    });
    expect(system(raider)).toMatchObject({ health: { value: 12 }, movement: 40 });
    expect(system(ace)).toMatchObject({
      health: { value: 999 },
      heroPoints: { value: 12, spent: 14 },
      skills: ["Pilot", "Blasters"],
      legacy: { "health.value": 1000, "heroPoints.value": 13 },
    });
    expect(system(brute)).toMatchObject({ health: { value: 7, max: 9 }, damage: "2d6" });
    const { blaster, lucky, human, plate, medpac } = world.items;
    expect(system(blaster)).toMatchObject({
      kind: "ranged",
      damageType: "ion",
      legacy: { damageKind: "energy" },
    });
    expect(system(lucky)).toMatchObject({ used: 1, usesPerDay: 2, description: "<p>Once</p>" });
    expect(system(human)).toMatchObject({ skillBonus: "Pilot" });
    expect(system(plate)).toMatchObject({ acBonus: 20, legacy: { acBonus: 25 } });
    expect(system(medpac)).toMatchObject({ quantity: 3 });
    expect(system(world.deltas.thug)).toMatchObject({ health: { value: 4 } });
    expect(system(world.deltas.ace)).toMatchObject({ health: { value: 6 } });
    expect(system(world.packed)).toMatchObject({ damageType: "ion", damage: "2d6" });
  });

  it("version 2: a Space Opera actor gets the Robot flag unset, an m20 actor Agility 0 and movement 30; nothing else changes", () => {
    const { pilot, sentry, scout, kara } = legacyWorld().actors;
    const { schemaVersion: _p, ...pilotStored } = V1_PILOT;
    const { schemaVersion: _s, ...sentryStored } = V1_SENTRY;
    expect(system(pilot)).toMatchObject({
      ...pilotStored,
      skills: { ...V1_PILOT.skills, agility: 0 },
      movement: 30,
    });
    expect(system(sentry)).toMatchObject({
      ...sentryStored,
      class: { ...V1_SENTRY.class, robot: false },
    });
    expect(system(pilot).legacy ?? {}).toEqual({});
    expect(system(sentry).legacy ?? {}).toEqual({});
    // older data too (version 0), as the schema reads a missing field
    expect(system(scout)).toMatchObject({ class: { robot: false } });
    expect(system(kara)).toMatchObject({ skills: { agility: 0 }, movement: 30 });
  });

  it("the world migration persists all 19 once, whispers one summary to the GMs, then does nothing", async () => {
    const world = legacyWorld();
    install(world);
    const { migrateWorld } = await import("../../src/migrations/world.js");
    const before = messages.length;
    const first = await migrateWorld();
    const missed = allDocuments(world)
      .filter((d) => d.updates.length === 0)
      .map((d) => d.name);
    expect(missed).toEqual([]);
    expect(first).toEqual({ migrated: 19, failed: [] });
    for (const doc of allDocuments(world)) {
      expect(system(doc).schemaVersion, doc.name).toBe(CURRENT_SCHEMA_VERSION);
      expect(doc.updates, doc.name).toHaveLength(1);
    }
    expect(world.actors.kara.updates[0]).toMatchObject({ system: { "-=hp": null } });
    const summary = messages.slice(before);
    expect(summary).toHaveLength(1);
    expect(summary[0]!.whisper.length).toBeGreaterThan(0);
    expect(summary[0]!.content).toContain("19");
    expect(world.actors.pilot.updates[0]).toMatchObject({
      system: { schemaVersion: 2, skills: { agility: 0, physical: 3 }, movement: 30, level: 4 },
    });
    expect(world.actors.sentry.updates[0]).toMatchObject({
      system: { schemaVersion: 2, class: { robot: false, name: "Sentry" }, movement: 45 },
    });

    const persisted = allDocuments(world).map((doc) => structuredClone(doc._source));
    expect(await migrateWorld()).toEqual({ migrated: 0, failed: [] });
    expect(allDocuments(world).map((doc) => doc._source)).toEqual(persisted);
    expect(messages.length - before).toBe(1);
  });
});
