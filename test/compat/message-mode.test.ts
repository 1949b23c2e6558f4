// The chat message modes in each generation's names and settings (src/compat/generation.ts);
// neither generation may log a compatibility warning (V14 keeps the V13 names but warns on each).
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../data/setup.js";
import { deprecations } from "../foundry/parts/release.js";
import { messages } from "../foundry/parts/chat.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { rollMessages } from "../foundry/parts/sheet-play.js";
import { actAs } from "../foundry/parts/users.js";
import {
  applyMessageMode,
  currentMessageMode,
  isMessageMode,
  messageModeChoices,
  messageModeOf,
  toMessageOptions,
  type Visibility,
  coreGeneration,
  isV14,
} from "../../src/compat/generation.js";
import { CASES, GM, PLAYER, generationWorld, setCore } from "./generations.js";

let glue: Glue;

describe.each(CASES)("Foundry V$generation", ({ generation, setting, names }) => {
  beforeEach(async () => {
    glue = await generationWorld(generation);
  });

  it("knows which Foundry runs", () => {
    expect(coreGeneration()).toBe(generation);
    expect(isV14()).toBe(generation === 14);
    expect(deprecations).toEqual([]);
  });

  it("lists the chat modes by this generation's names, without V14's in-character mode", () => {
    expect(messageModeChoices().map((c) => c.value)).toEqual(Object.values(names));
    expect(messageModeChoices().every((c) => c.label.length > 0)).toBe(true);
    expect(isMessageMode("ic")).toBe(false);
    expect(isMessageMode(names.gm)).toBe(true);
    expect(messageModeOf("blind")).toBe(names.blind);
    expect(deprecations).toEqual([]);
  });

  it("reads the user's chat-box choice from this generation's setting", async () => {
    expect(currentMessageMode()).toBe(names.public);
    await setCore(glue, setting, names.self);
    expect(currentMessageMode()).toBe(names.self);
    await setCore(glue, setting, "ic");
    expect(currentMessageMode()).toBe(names.public);
    expect(deprecations).toEqual([]);
  });

  it("applies a mode with core's own function: private and blind whisper the GM", () => {
    expect(applyMessageMode({ content: "x" }, names.gm)).toMatchObject({ whisper: [GM] });
    expect(applyMessageMode({ content: "x" }, names.blind)).toMatchObject({
      whisper: [GM],
      blind: true,
    });
    expect(applyMessageMode({ content: "x" }, names.self)).toMatchObject({ whisper: [GM] });
    expect(applyMessageMode({ content: "x" }, "nonsense")).toEqual({ content: "x" });
    expect(toMessageOptions(names.gm)).toEqual(
      generation === 14 ? { messageMode: "gm" } : { rollMode: "gmroll" },
    );
    expect(toMessageOptions("nonsense")).toEqual({});
    expect(deprecations).toEqual([]);
  });

  it("a player's private roll stays private (the setting the chat box writes is honoured)", async () => {
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      ownership: { default: 0, [PLAYER]: 3 },
      system: { stats: { str: 14, dex: 12, mnd: 16 }, level: 3 },
    });
    actAs(PLAYER);
    await setCore(glue, setting, names.gm);
    scriptedDice.push(11);
    const { rollStat } = await import("../../src/cards/roll/actions.js");
    await rollStat(kara, "mnd", { fast: true });
    expect(messages.at(-1)?.whisper).toEqual([GM]);
    await setCore(glue, setting, names.blind);
    scriptedDice.push(11);
    await rollStat(kara, "mnd", { fast: true });
    expect(messages.at(-1)).toMatchObject({ whisper: [GM], blind: true });
    expect(deprecations).toEqual([]);
  });

  it("a Hero Point die follows its card's visibility with this generation's option", async () => {
    const { postSpendRoll } = await import("../../src/cards/hero-points.js");
    const ace = await glue.createActor({ name: "Ace", type: "worldsCharacter" });
    const roll = new (glue.env.foundry.dice.Roll as new (f: string) => Roll)("1d6");
    await roll.evaluate();
    const card = { whisper: [GM], blind: false, author: { id: PLAYER } };
    await postSpendRoll(roll, card as never, ace, "HOLOCRON.Chat.Spend.Evade");
    expect(rollMessages.at(-1)).toMatchObject({ mode: names.gm });
    expect(deprecations).toEqual([]);
  });

  // Who sees each mode's message, as core applies it (https://foundryvtt.com/article/dice/): the
  // stand-in's Roll#toMessage applies its options as core does, so this is what the table sees.
  const SEEN: Record<Visibility, { whisper: string[]; blind: boolean }> = {
    public: { whisper: [], blind: false },
    gm: { whisper: [GM], blind: false },
    blind: { whisper: [GM], blind: true },
    self: { whisper: [PLAYER], blind: false },
  };

  it.each(Object.keys(SEEN) as Visibility[])(
    "a %s mode reaches the message at every site that passes one",
    async (visibility) => {
      const seen = SEEN[visibility];
      const kara = await glue.createActor({
        name: "Kara",
        type: "m20Character",
        ownership: { default: 0, [PLAYER]: 3 },
        system: { stats: { str: 14, dex: 12, mnd: 16 }, level: 3 },
      });
      actAs(PLAYER);
      await setCore(glue, setting, names[visibility]);
      const last = () => {
        const message = messages.at(-1);
        return { whisper: message?.whisper, blind: message?.blind };
      };
      // The sheet's roll: its card (roll-actions.ts, the chat box's mode).
      scriptedDice.push(11);
      const { rollStat } = await import("../../src/cards/roll/actions.js");
      await rollStat(kara, "mnd", { fast: true });
      expect(last()).toEqual(seen);
      // The hit dice shown in chat (hit-dice-roll.ts, the chat box's mode).
      const { rollHitDice } = await import("../../src/documents/state-follow.js");
      scriptedDice.push(4);
      await rollHitDice(kara, [6, 5], 1);
      expect(last()).toEqual(seen);
      // A Hero Point die follows its card's visibility (spend-roll.ts), whatever the chat box says.
      await setCore(glue, setting, names.public);
      const { postSpendRoll } = await import("../../src/cards/hero-points.js");
      const roll = new (glue.env.foundry.dice.Roll as new (f: string) => Roll)("1d6");
      await roll.evaluate();
      const card = {
        whisper: seen.whisper,
        blind: seen.blind,
        author: { id: PLAYER, isGM: false },
      };
      await postSpendRoll(roll, card as never, kara, "HOLOCRON.Chat.Spend.Evade");
      expect(last()).toEqual(seen);
      expect(deprecations).toEqual([]);
    },
  );
});
