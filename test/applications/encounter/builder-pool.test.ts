// The builder's pool from plain objects with only the members builder-pool.ts reads (the canvas, the
// world's actors and packs as globals); test/applications/encounter/builder-app.test.ts plays the
// same sources through the window on the stand-in.
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  compendiumFolders,
  poolOf,
  sceneOf,
} from "../../../src/applications/encounter/builder-pool.js";

const actor = (id: string, name: string, extra: object = {}) => ({
  uuid: `Actor.${id}`,
  name,
  hasPlayerOwner: false,
  ...extra,
});
const token = (id: string, a: object | null, actorId: string | null, name = "") => ({
  id,
  actor: a,
  actorId,
  name,
});

const hero = actor("hero", "Kara", { hasPlayerOwner: true });
const thug = actor("thug", "Thug");
const droid = actor("droid", "Droid");
const tokens = [
  token("t1", hero, "hero"),
  token("t2", thug, "thug", "Thug A"),
  token("t3", thug, "thug", "Thug B"),
  token("t4", droid, "droid", ""),
  token("t5", droid, "droid", ""),
  token("t6", null, null),
];
const scene = { tokens };
// The droid on t5 is in the combat already, with the hero.
const combat = {
  scene,
  combatants: { contents: [{ tokenId: "t1" }, { tokenId: "t5" }, { tokenId: null }] },
} as unknown as Combat.Implementation; // Only the members builder-pool.ts reads.

const packed = [
  actor("p1", "Street Thug", { folder: { id: "street" } }),
  actor("p2", "Dock Guard", { folder: { id: "port" } }),
];
const packs = [
  { documentName: "Item", collection: "holocron.gear", title: "Gear", folders: [] },
  {
    documentName: "Actor",
    collection: "holocron.npcs",
    title: "NPCs",
    folders: [{ id: "street", name: "Street" }],
    getDocuments: async () => packed,
  },
];

function world(canvasScene: object | null = null) {
  vi.stubGlobal("canvas", { scene: canvasScene });
  const list = Object.assign([...packs], {
    get: (id: string) => packs.find((p) => p.collection === id),
  });
  vi.stubGlobal("game", { actors: { contents: [hero, thug, droid] }, packs: list });
}

const none = new Set<string>();
const options = (o: Partial<Parameters<typeof poolOf>[2]> = {}) => ({
  folder: null,
  chosenActors: none,
  unticked: none,
  ...o,
});

afterEach(() => vi.unstubAllGlobals());

describe("sceneOf", () => {
  it("the scene the GM is looking at, else the combat's own, else none", () => {
    const viewed = { id: "viewed" };
    world(viewed);
    expect(sceneOf(combat)).toBe(viewed);
    world(null);
    expect(sceneOf(combat)).toBe(scene);
    expect(sceneOf({ scene: null } as unknown as Combat.Implementation)).toBeNull();
  });
});

describe("poolOf", () => {
  it("scene: one kind per actor no player owns, its tokens outside the combat, named by the token", async () => {
    world();
    const kinds = await poolOf(combat, "scene", options());
    expect(kinds.map((k) => k.entry)).toEqual([
      { id: "Actor.thug", name: "Thug A", chosen: true, max: 2 },
      { id: "Actor.droid", name: "Droid", chosen: true, max: 1 },
    ]);
    expect(kinds.map((k) => k.tokens!.map((t) => t.id))).toEqual([["t2", "t3"], ["t4"]]);
    expect(kinds[0]!.actor).toBe(thug);
  });

  it("scene: a kind the GM unticked stays listed, unchosen; no scene is no pool", async () => {
    world();
    const kinds = await poolOf(combat, "scene", options({ unticked: new Set(["Actor.droid"]) }));
    expect(kinds.map((k) => [k.entry.id, k.entry.chosen])).toEqual([
      ["Actor.thug", true],
      ["Actor.droid", false],
    ]);
    const sceneless = { ...combat, scene: null } as unknown as Combat.Implementation;
    expect(await poolOf(sceneless, "scene", options())).toEqual([]);
  });

  it("actors: the world's NPCs, ticked only when the GM chose them", async () => {
    world();
    const kinds = await poolOf(
      combat,
      "actors",
      options({ chosenActors: new Set(["Actor.droid"]) }),
    );
    expect(kinds.map((k) => k.entry)).toEqual([
      { id: "Actor.thug", name: "Thug", chosen: false },
      { id: "Actor.droid", name: "Droid", chosen: true },
    ]);
  });

  it("compendium: a pack's actors, or one folder's; none without a folder or for another kind of pack", async () => {
    world();
    const names = async (folder: string | null) =>
      (await poolOf(combat, "compendium", options({ folder }))).map((k) => k.entry.name);
    expect(await names("holocron.npcs")).toEqual(["Street Thug", "Dock Guard"]);
    expect(await names("holocron.npcs|street")).toEqual(["Street Thug"]);
    expect(await names(null)).toEqual([]);
    expect(await names("holocron.gear")).toEqual([]);
    expect(await names("holocron.missing")).toEqual([]);
    const unticked = await poolOf(
      combat,
      "compendium",
      options({ folder: "holocron.npcs", unticked: new Set(["Actor.p2"]) }),
    );
    expect(unticked.map((k) => k.entry.chosen)).toEqual([true, false]);
  });
});

describe("compendiumFolders", () => {
  it("each actor pack, then its folders as pack|folder", () => {
    world();
    expect(compendiumFolders()).toEqual([
      { id: "holocron.npcs", label: "NPCs" },
      { id: "holocron.npcs|street", label: "NPCs › Street" },
    ]);
  });
});
