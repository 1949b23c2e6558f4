// The GM's hazard tool carried out against the stand-in: rolls per creature, one card, Apply once.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import { cardOf, click, lastMessage } from "../chat/click.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
  (await import("../../../src/dice/register.js")).registerRolls();
  (await import("../../../src/hooks/chat.js")).registerChatHooks();
  (await import("../../../src/cards/kinds.js")).registerCardKinds();
});

const flow = () => import("../../../src/applications/gm/hazard-flow.js");

async function party() {
  // Kara: a Knight (Force 3, MND 14 → +2: surge +5), Physical 2, DEX 14 (+2), STR 10, 3 hit dice.
  const kara = await glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: {
      stats: { str: 10, dex: 14, mnd: 14 },
      level: 3,
      hitDice: [6, 6, 6],
      health: { value: 28 },
      skills: { physical: 2, force: 3 },
      class: { knight: true },
    },
  });
  // Tal: no Knight, Physical 1, STR 12 (+1), DEX 10.
  const tal = await glue.createActor({
    name: "Tal",
    type: "operaCharacter",
    system: { stats: { str: 12, dex: 10, mnd: 10 }, level: 1, skills: { physical: 1 } },
  });
  return { kara, tal };
}

describe("seed 000 line 16: a fall for two creatures", () => {
  it("rolls each one's dice and check, posts one card, and Apply takes each row once", async () => {
    const { kara, tal } = await party();
    const { runHazard } = await flow();
    // Kara: 4d6 = 4+4+4+4 = 16, surge d20 10 + 5 = 15 vs DC 12 → halves: 8. Tal: 4d6 = 12, lands lightly 20 + 1 = 21 < 40.
    scriptedDice.push(4, 4, 4, 4, 10, 3, 3, 3, 3, 20);
    await runHazard({
      request: { kind: "falling", feet: 40, intoHazard: false, surge: "half", surgeDc: 12 },
      damageType: "kinetic",
      creatures: [
        { actor: kara as never, choice: "surge" },
        { actor: tal as never, choice: "roll" },
      ],
    });
    const card = cardOf(lastMessage());
    expect(card).toMatchObject({
      type: "hazard",
      hazard: "falling",
      formula: "4d6",
      // The feet as typed, which the formula's breakdown is rebuilt from on render.
      feet: 40,
      rows: [
        {
          name: "Kara",
          rolled: 16,
          surge: true,
          resisted: true,
          amount: 8,
          check: { total: 15, dc: 12 },
        },
        {
          name: "Tal",
          rolled: 12,
          surge: false,
          resisted: false,
          amount: 12,
          check: { total: 21, dc: 40 },
        },
      ],
    });
    const hazardMessage = lastMessage();
    const hpBefore = (sys(tal) as { health: { value: number } }).health.value;
    await click(hazardMessage, "applyHazard");
    expect((sys(kara) as { health: { value: number } }).health.value).toBe(20);
    expect((sys(tal) as { health: { value: number } }).health.value).toBe(hpBefore - 12);
    expect(cardOf(lastMessage())).toMatchObject({
      type: "applied",
      rows: [{ amount: 8 }, { amount: 12 }],
    });
    expect(cardOf(hazardMessage)).toMatchObject({ rows: [{ applied: true }, { applied: true }] });
    // A second click finds every row applied: nothing changes, no second applied card.
    const count = messages.length;
    await click(hazardMessage, "applyHazard");
    expect(messages.length).toBe(count);
    expect((sys(kara) as { health: { value: number } }).health.value).toBe(20);
  });
});

describe("the hazard card's rows, one by one (GM)", () => {
  it("skip one, halve another; Apply to all then takes only what is left", async () => {
    const { kara, tal } = await party();
    const { runHazard } = await flow();
    const hp = (a: unknown) => (sys(a as never) as { health: { value: number } }).health.value;
    const [karaBefore, talBefore] = [hp(kara), hp(tal)];
    // 2d6 each: Kara 3+4 = 7, Tal 5+4 = 9; plain damage, no check.
    scriptedDice.push(3, 4, 5, 4);
    await runHazard({
      request: { kind: "damage", formula: "2d6", half: false },
      damageType: "kinetic",
      creatures: [
        { actor: kara as never, choice: "none" },
        { actor: tal as never, choice: "none" },
      ],
    });
    const hazard = lastMessage();
    await click(hazard, "hazardRow", { index: "0", mode: "skip" });
    expect(hp(kara)).toBe(karaBefore);
    await click(hazard, "hazardRow", { index: "1", mode: "half" });
    // 9 halved, rounded up: 5.
    expect(hp(tal)).toBe(talBefore - 5);
    expect(cardOf(lastMessage())).toMatchObject({ rows: [{ mode: "half", amount: 5 }] });
    const count = messages.length;
    await click(hazard, "applyHazard");
    // Nothing left open: Kara was skipped, Tal applied.
    expect(messages.length).toBe(count);
    expect([hp(kara), hp(tal)]).toEqual([karaBefore, talBefore - 5]);
    expect(cardOf(hazard)).toMatchObject({
      rows: [
        { skipped: true, applied: false },
        { applied: true, halved: true },
      ],
    });
  });

  it("a player's click changes nothing", async () => {
    const { kara } = await party();
    const { runHazard } = await flow();
    scriptedDice.push(3, 4);
    await runHazard({
      request: { kind: "damage", formula: "2d6", half: false },
      damageType: "kinetic",
      creatures: [{ actor: kara as never, choice: "none" }],
    });
    const hazard = lastMessage();
    const before = JSON.stringify(cardOf(hazard));
    actAs("player1000000000");
    await click(hazard, "hazardRow", { index: "0", mode: "apply" });
    expect(JSON.stringify(cardOf(hazard))).toBe(before);
  });
});

describe("seed 000 line 19: heat and cold", () => {
  it("counts every check on the actor; the next DC rises; the GM resets the count", async () => {
    const { kara } = await party();
    const { runHazard, resetExposure, exposureChecksOf } = await flow();
    const run = () =>
      runHazard({
        request: { kind: "exposure" },
        damageType: "kinetic",
        creatures: [{ actor: kara as never, choice: "roll" }],
      });
    scriptedDice.push(5, 20);
    await run();
    expect(cardOf(lastMessage())).toMatchObject({
      rows: [{ previousChecks: 0, check: { dc: 15 }, resisted: true, amount: 0 }],
    });
    scriptedDice.push(5, 1);
    await run();
    expect(cardOf(lastMessage())).toMatchObject({
      rows: [{ previousChecks: 1, check: { dc: 16 }, resisted: false, amount: 5 }],
    });
    expect(exposureChecksOf(kara as never)).toBe(2);
    expect(await resetExposure([kara as never])).toBe(1);
    expect(exposureChecksOf(kara as never)).toBe(0);
  });
});

describe("only the GM runs the tool", () => {
  it("a player is told so and nothing is rolled or posted", async () => {
    const { kara } = await party();
    actAs("player1000000000");
    const count = messages.length;
    const result = await (
      await flow()
    ).runHazard({
      request: { kind: "damage", formula: "5", half: false },
      damageType: "energy",
      creatures: [{ actor: kara as never, choice: "none" }],
    });
    expect(result).toBeNull();
    expect(messages.length).toBe(count);
    expect((glue.env.ui.notifications as { notices: unknown[] }).notices.at(-1)).toMatchObject({
      message: "HOLOCRON.Hazard.Error.GmOnly",
    });
  });

  it("plain damage halved, and healing, reach the actors through their own rules", async () => {
    const { kara } = await party();
    const { runHazard } = await flow();
    await runHazard({
      request: { kind: "damage", formula: "7", half: true },
      damageType: "energy",
      creatures: [{ actor: kara as HolocronActor as never, choice: "none" }],
    });
    expect(cardOf(lastMessage())).toMatchObject({ rows: [{ rolled: 7, amount: 4, check: null }] });
    await click(lastMessage(), "applyHazard");
    expect((sys(kara) as { health: { value: number } }).health.value).toBe(24);
    await runHazard({
      request: { kind: "heal", formula: "2" },
      damageType: "kinetic",
      creatures: [{ actor: kara as never, choice: "none" }],
    });
    await click(lastMessage(), "applyHazard");
    expect((sys(kara) as { health: { value: number } }).health.value).toBe(26);
  });
});
