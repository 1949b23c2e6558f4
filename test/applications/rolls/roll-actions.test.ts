import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, standIn, type Glue } from "../../data/setup.js";
import type { StandInCollection } from "../../foundry/parts/documents.js";
import { placeToken, StandInScene } from "../../foundry/parts/scenes.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { dialogAnswers, dialogCalls, messages } from "../../foundry/parts/chat.js";
import type { Notice } from "../../foundry/parts/ui.js";
import type { CardData } from "../../../src/cards/data.js";

type Obj = Record<string, unknown>;
let glue: Glue;

beforeEach(async () => {
  glue = await setupGlue();
  const { registerRolls } = await import("../../../src/dice/register.js");
  registerRolls();
});

const actions = () => import("../../../src/cards/roll/actions.js");
const notices = () => (glue.env.ui.notifications as { notices: Notice[] }).notices;
const lastCard = () => messages.at(-1)?.getFlag("holocron", "card") as CardData;

const kara = () =>
  glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: {
      stats: { str: 14, dex: 12, mnd: 16 },
      level: 3,
      hitDice: [6, 6, 6],
      skills: { physical: 3 },
    },
    items: [
      {
        _id: "saber00000000000",
        name: "Lightsaber",
        type: "weapon",
        system: { damage: "2d8", kind: "melee", damageType: "energy" },
      },
      { _id: "bad0000000000000", name: "Broken", type: "gear" },
    ],
  });

function target(actor: { name: string; uuid?: string }) {
  const user = (glue.env.game as { user: { targets: Set<unknown> } }).user;
  user.targets.add({ actor, name: actor.name });
}

describe("an unlinked token's actor", () => {
  it("rolls a check card of its own uuid, named by its token", async () => {
    const a = await kara();
    const scene = new StandInScene("Bay");
    (glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
    const token = placeToken(scene, standIn(a), { linked: false });
    token.name = "Kara (echo)";
    scriptedDice.push(11);
    await (await actions()).rollStat(token.actor as never, "mnd", { fast: true });
    expect(lastCard()).toMatchObject({
      type: "check",
      actor: { uuid: token.actor!.uuid, name: "Kara (echo)" },
    });
  });
});

describe("rollStat / rollSkill", () => {
  it("shift-click (fast) rolls d20 + stat bonus with no dialog and posts a check card", async () => {
    const a = await kara();
    scriptedDice.push(11);
    const message = await (await actions()).rollStat(a, "mnd", { fast: true });
    expect(dialogCalls).toHaveLength(0);
    expect(message).not.toBeNull();
    expect(lastCard()).toMatchObject({
      type: "check",
      total: 14,
      natural: 11,
      target: null,
      outcome: null,
    });
  });

  it("the dialog's choices (stat, modifier, DC, roll mode) decide the roll and the card", async () => {
    const a = await kara();
    // The player picks DEX, +2, DC 15 and a GM-only roll in the dialog's form, then Roll.
    dialogAnswers.push({
      button: "roll",
      fill: { stat: "dex", modifier: 2, dc: 15, rollMode: "gmroll" },
    });
    scriptedDice.push(10);
    await (await actions()).rollSkill(a, "physical");
    expect(dialogCalls).toHaveLength(1);
    // rank 3 + DEX +1 + modifier 2 = +6; 10 + 6 = 16 ≥ 15
    expect(lastCard()).toMatchObject({
      type: "check",
      total: 16,
      target: 15,
      outcome: "success",
      chance: 0.6,
    });
    expect(messages.at(-1)!.whisper).toEqual(["gm00000000000000"]);
  });

  it("Escape / Cancel (the dialog resolves null) rolls nothing and returns null", async () => {
    const a = await kara();
    dialogAnswers.push({ button: "cancel" });
    expect(await (await actions()).rollSkill(a, "physical")).toBeNull();
    expect(messages).toHaveLength(0);
  });

  it("Star Worlds skill: the dialog starts with 'a skill applies' ticked and an attribute to pick", async () => {
    const ace = await glue.createActor({
      name: "Ace",
      type: "worldsCharacter",
      system: { attributes: { guile: 2 } },
    });
    dialogAnswers.push({ button: "roll", fill: { stat: "guile" } });
    scriptedDice.push(2, 2);
    await (await actions()).rollSkill(ace, "Piloting");
    expect(String(dialogCalls[0]!.content)).toMatch(/name="skilled" checked/);
    expect(lastCard()).toMatchObject({
      type: "worlds",
      total: 6,
      band: "closeCall",
      skilled: true,
      bonus: 2,
    });
  });

  it("an unknown stat is a notification and null, never a throw", async () => {
    const a = await kara();
    expect(await (await actions()).rollStat(a, "luck", { fast: true })).toBeNull();
    expect(notices().at(-1)).toEqual({ level: "warn", message: "HOLOCRON.Roll.Error.unknownStat" });
  });
});

describe("rollAttack / rollDamage", () => {
  it("attack: targets stored by UUID with their AC, one outcome per target", async () => {
    const a = await kara();
    const droid = await glue.createActor({
      name: "Droid",
      type: "m20Npc",
      system: { stats: { dex: 10 } },
    });
    target(droid);
    scriptedDice.push(9);
    await (await actions()).rollAttack(a, "saber00000000000", { fast: true });
    const card = lastCard();
    // melee: level 3 + STR +2 = +5 → 14 vs AC 10
    expect(card).toMatchObject({ type: "attack", total: 14, critical: false });
    expect(card.type === "attack" && card.rows).toEqual([
      { uuid: droid.uuid, name: "Droid", ac: 10, outcome: "hit", chance: 0.8 },
    ]);
  });

  it("damage: melee adds STR; a critical rolls the formula twice", async () => {
    const a = await kara();
    scriptedDice.push(3, 4, 5, 6);
    await (await actions()).rollDamage(a, "saber00000000000", { critical: true, targets: [] });
    expect(lastCard()).toMatchObject({
      type: "damage",
      formula: "2d8+2+2d8+2",
      total: 22,
      critical: true,
      damageType: "energy",
    });
  });

  it.each([
    ["a missing item", "nope000000000000", "HOLOCRON.Roll.Error.missingItem"],
    ["an item that is not a weapon", "bad0000000000000", "HOLOCRON.Roll.Error.notAWeapon"],
  ])("%s: a notification, no message", async (_what, id, key) => {
    const a = await kara();
    expect(await (await actions()).rollDamage(a, id)).toBeNull();
    expect(notices().at(-1)?.message).toBe(key);
    expect(messages).toHaveLength(0);
  });

  it("a token with no actor is left out of the targets with a notice", async () => {
    const a = await kara();
    (glue.env.game as { user: { targets: Set<Obj> } }).user.targets.add({
      actor: null,
      name: "Ghost",
    });
    scriptedDice.push(10);
    await (await actions()).rollAttack(a, "saber00000000000", { fast: true });
    expect(notices().at(-1)?.message).toBe("HOLOCRON.Chat.Error.TokenNoActor");
    expect(lastCard()).toMatchObject({ type: "attack", rows: [] });
  });
});
