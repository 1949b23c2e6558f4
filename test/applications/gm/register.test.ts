// The GM's token-control buttons (hidden from players; Star Worlds adds the Hero Point award) and
// the hazard card's Apply action.
import { describe, expect, it } from "vitest";
import { setupGlue } from "../../data/setup.js";

const gm = () => import("../../../src/applications/gm/register.js");

describe("gmControlTools", () => {
  it("hazards, new session and the check request, ordered after the controls already there", async () => {
    await setupGlue();
    const { gmControlTools } = await gm();
    const tools = gmControlTools(true, 7);
    expect(tools.map((t) => [t.name, t.order, t.visible, t.button])).toEqual([
      ["holocronHazards", 7, true, true],
      ["holocronNewSession", 8, true, true],
      ["holocronCheckRequest", 9, true, true],
    ]);
    expect(tools.map((t) => t.title)).toEqual([
      "HOLOCRON.Hazard.ToolTitle",
      "HOLOCRON.Sheet.Recovery.NewSession",
      "HOLOCRON.CheckRequest.Tool",
    ]);
  });

  it("hidden from players", async () => {
    await setupGlue();
    const { gmControlTools } = await gm();
    expect(gmControlTools(false, 0, true).every((t) => !t.visible)).toBe(true);
  });

  it("Star Worlds adds the award and the speed race before the check request", async () => {
    await setupGlue();
    const { gmControlTools } = await gm();
    expect(gmControlTools(true, 3, true).map((t) => [t.name, t.order])).toEqual([
      ["holocronHazards", 3],
      ["holocronNewSession", 4],
      ["holocronAwardHeroPoints", 5],
      ["holocronSpeedRace", 6],
      ["holocronCheckRequest", 7],
    ]);
  });
});

describe("holocronTokenTools", () => {
  it("is what the hook adds, in its order: the GM's tools, then the world ledger's", async () => {
    await setupGlue();
    const { gmControlTools } = await gm();
    const { worldLedgerTool } = await import("../../../src/applications/ledger/world-ledger.js");
    const { holocronTokenTools } = await import("../../../src/applications/control-tools.js");
    for (const heroPoints of [false, true]) {
      const added = [...gmControlTools(true, 0, heroPoints), worldLedgerTool(9, true)];
      expect(added.map(({ name, title, icon }) => ({ name, title, icon }))).toEqual(
        holocronTokenTools(heroPoints),
      );
    }
    expect(holocronTokenTools(true).map((t) => t.name)).toEqual([
      "holocronHazards",
      "holocronNewSession",
      "holocronAwardHeroPoints",
      "holocronSpeedRace",
      "holocronCheckRequest",
      "holocronWorldLedger",
    ]);
  });
});

describe("the hazard card's actions (registerCardKinds)", () => {
  it("a hazard card's Apply has its handler; on another card it does nothing", async () => {
    await setupGlue();
    const { registerCardKinds } = await import("../../../src/cards/kinds.js");
    const { cardActionHandler } = await import("../../../src/cards/card.js");
    registerCardKinds();
    const handler = cardActionHandler("applyHazard");
    expect(handler).toBeTypeOf("function");
    const context = { message: {}, card: { type: "damage" }, control: {}, element: {}, event: {} };
    expect(await handler!(context as never)).toBeNull();
  });
});
