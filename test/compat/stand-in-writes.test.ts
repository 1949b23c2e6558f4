// The stand-in's writes, hooks, uuids and speakers behave as Foundry documents them (each source is
// cited where the stand-in implements it): updates are diffed and a no-op fires nothing, `_preUpdate`
// can cancel, `migrateData` sees the partial update, a throwing hook listener is logged and the others
// still run, synthetic-actor and compendium uuids resolve, whispers are kept, speakers name the token.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setupGlue, standIn, type Glue } from "../data/setup.js";
import type { StandInCollection } from "../foundry/parts/documents.js";
import { hookErrors } from "../foundry/parts/hooks.js";
import { placeToken, StandInScene } from "../foundry/parts/scenes.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

type Obj = Record<string, unknown>;
const kara = () => glue.createActor({ name: "Kara", type: "m20Character" });

function listen(names: string[]): unknown[][] {
  const calls: unknown[][] = [];
  for (const name of names)
    Hooks.on(name as never, ((...args: unknown[]) => void calls.push([name, ...args])) as never);
  return calls;
}

describe("a diffed update", () => {
  it("gives _preUpdate, the hooks and _onUpdate only what changes", async () => {
    const actor = await kara();
    const seen: unknown[] = [];
    standIn(actor)._preUpdate = async (changes: Obj) => void seen.push(["_preUpdate", changes]);
    standIn(actor)._onUpdate = (changes: Obj) => void seen.push(["_onUpdate", changes]);
    const calls = listen(["preUpdateActor", "updateActor"]);
    await actor.update({ name: "Kara", "system.health.value": 3, "flags.holocron.a": 1 } as never);
    const diff = { system: { health: { value: 3 } }, flags: { holocron: { a: 1 } } };
    expect(seen).toEqual([
      ["_preUpdate", diff],
      ["_onUpdate", diff],
    ]);
    expect(calls.map((c) => [c[0], c[2]])).toEqual([
      ["preUpdateActor", diff],
      ["updateActor", diff],
    ]);
  });

  it("fires nothing and writes nothing when nothing changes", async () => {
    const actor = await kara();
    await actor.update({ "system.health.value": 4 } as never);
    const onUpdate = vi.fn();
    standIn(actor)._onUpdate = onUpdate;
    const calls = listen(["preUpdateActor", "updateActor"]);
    const writes = standIn(actor).updates.length;
    await actor.update({ name: "Kara", "system.health.value": 4 } as never);
    expect([calls, onUpdate.mock.calls, standIn(actor).updates.length]).toEqual([[], [], writes]);
  });

  it("is cancelled when _preUpdate returns false: no hook, nothing kept", async () => {
    const actor = await kara();
    standIn(actor)._preUpdate = async () => false;
    const calls = listen(["preUpdateActor", "updateActor"]);
    await actor.update({ name: "Nope" } as never);
    expect([actor.name, calls]).toEqual(["Kara", []]);
  });

  it("passes the partial update data, not the merged document, to migrateData", async () => {
    const actor = await kara();
    const model = (CONFIG.Actor.dataModels as Record<string, { migrateData(s: Obj): Obj }>)
      .m20Character!;
    const migrate = vi.spyOn(model, "migrateData");
    await actor.update({ "system.health.value": 2 } as never);
    // First the update's own data; building the model from the stored source migrates that too.
    expect(migrate.mock.calls[0]![0]).toEqual({ health: { value: 2 } });
    migrate.mockRestore();
  });
});

describe("hooks", () => {
  it("log a throwing listener and still run the others", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const ran: string[] = [];
    Hooks.on(
      "holocronProbe" as never,
      (() => {
        throw new Error("boom");
      }) as never,
    );
    Hooks.on("holocronProbe" as never, (() => void ran.push("second")) as never);
    // A hook name of the test's own: Foundry's types know only the documented ones.
    const hooks = Hooks as unknown as { call(h: string): boolean; callAll(h: string): void };
    hooks.callAll("holocronProbe");
    expect(hooks.call("holocronProbe")).toBe(true);
    expect(ran).toEqual(["second", "second"]);
    expect(hookErrors.map((e) => e.hook)).toEqual(["holocronProbe", "holocronProbe"]);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe("uuids", () => {
  it("a token's synthetic actor uuid gives the actor, not the token", async () => {
    const actor = await kara();
    const scene = new StandInScene("Market");
    (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
    const token = placeToken(scene, standIn(actor));
    expect(fromUuidSync(`${token.uuid}` as never)).toBe(token);
    expect(fromUuidSync(`${token.uuid}.Actor.${actor.id}` as never)).toBe(actor);
    expect(fromUuidSync(`${token.uuid}.Actor.someoneElse00000` as never)).toBeNull();
  });

  it("a compendium uuid gives the pack index's entry, or null", () => {
    const entry = { _id: "npc0000000000001", name: "Thug", uuid: "…" };
    const index = new Map([[entry._id, entry]]);
    glue.env.game.packs = new Map([["holocron.npcs", { index }]]);
    expect(fromUuidSync("Compendium.holocron.npcs.Actor.npc0000000000001" as never)).toBe(entry);
    expect(fromUuidSync("Compendium.holocron.npcs.Actor.missing000000000" as never)).toBeNull();
    expect(fromUuidSync("Compendium.holocron.other.Actor.npc0000000000001" as never)).toBeNull();
  });
});

describe("chat", () => {
  it("applyRollMode keeps the recipients already named", () => {
    const data = ChatMessage.applyRollMode({ whisper: ["player1000000000"] } as never, "gmroll");
    expect(data.whisper).toEqual(["player1000000000", "gm00000000000000"]);
  });

  it("getSpeaker names the scene and the actor's token, else the viewed scene alone", async () => {
    const actor = await kara();
    const scene = new StandInScene("Market");
    (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
    expect(ChatMessage.getSpeaker({ actor })).toEqual({
      scene: scene.id,
      actor: actor.id,
      token: null,
      alias: "Kara",
    });
    const token = placeToken(scene, standIn(actor));
    expect(ChatMessage.getSpeaker({ actor })).toEqual({
      scene: scene.id,
      actor: actor.id,
      token: token.id,
      alias: "Kara",
    });
  });
});
