// The user's targets at roll time, stored on the card by uuid with their AC (d20 actors only).
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import type { Notice } from "../../foundry/parts/ui.js";
import { armorClassOf, currentTargets } from "../../../src/applications/rolls/roll-inputs.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("armorClassOf", () => {
  it("a whole-number AC from the prepared data; none for anything else", () => {
    expect(armorClassOf({ ac: 14 })).toBe(14);
    expect([armorClassOf({ ac: 12.5 }), armorClassOf({ armor: 2 }), armorClassOf(null)]).toEqual([
      null,
      null,
      null,
    ]);
  });
});

describe("currentTargets", () => {
  const target = (tokens: object[]) => {
    (glue.env.game.user as { targets: Set<object> }).targets = new Set(tokens);
  };

  it("each targeted token's actor by uuid, under the token's name, with its AC (the GM sees it)", async () => {
    const droid = await glue.createActor({ name: "Droid", type: "m20Npc" });
    const ace = await glue.createActor({ name: "Ace", type: "worldsCharacter" });
    target([
      { actor: droid, name: "Droid 2" },
      { actor: ace, name: null },
    ]);
    expect(currentTargets()).toEqual([
      {
        uuid: droid.uuid,
        name: "Droid 2",
        ac: (droid.system as unknown as { ac: number }).ac,
        // How the AC was made, the droid sheet's own trace (the roll dialog explains it by it).
        acTrace: expect.objectContaining({
          rule: "armorClass",
          value: (droid.system as unknown as { ac: number }).ac,
        }),
        secret: false,
      },
      { uuid: ace.uuid, name: "Ace", ac: null, acTrace: null, secret: false },
    ]);
  });

  it("a token without an actor is left out, and the user told", () => {
    target([{ actor: null, name: "Barrel" }]);
    expect(currentTargets()).toEqual([]);
    const notices = (glue.env.ui.notifications as { notices: Notice[] }).notices;
    expect(notices.at(-1)?.message).toBe("HOLOCRON.Chat.Error.TokenNoActor");
  });
});
