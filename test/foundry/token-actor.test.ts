// The stand-in's unlinked tokens behave as Foundry documents them since V11
// (https://foundryvtt.com/article/v11-actor-delta, TokenDocument#delta and #actor, ActorDelta,
// Actor#isToken and #token, fromUuidSync): the token's actor is a synthetic actor, its own for each
// token, resolved by its `Scene.<s>.Token.<t>.Actor.<a>` uuid; its writes go to the token's delta,
// never to the world actor, and fire the hooks an actor's update fires.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, standIn, sys, type Glue } from "../data/setup.js";
import type { StandInCollection } from "./parts/documents.js";
import { placeToken, StandInScene } from "./parts/scenes.js";
import type { StandInCombatDoc } from "./parts/combat.js";
import type { HolocronActor } from "../../src/documents/actor.js";

let glue: Glue;
let thug: HolocronActor;
let scene: StandInScene;

beforeEach(async () => {
  glue = await setupGlue();
  thug = await glue.createActor({
    name: "Thug",
    type: "m20Npc",
    system: { stats: { str: 10 }, hitDice: [6], health: { value: 10 } },
  });
  scene = new StandInScene("Docking bay");
  (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
});

const unlinked = () => placeToken(scene, standIn(thug), { linked: false });
const hp = (actor: unknown) => (sys(actor as HolocronActor).health as { value: number }).value;

describe("an unlinked token's actor", () => {
  it("is a synthetic actor of the configured class: the world actor's id, the token's uuid", () => {
    const token = unlinked();
    const actor = token.actor!;
    expect(actor).not.toBe(thug);
    expect(actor).toBeInstanceOf(glue.HolocronActor);
    expect(actor.id).toBe(thug.id);
    expect(actor.isToken).toBe(true);
    expect(actor.token).toBe(token);
    expect(actor.uuid).toBe(`Scene.${scene.id}.Token.${token.id}.Actor.${thug.id}`);
    expect(token.delta?.documentName).toBe("ActorDelta");
    expect(hp(actor)).toBe(10);
    expect(token.actor).toBe(actor);
    expect(thug.isToken).toBe(false);
    expect(thug.token).toBeNull();
    expect(placeToken(scene, standIn(thug)).delta).toBeNull();
  });

  it("is not in game.actors, and two tokens of one NPC have two actors sharing one id", () => {
    const [a, b] = [unlinked().actor!, unlinked().actor!];
    expect(a).not.toBe(b);
    expect(a.id).toBe(b.id);
    expect(a.uuid).not.toBe(b.uuid);
    expect([...(glue.env.game.actors as StandInCollection<never>)]).toHaveLength(1);
  });

  it("is a combatant's actor, the combatant named by its token", async () => {
    const token = unlinked();
    token.name = "Thug (2)";
    const Combat = glue.env.extra.Combat as typeof StandInCombatDoc;
    const combat = await Combat.create({ scene: scene.id, active: true });
    const [combatant] = await combat.createEmbeddedDocuments("Combatant", [{ tokenId: token.id }]);
    expect(combatant?.actor).toBe(token.actor);
    expect(combatant?.name).toBe("Thug (2)");
  });

  it("resolves by its uuid in fromUuidSync and fromUuid, its items too", async () => {
    const token = unlinked();
    const actor = token.actor!;
    expect(fromUuidSync(actor.uuid as never)).toBe(actor);
    expect(await fromUuid(actor.uuid as never)).toBe(actor);
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Knife", type: "weapon" }]);
    expect(fromUuidSync(`${actor.uuid}.Item.${item!.id}` as never)).toBe(item);
    expect(thug.items.size).toBe(0);
  });
});

describe("an update of a synthetic actor", () => {
  it("is written to the token's delta; the world actor is unchanged", async () => {
    const token = unlinked();
    const actor = token.actor!;
    await actor.update({ "system.health.value": 4 } as never);
    expect(hp(actor)).toBe(4);
    expect(hp(thug)).toBe(10);
    expect(token.delta?.updates).toEqual([{ system: { health: { value: 4 } } }]);
    expect(token.delta?.system).toEqual({ health: { value: 4 } });
    expect(standIn(thug).updates).toEqual([]);
  });

  it("runs the synthetic actor's lifecycle and fires updateActorDelta, then updateActor, with the diff", async () => {
    const token = unlinked();
    const actor = token.actor!;
    const seen: unknown[][] = [];
    standIn(actor)._onUpdate = (changes: unknown) => void seen.push(["_onUpdate", changes]);
    for (const name of ["preUpdateActor", "updateActorDelta", "updateActor", "updateToken"])
      Hooks.on(
        name as never,
        ((doc: unknown, changes: unknown) => {
          seen.push([name, doc === actor ? "actor" : doc === token.delta ? "delta" : doc, changes]);
        }) as never,
      );
    await actor.update({ name: "Thug", "system.health.value": 7 } as never);
    const diff = { system: { health: { value: 7 } } };
    expect(seen).toEqual([
      ["preUpdateActor", "actor", diff],
      ["_onUpdate", diff],
      ["updateActorDelta", "delta", diff],
      ["updateActor", "actor", diff],
    ]);
  });

  it("keeps the token's value when the world actor changes, and takes what the token does not override", async () => {
    const token = unlinked();
    const actor = token.actor!;
    await actor.update({ "system.health.value": 4 } as never);
    await thug.update({ name: "Thug boss", "system.health.value": 9 } as never);
    expect(actor.name).toBe("Thug boss");
    expect(hp(actor)).toBe(4);
    expect(token.actor).toBe(actor);
  });

  it("is never deleted as a world actor (the stand-in refuses)", async () => {
    const actor = unlinked().actor!;
    await expect(actor.delete()).rejects.toThrow(/goes with its token/);
    expect((glue.env.game.actors as StandInCollection<never>).has(thug.id!)).toBe(true);
  });

  it("puts a status effect on the token's actor only", async () => {
    const actor = unlinked().actor!;
    await actor.toggleStatusEffect("prone", { active: true });
    expect(actor.statuses.has("prone")).toBe(true);
    expect(thug.statuses.has("prone")).toBe(false);
    expect(thug.effects.size).toBe(0);
  });
});
