// Every V13/V14 branch of src/compat, run with the stand-in as each generation; neither may log a
// compatibility warning (V14 keeps the V13 names working but warns on each).
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, standIn, type Glue } from "../data/setup.js";
import { deprecations, setGeneration, type Generation } from "../foundry/parts/release.js";
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
} from "../../src/compat/message-mode.js";
import { addChange } from "../../src/compat/effect-change.js";
import { markDeleted } from "../../src/compat/deletion.js";
import { coreGeneration, isV14 } from "../../src/compat/generation.js";

type Obj = Record<string, unknown>;
const GM = "gm00000000000000";
const PLAYER = "player1000000000";

interface Case {
  generation: Generation;
  setting: string;
  names: Record<"public" | "gm" | "blind" | "self", string>;
}
const CASES: Case[] = [
  {
    generation: 13,
    setting: "rollMode",
    names: { public: "publicroll", gm: "gmroll", blind: "blindroll", self: "selfroll" },
  },
  {
    generation: 14,
    setting: "messageMode",
    names: { public: "public", gm: "gm", blind: "blind", self: "self" },
  },
];

let glue: Glue;
const setCore = (key: string, value: unknown) =>
  (glue.env.game.settings as { set(n: string, k: string, v: unknown): Promise<unknown> }).set(
    "core",
    key,
    value,
  );

describe.each(CASES)("Foundry V$generation", ({ generation, setting, names }) => {
  beforeEach(async () => {
    glue = await setupGlue();
    setGeneration(generation);
    // Registered again as the running generation does it on `init`.
    const { registerDocuments } = await import("../../src/documents/register.js");
    registerDocuments();
    const { registerRolls } = await import("../../src/dice/register.js");
    registerRolls();
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
    await setCore(setting, names.self);
    expect(currentMessageMode()).toBe(names.self);
    await setCore(setting, "ic");
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
    await setCore(setting, names.gm);
    scriptedDice.push(11);
    const { rollStat } = await import("../../src/applications/rolls/roll-actions.js");
    await rollStat(kara, "mnd", { fast: true });
    expect(messages.at(-1)?.whisper).toEqual([GM]);
    await setCore(setting, names.blind);
    scriptedDice.push(11);
    await rollStat(kara, "mnd", { fast: true });
    expect(messages.at(-1)).toMatchObject({ whisper: [GM], blind: true });
    expect(deprecations).toEqual([]);
  });

  it("a Hero Point die follows its card's visibility with this generation's option", async () => {
    const { postSpendRoll } = await import("../../src/applications/chat/spend-roll.js");
    const ace = await glue.createActor({ name: "Ace", type: "worldsCharacter" });
    const roll = new (glue.env.foundry.dice.Roll as new (f: string) => Roll)("1d6");
    await roll.evaluate();
    const card = { whisper: [GM], blind: false, author: { id: PLAYER } };
    await postSpendRoll(roll, card as never, ace, "HOLOCRON.Chat.Spend.Evade");
    expect(rollMessages.at(-1)).toMatchObject({ mode: names.gm });
    expect(deprecations).toEqual([]);
  });

  it("writes Active Effect changes in this generation's shape", () => {
    const change = addChange("system.modifiers.ac", -4);
    expect(change).toEqual(
      generation === 14
        ? { key: "system.modifiers.ac", value: "-4", type: "add", phase: "initial" }
        : { key: "system.modifiers.ac", value: "-4", mode: 2 },
    );
    expect(addChange("system.modifiers.attack", 2, 20)).toMatchObject({ priority: 20 });
    const prone = (CONFIG.statusEffects as unknown as Obj[]).find((e) => e.id === "prone");
    expect(prone?.changes).toEqual([change]);
    expect(deprecations).toEqual([]);
  });

  it("deletes a key in this generation's syntax, and the stand-in's update removes it", async () => {
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const flags: Obj = {};
    markDeleted(flags, "tie");
    expect(Object.keys(flags)).toEqual([generation === 14 ? "tie" : "-=tie"]);
    await kara.update({ flags: { holocron: { tie: 3, keep: 1 } } } as never);
    await kara.update({ flags: { holocron: flags } } as never);
    expect(standIn(kara)._source.flags).toEqual({ holocron: { keep: 1 } });
    expect(deprecations).toEqual([]);
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
