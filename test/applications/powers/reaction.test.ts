// Only the Knight's owner reacts from a card; anyone else gets a notification and no request.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import type { Notice } from "../../foundry/parts/ui.js";
import { mayReact } from "../../../src/applications/powers/reaction.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;

describe("mayReact", () => {
  it("the owner may react, silently", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    expect(mayReact(kara, "HOLOCRON.Deflect.NotYours")).toBe(true);
    expect(notices()).toEqual([]);
  });

  it("anyone else is told the Knight is not theirs", () => {
    const theirs = { isOwner: false, name: "Kara" } as Actor.Implementation;
    expect(mayReact(theirs, "HOLOCRON.Deflect.NotYours")).toBe(false);
    expect(notices().map((n) => [n.level, n.message])).toEqual([
      ["warn", `HOLOCRON.Deflect.NotYours {"name":"Kara"}`],
    ]);
  });
});
