// @vitest-environment happy-dom
// The encounter builder window through ApplicationV2's render cycle (test/foundry/app-render.ts):
// the GM ticks a pool, finds groups in the worker (played here in this thread), and places one on
// the scene and into the combat; a player sees the window but cannot search or place.
import { afterEach, describe, expect, it, vi } from "vitest";
import { setupGlue } from "../../data/setup.js";
import { placeToken, StandInScene } from "../../foundry/parts/scenes.js";
import type { StandInCollection } from "../../foundry/parts/documents.js";
import { actAs } from "../../foundry/parts/users.js";
import { lastDialog, preloadSystemTemplates } from "../../foundry/parts/chat.js";
import type {
  BuildReply,
  BuildRequest,
  GroupRequest,
  WorkerReply,
} from "../../../src/applications/encounter/odds-messages.js";
import type { WorkerFactory } from "../../../src/applications/encounter/run-odds.js";
import { sim } from "../../../src/rules/index.js";
import { d20Fighter } from "../../rules/sim/fighters.js";
import { spotsNear } from "../../../src/applications/encounter/place-group.js";

const P1 = "player1000000000";
const weapon = { name: "Blaster", type: "weapon", system: { damage: "3d6", kind: "ranged" } };

/** Plays the build in this thread with few fights, as odds-worker.ts would; `hold` keeps it running. */
function inlineWorker(hold = false) {
  const requests: BuildRequest[] = [];
  const replays: GroupRequest[] = [];
  const factory: WorkerFactory = () => {
    const worker = {
      onmessage: null as ((e: { data: BuildReply | WorkerReply<sim.GroupOdds> }) => void) | null,
      onerror: null,
      terminate: () => undefined,
      postMessage(request: BuildRequest | GroupRequest) {
        if ("counts" in request) {
          // One group played again (the GM's ±), with the same few fights.
          replays.push(request);
          const { party, pool, counts, target, seed } = request;
          const odds = sim.playGroup(party, pool, counts, target, { seed, fights: 40 });
          queueMicrotask(() => worker.onmessage?.({ data: { type: "done", result: odds } }));
          return;
        }
        requests.push(request);
        if (hold) return;
        const result = sim.buildEncounter(request.party, request.pool, request.target, {
          ...request,
          screenFights: 20,
          refineFights: 40,
        });
        queueMicrotask(() => worker.onmessage?.({ data: { type: "done", result } }));
      },
    };
    return worker as unknown as ReturnType<WorkerFactory>;
  };
  return { factory, requests, replays };
}

async function world() {
  const glue = await setupGlue("m20");
  const scene = new StandInScene("Hangar");
  (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
  await scene.view();
  const hero = await glue.createActor({
    name: "Kara",
    type: "m20Character",
    ownership: { default: 0, [P1]: 3 },
    system: { level: 3, hitDice: [6, 6, 6], health: { value: 18 } },
    items: [weapon],
  });
  const thug = await glue.createActor({
    name: "Thug",
    type: "m20Npc",
    items: [weapon],
  });
  const token = placeToken(scene, hero as never);
  token.x = 500;
  token.y = 400;
  const Combat = glue.env.extra.Combat as {
    create(d: object): Promise<Combat.Implementation & { flags: Record<string, unknown> }>;
  };
  const combat = await Combat.create({ scene: scene.id, active: true });
  await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token.id }]);
  const { EncounterBuilder } = await import("../../../src/applications/encounter/builder-app.js");
  return { glue, scene, combat, thug, EncounterBuilder };
}

const change = (el: HTMLInputElement | HTMLSelectElement, value: string | boolean) => {
  if (typeof value === "boolean") (el as HTMLInputElement).checked = value;
  else el.value = value;
  el.dispatchEvent(new Event("change", { bubbles: true }));
};

/** The world, its builder window open on the combat, playing in this thread. */
async function opened() {
  const w = await world();
  const worker = inlineWorker();
  w.EncounterBuilder.createWorker = worker.factory;
  const app = await w.EncounterBuilder.show(w.combat);
  return { ...w, worker, app, element: app.element as HTMLElement };
}

afterEach(() => vi.unstubAllGlobals());

describe("the encounter builder window", () => {
  it("renders, takes a target and a pool from its form, finds groups on a click, and places one", async () => {
    const { scene, combat, EncounterBuilder, worker, app, element } = await opened();
    expect(element.tagName).toBe("FORM");
    expect(element.textContent).toContain("Kara");
    // The scene holds no foe yet: choose NPC actors, then tick the thug.
    change(element.querySelector<HTMLSelectElement>('select[name="source"]')!, "actors");
    await vi.waitFor(() => expect(element.textContent).toContain("Thug"));
    change(element.querySelector<HTMLInputElement>('input[name="pool.0"]')!, true);
    await vi.waitFor(() => expect(app.builder.pool[0]?.chosen).toBe(true));
    change(element.querySelector<HTMLInputElement>('input[name="winPercent"]')!, "60");
    await vi.waitFor(() => expect(app.builder.target.winPercent).toBe(60));
    for (const button of element.querySelectorAll("button:has(i)"))
      expect(button.getAttribute("data-tooltip")).toBeTruthy();

    element.querySelector<HTMLElement>('[data-action="build"]')!.click();
    await vi.waitFor(() => expect(element.querySelector("[data-builder-result]")).not.toBeNull());
    const [request] = worker.requests;
    expect(request!.target).toEqual({ winChance: 0.6, noDrop: false });
    expect(request!.party.map((f) => f.side)).toEqual(["party"]);
    expect(request!.pool).toHaveLength(1);
    expect(element.textContent).toMatch(/95% interval \d+%–\d+% \(40 fights\)/);

    const group = app.builder.result!.groups[0]!;
    element.querySelector<HTMLElement>('[data-action="place"][data-group="0"]')!.click();
    await vi.waitFor(() => expect(combat.combatants.contents).toHaveLength(1 + group.size));
    const placed = scene.tokens.contents.filter((t) => t.name === "Thug");
    expect(placed).toHaveLength(group.size);
    // Beside the party's token, on the grid.
    expect(placed.map((t) => [t.x, t.y])).toEqual(
      spotsNear({ x: 500, y: 400 }, group.size, 100).map((p) => [p.x, p.y]),
    );
    expect(placed.every((t) => t.x >= 800)).toBe(true);
    expect(combat.flags.holocron).toEqual({
      prediction: {
        winChance: group.winChance,
        interval: group.interval,
        rounds: group.meanRounds,
        fights: group.fights,
        counts: { fights: group.fights, wins: group.wins, rounds: group.rounds },
        foes: [{ name: "Thug", count: group.size }],
      },
    });
    await app.close();
    expect(EncounterBuilder.open.size).toBe(0);
  });

  it("± a foe of a found group plays it again before Place, and Place places the changed group", async () => {
    const { scene, combat, worker, app, element } = await opened();
    change(element.querySelector<HTMLSelectElement>('select[name="source"]')!, "actors");
    await vi.waitFor(() => expect(element.textContent).toContain("Thug"));
    change(element.querySelector<HTMLInputElement>('input[name="pool.0"]')!, true);
    await vi.waitFor(() => expect(app.builder.pool[0]?.chosen).toBe(true));
    element.querySelector<HTMLElement>('[data-action="build"]')!.click();
    await vi.waitFor(() => expect(element.querySelector("[data-builder-result]")).not.toBeNull());
    const found = app.builder.result!.groups[0]!;
    const kind = Object.keys(found.counts)[0]!;
    const more = element.querySelector<HTMLElement>(
      '[data-action="adjust"][data-group="0"][data-step="1"]',
    )!;
    expect(more.getAttribute("aria-label")).toBe("One more Thug");
    more.click();
    await vi.waitFor(() => expect(app.builder.result!.groups[0]!.size).toBe(found.size + 1));
    // Played against the search's party, pool and seed, with the one more foe.
    expect(worker.replays).toHaveLength(1);
    expect(worker.replays[0]!.counts).toEqual({ [kind]: found.counts[kind]! + 1 });
    expect(worker.replays[0]!.seed).toBe(worker.requests[0]!.seed);
    await vi.waitFor(() => expect(app.builder.replaying).toBeNull());
    element.querySelector<HTMLElement>('[data-action="place"][data-group="0"]')!.click();
    await vi.waitFor(() => expect(combat.combatants.contents).toHaveLength(2 + found.size));
    expect(scene.tokens.contents.filter((t) => t.name === "Thug")).toHaveLength(found.size + 1);
    await app.close();
  });

  it("a search can be cancelled, and says so", async () => {
    const { combat, thug, EncounterBuilder } = await world();
    EncounterBuilder.createWorker = inlineWorker(true).factory;
    const app = await EncounterBuilder.show(combat);
    app.builder.source = "actors";
    app.applyForm({ source: "actors", "pool.0": true, winPercent: 50, maxFoes: 4 });
    await app.render();
    expect(app.builder.pool.map((p) => p.id)).toEqual([thug.uuid]);
    app.applyForm({ "pool.0": true, winPercent: 50, maxFoes: 4 });
    await app.render();
    void app.search();
    await vi.waitFor(() =>
      expect(app.element!.querySelector("[data-builder-progress]")).not.toBeNull(),
    );
    app.element!.querySelector<HTMLElement>('[data-action="cancel"]')!.click();
    await vi.waitFor(() =>
      expect(app.element!.textContent).toContain("HOLOCRON.Combat.Builder.Cancelled"),
    );
    await app.close();
  });

  it("no pool, no party and no GM are clear messages; a player cannot place", async () => {
    const { glue, combat, EncounterBuilder } = await world();
    const worker = inlineWorker();
    EncounterBuilder.createWorker = worker.factory;
    const app = await EncounterBuilder.show(combat);
    await app.search();
    expect(app.element!.textContent).toContain("HOLOCRON.Combat.Builder.NoPool");
    for (const c of combat.combatants.contents)
      await (combat as never as { deleteCombatant(id: string): Promise<void> }).deleteCombatant(
        c.id!,
      );
    await app.search();
    expect(app.element!.textContent).toContain("HOLOCRON.Combat.Builder.NoParty");
    expect(worker.requests).toEqual([]);
    await app.close();

    actAs(P1);
    const player = await EncounterBuilder.show(combat);
    expect(player.element!.textContent).toContain("HOLOCRON.Combat.Builder.NoGm");
    // Even with groups found, a player gets no Place button, and placing is refused.
    player.builder.result = sim.buildEncounter(
      [d20Fighter("hero", "party")],
      [{ id: "mook", fighter: d20Fighter("mook", "foes", { mook: true }) }],
      { winChance: 0.5 },
      { seed: 1, maxFoes: 3, screenFights: 10, refineFights: 10 },
    );
    await player.render();
    expect(player.element!.querySelector("[data-builder-result]")).not.toBeNull();
    expect(player.element!.querySelector('[data-action="place"]')).toBeNull();
    expect(player.element!.textContent).toContain("Only the GM places a group on the scene.");
    const tokens = glue.env.game.scenes;
    await player.place(0);
    expect(player.element!.textContent).toContain("HOLOCRON.Combat.Builder.NoGm");
    expect(combat.combatants.contents).toHaveLength(0);
    expect(tokens).toBe(glue.env.game.scenes);
    await player.close();
  });
});

describe("a pool of the scene's tokens", () => {
  it("offers the foes not in the combat, at most as many as stand there, and adds those tokens", async () => {
    const { scene, combat, thug, EncounterBuilder } = await world();
    const standing = [placeToken(scene, thug as never), placeToken(scene, thug as never)];
    EncounterBuilder.createWorker = inlineWorker().factory;
    const app = await EncounterBuilder.show(combat);
    expect(app.builder.pool).toEqual([{ id: thug.uuid, name: "Thug", chosen: true, max: 2 }]);
    await app.search();
    const group = app.builder.result!.groups[0]!;
    expect(group.size).toBeLessThanOrEqual(2);
    await app.place(0);
    // No new token: the ones standing there join the combat.
    expect(scene.tokens.contents).toHaveLength(3);
    const joined = combat.combatants.contents.map((c) => c.tokenId);
    expect(joined.slice(1)).toEqual(standing.slice(0, group.size).map((t) => t.id));
    // A second click adds no token twice (only those still outside the combat).
    await app.place(0);
    const after = combat.combatants.contents.map((c) => c.tokenId);
    expect(new Set(after).size).toBe(after.length);
    expect(after.length).toBeLessThanOrEqual(3);
    await app.close();
  });
});

describe("a pool from a compendium folder", () => {
  it("lists the pack and its folders, draws the folder's NPCs, and places a world copy made once", async () => {
    const { glue, scene, combat, EncounterBuilder } = await world();
    const Actor = (glue.env.CONFIG as { Actor: { documentClass: new (d: object) => object } }).Actor
      .documentClass;
    // A pack's actor: not in the world, its pack and folder set (core's CompendiumCollection docs).
    const packed = (folder: string, name: string) => {
      // Unlinked, as an NPC's token is: each placed token's actor is a synthetic one.
      const a = new Actor({ name, type: "m20Npc", items: [weapon] });
      Object.defineProperty(a, "pack", { value: "holocron.m20-npcs" });
      Object.defineProperty(a, "folder", { value: { id: folder } });
      // A pack's documents come prepared, as the world's do.
      (a as { prepareData(): void }).prepareData();
      return a;
    };
    const docs = [packed("street", "Street Thug"), packed("port", "Dock Guard")];
    glue.env.game.packs = [
      {
        documentName: "Actor",
        collection: "holocron.m20-npcs",
        title: "m20 NPCs",
        folders: [{ id: "street", name: "Street" }],
        getDocuments: async () => docs,
      },
    ];
    (glue.env.game.packs as unknown as { get(id: string): unknown }).get = (id: string) =>
      (glue.env.game.packs as { collection: string }[]).find((p) => p.collection === id);
    EncounterBuilder.createWorker = inlineWorker().factory;
    const app = await EncounterBuilder.show(combat);
    app.applyForm({ source: "compendium" });
    await app.render();
    app.applyForm({ folder: "holocron.m20-npcs|street", winPercent: 60, maxFoes: 3 });
    await app.render();
    // The form as it is then: the folder's one NPC ticked.
    app.applyForm({
      folder: "holocron.m20-npcs|street",
      "pool.0": true,
      winPercent: 60,
      maxFoes: 3,
    });
    await app.render();
    expect(app.builder.folders.map((f) => f.label)).toEqual(["m20 NPCs", "m20 NPCs › Street"]);
    expect(app.builder.pool.map((p) => p.name)).toEqual(["Street Thug"]);
    await app.search();
    expect(app.builder.error).toBeNull();
    const size = app.builder.result!.groups[0]!.size;
    await app.place(0);
    await app.place(0);
    const copies = (glue.env.game.actors as { contents: { name: string }[] }).contents.filter(
      (a) => a.name === "Street Thug",
    );
    expect(copies).toHaveLength(1);
    expect(scene.tokens.contents.filter((t) => t.name === "Street Thug")).toHaveLength(2 * size);
    await app.close();
  });
});

describe("the odds panel's Build to a target button", () => {
  it("opens the builder on the panel's combat", async () => {
    const { combat } = await world();
    await preloadSystemTemplates();
    const { EncounterOddsPanel } =
      await import("../../../src/applications/encounter/odds-panel.js");
    const opened: unknown[] = [];
    EncounterOddsPanel.openBuilder = async (c) => opened.push(c);
    await EncounterOddsPanel.show(combat);
    lastDialog.element!.querySelector<HTMLElement>("[data-odds-build]")!.click();
    expect(opened).toEqual([combat]);
  });
});
