// The stand-in behaves as Foundry is documented to (architecture.md, testing layer 2): writes fire
// the document hooks and the document's own `_on*` callbacks; a message's author is a User.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, standIn, sys, type Glue } from "../data/setup.js";
import { messages } from "../foundry/parts/chat.js";
import { deprecations, setGeneration } from "../foundry/parts/release.js";
import { actAs } from "../foundry/parts/users.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

type Call = [string, ...unknown[]];

function listen(names: string[]): Call[] {
  const calls: Call[] = [];
  for (const name of names)
    Hooks.on(name as never, ((...args: unknown[]) => void calls.push([name, ...args])) as never);
  return calls;
}

describe("document writes", () => {
  it("update: preUpdateActor, then _onUpdate and updateActor with the changes and the user", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const onUpdate: unknown[] = [];
    standIn(kara)._onUpdate = (...args: unknown[]) => void onUpdate.push(args);
    const calls = listen(["preUpdateActor", "updateActor"]);
    await kara.update({ name: "Kara Dune" } as never, { render: false } as never);
    expect(calls.map((c) => c[0])).toEqual(["preUpdateActor", "updateActor"]);
    expect(calls[1]).toEqual([
      "updateActor",
      kara,
      { name: "Kara Dune" },
      { render: false },
      game.user.id,
    ]);
    expect(onUpdate).toEqual([[{ name: "Kara Dune" }, { render: false }, game.user.id]]);
  });

  it("a preUpdate listener returning false cancels the write", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    Hooks.on("preUpdateActor", () => false);
    const calls = listen(["updateActor"]);
    await kara.update({ name: "Nope" } as never);
    expect(kara.name).toBe("Kara");
    expect(calls).toEqual([]);
  });

  it("create and delete fire their hooks; an embedded item tells its parent", async () => {
    const calls = listen(["createActor", "createItem", "deleteItem", "deleteActor"]);
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const told: string[] = [];
    standIn(kara)._onCreateDescendantDocuments = (_p: unknown, collection: unknown) =>
      void told.push(`create ${String(collection)}`);
    standIn(kara)._onDeleteDescendantDocuments = (_p: unknown, collection: unknown) =>
      void told.push(`delete ${String(collection)}`);
    const created = await kara.createEmbeddedDocuments("Item", [
      { name: "Blaster", type: "weapon" },
    ] as never);
    const blaster = created?.[0];
    await blaster!.delete();
    await kara.delete();
    expect(calls.map((c) => c[0])).toEqual([
      "createActor",
      "createItem",
      "deleteItem",
      "deleteActor",
    ]);
    expect(told).toEqual(["create items", "delete items"]);
    expect(kara.items.size).toBe(0);
  });
});

// Actor#toggleStatusEffect and ActiveEffect as the public API documents them
// (https://foundryvtt.com/api/v13/classes/foundry.documents.Actor.html#togglestatuseffect,
// https://foundryvtt.com/api/v13/classes/foundry.documents.ActiveEffect.html): the token HUD calls the
// same method, so a status is always an embedded ActiveEffect and `actor.statuses` derives from them.
describe("status effects are ActiveEffect documents", () => {
  it("toggling on creates one ActiveEffect from the configured status, firing its hooks", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const calls = listen(["preCreateActiveEffect", "createActiveEffect"]);
    const told: unknown[] = [];
    standIn(kara)._onCreateDescendantDocuments = (_p: unknown, collection: unknown) =>
      void told.push(collection);
    const effect = await kara.toggleStatusEffect("prone", { active: true });
    expect(calls.map((c) => c[0])).toEqual(["preCreateActiveEffect", "createActiveEffect"]);
    expect(told).toEqual(["effects"]);
    expect(calls[1]?.[1]).toBe(effect);
    expect([...kara.effects].map((e) => [e.id, [...e.statuses]])).toEqual([
      ["holocronProne000", ["prone"]],
    ]);
    expect([...kara.statuses]).toEqual(["prone"]);
    // The status's changes come with it: prone is −4 AC while the effect lasts.
    expect(sys(kara)).toMatchObject({ modifiers: { ac: -4 } });
  });

  it("resolves to the effect, true when already there, false when deleted, undefined for nothing", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const calls = listen(["deleteActiveEffect"]);
    expect(await kara.toggleStatusEffect("dead", { active: false })).toBeUndefined();
    const created = await kara.toggleStatusEffect("dead", { active: true, overlay: true });
    expect((created as ActiveEffect).flags).toEqual({ core: { overlay: true } });
    expect(await kara.toggleStatusEffect("dead", { active: true })).toBe(true);
    expect(kara.effects.size).toBe(1);
    expect(await kara.toggleStatusEffect("dead")).toBe(false);
    expect(calls.map((c) => c[0])).toEqual(["deleteActiveEffect"]);
    expect(kara.effects.size).toBe(0);
    expect(kara.statuses.size).toBe(0);
    expect(sys(kara)).toMatchObject({ modifiers: { ac: 0 } });
  });

  it("statuses derive from every active effect, a multi-status one included; a disabled one counts not", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    await kara.createEmbeddedDocuments("ActiveEffect", [
      { name: "Stunned", statuses: ["shutDown", "prone"] },
      { name: "Off", statuses: ["dying"], disabled: true },
    ] as never);
    expect([...kara.statuses].sort()).toEqual(["prone", "shutDown"]);
    // toggleStatusEffect only removes effects whose only status is the one toggled.
    expect(await kara.toggleStatusEffect("prone", { active: false })).toBeUndefined();
    expect(kara.statuses.has("prone")).toBe(true);
  });

  it("a player cannot toggle a status on an actor they do not own", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    actAs("player1000000000");
    await expect(kara.toggleStatusEffect("prone", { active: true })).rejects.toThrow(/permission/);
    expect(kara.effects.size).toBe(0);
  });
});

describe("chat messages", () => {
  it("the author is the creating User, and owns the message", async () => {
    actAs("player1000000000");
    await ChatMessage.create({ content: "hi" });
    const message = messages.at(-1)!;
    expect(message.author).toBe(game.users.get("player1000000000"));
    expect(message.author.id).toBe("player1000000000");
    expect(message.isOwner).toBe(true);
    actAs("player2000000000");
    expect(message.isOwner).toBe(false);
  });

  it("a Hero Point die on a self-roll card is a self roll too (read from the author User)", async () => {
    const { visibilityLike } = await import("../../src/cards/hero-points.js");
    actAs("player1000000000");
    await ChatMessage.create({ content: "x", whisper: ["player1000000000"] });
    const card = messages.at(-1)!;
    const visibility = visibilityLike({
      whisper: card.whisper,
      blind: card.blind,
      authorId: card.author?.id ?? null,
    });
    expect(visibility).toBe("self");
  });
});

describe("the stand-in as V14", () => {
  it("warns on each V13 name, as Foundry V14 does", async () => {
    glue = await setupGlue();
    setGeneration(14);
    void CONFIG.Dice.rollModes;
    void CONST.ACTIVE_EFFECT_MODES;
    expect(game.settings.get("core", "rollMode")).toBeNull();
    ChatMessage.applyRollMode({}, "gmroll");
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      system: {}, // not a blank actor: no creation-guide flag beside the one under test
      flags: { holocron: { tie: 1 } },
    });
    await kara.update({ "flags.holocron.-=tie": null } as never);
    expect(standIn(kara)._source.flags).toEqual({ holocron: {} });
    expect(deprecations).toEqual([
      "CONFIG.Dice.rollModes",
      "CONST.ACTIVE_EFFECT_MODES",
      "core.rollMode",
      "ChatMessage.applyRollMode",
      '"-=" deletion',
    ]);
  });
});
