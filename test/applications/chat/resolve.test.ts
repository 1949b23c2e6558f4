// The actors a card names: by stored uuid (one deleted since is reported by name) and the user's
// selected tokens (none selected, or a token without an actor, is reported).
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import type { Notice } from "../../foundry/parts/ui.js";
import { actorFromUuid, healthActorsOf, selectedHealthActors } from "../../../src/cards/card.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;
const select = (tokens: { actor: unknown }[]) => {
  (glue.env.extra.canvas as { tokens: { controlled: unknown[] } }).tokens.controlled = tokens;
};

describe("actorFromUuid and healthActorsOf", () => {
  it("the actors of the stored targets; one deleted since is named in a warning", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    expect(await actorFromUuid(kara.uuid, "Kara")).toBe(kara);
    const actors = await healthActorsOf([
      { uuid: kara.uuid, name: "Kara", ac: 10 },
      { uuid: "Actor.gone000000000", name: "Old droid", ac: 12 },
    ]);
    expect(actors).toEqual([kara]);
    expect(notices().at(-1)?.message).toContain("HOLOCRON.Chat.Error.TargetGone");
  });
});

describe("selectedHealthActors", () => {
  it("the actors of the controlled tokens", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    select([{ actor: kara }]);
    expect(selectedHealthActors()).toEqual([kara]);
  });

  it("nothing selected: a warning", () => {
    select([]);
    expect(selectedHealthActors()).toEqual([]);
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Chat.Error.NothingSelected");
  });

  it("a token without an actor is reported and skipped", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    select([{ actor: null }, { actor: kara }]);
    expect(selectedHealthActors()).toEqual([kara]);
    expect(notices().map((n) => n.message)).toContain("HOLOCRON.Chat.Error.TokenNoActor");
  });
});
