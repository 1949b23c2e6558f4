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
import {
  speedRace,
  speedRaceCardContext,
  type Runner,
} from "../../../src/rulesets/star-worlds/speed-race.js";

let glue: Glue;
const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

const runner = (id: string, speed: number, daring = 0): Runner => ({
  id,
  name: id,
  img: null,
  speed,
  daring,
});

describe("the order (pure, dice injected)", () => {
  it("higher Speed first; nothing rolled without a tie", async () => {
    const rolls: number[] = [];
    const race = await speedRace([runner("a", 2), runner("b", 4), runner("c", 3)], async (d) => {
      rolls.push(d);
      return 7;
    });
    expect(race.order).toEqual(["b", "c", "a"]);
    expect(race.ties).toEqual([]);
    expect(rolls).toEqual([]);
  });

  it("a tie on Speed: Daring decides, rolled again while still tied", async () => {
    // a and b at Speed 3: 8 and 8, then 5 and 9; c alone at 4.
    const totals = [8, 8, 5, 9];
    const race = await speedRace([runner("a", 3, 1), runner("b", 3, 2), runner("c", 4)], async () =>
      totals.shift()!,
    );
    expect(race.order).toEqual(["c", "b", "a"]);
    const card = speedRaceCardContext([runner("a", 3, 1), runner("b", 3, 2), runner("c", 4)], race);
    expect(card).toEqual({
      rows: [
        { place: 1, name: "c", speed: 4, rolls: [] },
        { place: 2, name: "b", speed: 3, rolls: [8, 9] },
        { place: 3, name: "a", speed: 3, rolls: [8, 5] },
      ],
      tied: true,
    });
  });
});

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
