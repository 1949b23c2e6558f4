// The GM's damage and hazard tool: over the selected tokens (else the GM's targets); GM only; Cancel
// does nothing, Reset starts the exposure count again, a bad form is a warning.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import { dialogAnswers, dialogButton, dialogCalls } from "../../foundry/parts/chat.js";
import type { Notice } from "../../foundry/parts/ui.js";
import { actAs } from "../../foundry/parts/users.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

const tool = () => import("../../../src/applications/gm/gm-tool.js");
const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;
const select = (actors: unknown[]) => {
  (glue.env.extra.canvas as { tokens: { controlled: unknown[] } }).tokens.controlled = actors.map(
    (actor) => ({ actor }),
  );
};
const target = (actors: unknown[]) => {
  (glue.env.game.user as { targets: Set<unknown> }).targets = new Set(
    actors.map((actor) => ({ actor })),
  );
};
const press = (action: string) =>
  dialogAnswers.push((o) => dialogButton(o, action).callback!({}, { form: null }));

describe("hazardActors", () => {
  it("the selected tokens' actors; with none selected, the targets'", async () => {
    const { hazardActors } = await tool();
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const droid = await glue.createActor({ name: "Droid", type: "m20Npc" });
    select([]);
    target([droid]);
    expect(hazardActors()).toEqual([droid]);
    select([kara, null]);
    expect(hazardActors()).toEqual([kara]);
  });
});

describe("openGmTool", () => {
  it("a player is told it is the GM's", async () => {
    const { openGmTool } = await tool();
    actAs("player1000000000");
    expect(await openGmTool()).toBeNull();
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Hazard.Error.GmOnly");
    expect(dialogCalls).toHaveLength(0);
  });

  it("Cancel does nothing", async () => {
    const { openGmTool } = await tool();
    select([]);
    dialogAnswers.push(() => "cancel");
    expect(await openGmTool()).toBeNull();
    expect(dialogCalls.at(-1)).toMatchObject({ window: { title: "HOLOCRON.Hazard.ToolTitle" } });
  });

  it("Reset starts the exposure count again and says for how many", async () => {
    const { openGmTool } = await tool();
    select([await glue.createActor({ name: "Kara", type: "m20Character" })]);
    press("reset");
    expect(await openGmTool()).toBeNull();
    expect(notices().at(-1)?.message).toContain("HOLOCRON.Hazard.ExposureReset");
  });

  it("Roll with a form the tool cannot read is a warning, nothing posted", async () => {
    const { openGmTool } = await tool();
    select([]);
    press("roll");
    expect(await openGmTool()).toBeNull();
    expect(notices().at(-1)?.level).toBe("warn");
  });
});
