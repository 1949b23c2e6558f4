// Seed 002 line 33: "Whenever a question of ... 'who runs the fastest' comes into play, refer to the
// Speed of the characters first, and then a Daring roll if it's a tie" — the GM's tool on the
// selected tokens, ordered as the combat tracker orders Speed (ties rolled again while tied).
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../../data/setup.js";
import { messages } from "../../foundry/parts/chat.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { actAs } from "../../foundry/parts/users.js";
import { placeToken, StandInScene } from "../../foundry/parts/scenes.js";
import type { StandInActor } from "../../foundry/parts/documents.js";
let glue: Glue;
const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

describe("the GM tool", () => {
  beforeEach(async () => {
    glue = await setupGlue("starWorlds");
    messages.length = 0;
  });

  async function select(name: string, speed: number, daring: number) {
    const actor = await glue.createActor({
      name,
      type: "worldsNpc",
      system: { speed, attributes: { daring } },
    });
    placeToken(scene, actor as unknown as StandInActor, { select: true });
    return actor;
  }
  let scene: StandInScene;

  it("orders the selected tokens and posts one card with the Daring rolls", async () => {
    scene = new StandInScene("Street");
    await select("Slow", 2, 0);
    await select("Quick", 4, 0);
    await select("Quicker", 4, 2);
    actAs("gm00000000000000");
    // Quick 2d6 = 3 + 3 (6), Quicker 2d6 = 1 + 2 (+2 = 5).
    scriptedDice.push(3, 3, 1, 2);
    const { whoRunsFastest } = await import("../../../src/applications/gm/speed-race.js");
    const message = await whoRunsFastest();
    expect(message).not.toBeNull();
    const content = messages.at(-1)?.content ?? "";
    const order = ["Quick", "Quicker", "Slow"].map((n) => content.indexOf(`>${n}<`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((x, y) => x - y));
  });

  it("fewer than two tokens, or a player: a clear warning", async () => {
    scene = new StandInScene("Street");
    await select("Alone", 3, 0);
    actAs("gm00000000000000");
    const { whoRunsFastest } = await import("../../../src/applications/gm/speed-race.js");
    expect(await whoRunsFastest()).toBeNull();
    expect(notices()).toContain("HOLOCRON.SpeedRace.Error.TooFew");
    actAs("player1000000000");
    expect(await whoRunsFastest()).toBeNull();
    expect(notices()).toContain("HOLOCRON.SpeedRace.Error.GmOnly");
  });
});
