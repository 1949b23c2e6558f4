// The stand-in behaves as Foundry is documented to (architecture.md, testing layer 2): writes fire
// the document hooks and the document's own `_on*` callbacks; a message's author is a User.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, standIn, type Glue } from "../data/setup.js";
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
    const { visibilityLike } = await import("../../src/applications/chat/spend-roll.js");
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
