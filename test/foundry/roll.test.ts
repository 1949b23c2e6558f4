// The stand-in's Roll keeps what Foundry documents for rendering and posting a roll: Roll#render
// honours `isPrivate` (https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html#render) and
// Roll#toMessage keeps its options (V13 `rollMode`, V14 `messageMode`, `create`:
// https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html#tomessage), applying the mode as
// ChatMessage.applyRollMode / applyMode do; without one, the user's chat-box choice applies.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry, type StandInEnv } from "./index.js";
import { actAs } from "./parts/users.js";
import { setGeneration, deprecations } from "./parts/release.js";
import { messages, type StandInMessage } from "./parts/chat.js";
import type { StandInRoll } from "./parts/dice.js";
import { scriptedDice } from "./parts/dice.js";
import { GM, P1 } from "../authority/world.js";

const TEMPLATE = "systems/holocron/templates/chat/roll-dice.hbs";

let installed: StandInEnv;
beforeEach(() => {
  installed = installFoundry();
  actAs(P1);
});

/** The installed Roll class, typed as the stand-in's (its options are the documented ones). */
async function rolled(): Promise<StandInRoll> {
  scriptedDice.push(17);
  const Installed = installed.foundry.dice.Roll as typeof StandInRoll;
  return new Installed("1d20+3", {}, { flavor: "Sneak" }).evaluate();
}

describe("Roll#render", () => {
  it("shows the formula, the total and the flavor", async () => {
    const html = await (await rolled()).render({ template: TEMPLATE });
    expect(html).toContain("1d20+3");
    expect(html).toContain(">20<");
    expect(html).toContain("Sneak");
  });

  it("hides the formula, the total and the flavor when private", async () => {
    const html = await (await rolled()).render({ template: TEMPLATE, isPrivate: true });
    expect(html).not.toContain("1d20+3");
    expect(html).not.toContain("20");
    expect(html).not.toContain("Sneak");
    expect(html).toContain("???");
  });
});

describe.each([13, 14] as const)("Roll#toMessage on V%i", (generation) => {
  beforeEach(() => setGeneration(generation));
  const mode = (v13: string, v14: string) =>
    generation === 14 ? { messageMode: v14 } : { rollMode: v13 };

  async function post(options: object): Promise<StandInMessage> {
    await (await rolled()).toMessage({ flavor: "Sneak" }, options);
    const message = messages.at(-1);
    if (!message) throw new Error("no message was posted");
    return message;
  }

  it("posts publicly by default (the chat box's public mode)", async () => {
    const message = await post({});
    expect(message.whisper).toEqual([]);
    expect(message.blind).toBe(false);
    expect(message.rolls).toHaveLength(1);
  });

  it("whispers the GMs for a private roll", async () => {
    expect((await post(mode("gmroll", "gm"))).whisper).toEqual([GM]);
  });

  it("whispers the GMs and hides the roll from its roller for a blind roll", async () => {
    const message = await post(mode("blindroll", "blind"));
    expect(message.whisper).toEqual([GM]);
    expect(message.blind).toBe(true);
  });

  it("whispers the roller alone for a self roll", async () => {
    expect((await post(mode("selfroll", "self"))).whisper).toEqual([P1]);
  });

  it("takes the chat box's mode when no option names one", async () => {
    if (generation === 14) await game.settings.set("core", "messageMode", "gm");
    else await game.settings.set("core", "rollMode", "gmroll");
    expect((await post({})).whisper).toEqual([GM]);
  });

  it("returns the message data, creating nothing, with create: false", async () => {
    const roll = await rolled();
    const data = (await roll.toMessage({}, { ...mode("gmroll", "gm"), create: false })) as {
      whisper: string[];
    };
    expect(data.whisper).toEqual([GM]);
    expect(messages).toEqual([]);
  });

  it("refuses an option Foundry does not document", async () => {
    await expect((await rolled()).toMessage({}, { mode: "gm" } as object)).rejects.toThrow(
      /no option mode/,
    );
  });

  it("warns on V14 when given V13's rollMode, and still applies it", async () => {
    const message = await post({ rollMode: "blindroll" });
    expect(message.blind).toBe(true);
    expect(deprecations.includes("Roll#toMessage rollMode")).toBe(generation === 14);
  });
});
