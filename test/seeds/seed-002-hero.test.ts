// Seed 002 (Star Worlds), lines 41–53: Hero Points and levelling, exercised through the GM's
// award tool, the token bar, the cards' Hero Point buttons and the sheet's actions. Lines with no rule: 40 (a heading), 42, 48, 50, 52, 54 (blank). Line 43 on the
// combat and chase trackers is in seed-002-trackers.test.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { chatWorld, cardOf, click, lastMessage, viaGm } from "../applications/chat/click.js";
import { scriptedDice } from "../foundry/parts/dice.js";
import { dialogAnswers, dialogCalls, messages } from "../foundry/parts/chat.js";
import { actAs } from "../foundry/parts/users.js";
import { sys, type Glue } from "../data/setup.js";
import type { HolocronActor } from "../../src/documents/actor.js";
import type { OpposedCard } from "../../src/cards/data.js";
import { onSheet, sheetContext, target } from "./worlds.js";

const [GM, P1, P2] = ["gm00000000000000", "player1000000000", "player2000000000"] as const;
let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld("starWorlds");
  messages.length = 0;
  dialogAnswers.length = 0;
  actAs(GM);
});

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);
const points = (a: HolocronActor) => sys(a).heroPoints as { value: number; spent: number };

/** P1's character: Daring +1, Vitality 12, holding `held` Hero Points with `spent` spent. */
const kara = (held = 3, spent = 0, system: Record<string, unknown> = {}) =>
  glue.createActor({
    name: "Kara",
    type: "worldsCharacter",
    system: { attributes: { daring: 1 }, heroPoints: { value: held, spent }, ...system },
    ownership: { default: 0, [P1]: 3 },
  });

const thug = () =>
  glue.createActor({ name: "Thug", type: "worldsNpc", system: { damage: "1d6+3" } });

/** The world's catalog: the Smuggler career and two of its abilities (as the compendium has them). */
async function catalog() {
  const Item = (glue.env.extra as { Item: { create(d: object): Promise<{ id: string }> } }).Item;
  const smuggler = await Item.create({ name: "Smuggler", type: "career" });
  const pilot = await Item.create({ name: "Pilot", type: "career" });
  const ability = (name: string, career = smuggler.id) =>
    Item.create({ name, type: "ability", flags: { holocron: { career } } });
  await ability("Punch It", pilot.id);
  return { fastTalker: (await ability("Fast Talker")).id, hidden: (await ability("Hidden")).id };
}

describe("seed 002, Hero Points are the GM's award", () => {
  it("seed 002 line 41: the GM awards from the GM's tools; a player's sheet cannot type the count", async () => {
    const a = await kara(3, 5);
    dialogAnswers.push({ button: "award", fill: { recipient: a.id!, amount: "2" } });
    const { openAwardHeroPoints } = await import("../../src/applications/gm/award-hero-points.js");
    await openAwardHeroPoints();
    expect(points(a)).toMatchObject({ value: 5, spent: 5 });
    // The GM types the count in edit mode; in play mode it is a read-only number for everyone.
    expect((await sheetContext(a, true)).resource).toMatchObject({ editable: true });
    expect((await sheetContext(a)).resource).toMatchObject({ editable: false });
    actAs(P1);
    expect((await sheetContext(a)).resource).toMatchObject({
      value: 5,
      editable: false,
      spent: { value: 5, editable: false },
    });
    expect(await openAwardHeroPoints()).toBeNull();
    // Nor from the token's bar: refused with a message (the GM's edit goes through).
    await a.modifyTokenAttribute("heroPoints", 3, true, true);
    expect(notices()).toContain("HOLOCRON.Award.Error.TokenBar");
    expect(points(a).value).toBe(5);
    actAs(GM);
    await a.modifyTokenAttribute("heroPoints", 1, true, true);
    expect(points(a)).toMatchObject({ value: 6, spent: 5 });
  });
});

describe("seed 002, spending Hero Points", () => {
  it("seed 002 line 43: a reroll on an attribute roll's card keeps the better total, again for another point", async () => {
    const a = await kara();
    actAs(P1);
    scriptedDice.push(2, 3);
    await onSheet(a, "rollStat", { stat: "daring" }); // 6
    const check = lastMessage();
    scriptedDice.push(4, 4);
    await click(check, "heroReroll");
    expect(cardOf(check)).toMatchObject({ total: 9, band: "problem", previous: { total: 6 } });
    scriptedDice.push(1, 1);
    await click(check, "heroReroll");
    expect(cardOf(check)).toMatchObject({ total: 9, rerolls: 2 });
    expect(points(a)).toMatchObject({ value: 1, spent: 2 });
  });

  it("seed 002 line 43: either side of an opposed roll may pay to reroll it (the GM rolls)", async () => {
    const a = await kara();
    const rival = await thug();
    scriptedDice.push(2, 2);
    await onSheet(a, "rollStat", { stat: "daring" }); // 5
    target(glue, rival);
    dialogAnswers.push({ button: "ask", fill: { attribute: "daring" } });
    await click(lastMessage(), "askResist");
    const card = lastMessage();
    scriptedDice.push(4, 4);
    await click(card, "resistCheck", { uuid: rival.uuid }); // 8: the Thug wins
    scriptedDice.push(6, 5);
    await viaGm(glue.socket, P1, () => click(card, "opposedReroll", { side: "actor", index: "0" }));
    expect((cardOf(card) as OpposedCard).resisters[0]!.result).toMatchObject({
      rounds: [
        { actor: 5, resister: 8 },
        { actor: 12, resister: 8 },
      ],
      winner: "actor",
    });
    expect(points(a)).toMatchObject({ value: 2, spent: 1 });
  });

  it("seed 002 line 44: evade 1d6 of an attack's damage from its card", async () => {
    const a = await kara(1);
    target(glue, a);
    scriptedDice.push(5);
    await onSheet(await thug(), "rollNpcDamage"); // 5 + 3 = 8
    const card = lastMessage();
    scriptedDice.push(4);
    await viaGm(glue.socket, P1, () => click(card, "evadeDamage"));
    expect(sys(a)).toMatchObject({ health: { value: 8 }, heroPoints: { value: 0, spent: 1 } });
    expect(cardOf(card)).toMatchObject({ evaded: [a.uuid] });
  });

  it("seed 002 line 45: an extra 1d6 of damage on an attack's damage card", async () => {
    const a = await kara(2, 0, {});
    await a.createEmbeddedDocuments("Item", [
      { name: "Blaster", type: "weapon", system: { damage: "2d6", kind: "ranged" } },
    ] as never);
    actAs(P1);
    scriptedDice.push(2, 3);
    await onSheet(a, "rollDamage", { itemId: a.items.contents[0]!.id! });
    const card = lastMessage();
    scriptedDice.push(6);
    await viaGm(glue.socket, P1, () => click(card, "heroDie"));
    expect(cardOf(card)).toMatchObject({ formula: "2d6+1d6", total: 11, heroDieResult: 6 });
    expect(points(a)).toMatchObject({ value: 1, spent: 1 });
  });

  it("seed 002 line 46: recharge an ability already expended today", async () => {
    const a = await kara(1);
    await a.createEmbeddedDocuments("Item", [
      { name: "Lucky", type: "ability", system: { usesPerDay: 1, used: 0 } },
    ] as never);
    const itemId = a.items.contents[0]!.id!;
    actAs(P1);
    await onSheet(a, "rechargeAbility", { itemId });
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.NotExpended");
    await onSheet(a, "useAbility", { itemId });
    expect(sys(a.items.get(itemId)!).used).toBe(1);
    await onSheet(a, "rechargeAbility", { itemId });
    expect(sys(a.items.get(itemId)!).used).toBe(0);
    expect(points(a)).toMatchObject({ value: 0, spent: 1 });
  });

  it("seed 002 line 47: use an ability of your career you do not have yet, from the sheet's list", async () => {
    const { fastTalker } = await catalog();
    const a = await kara(1);
    await a.createEmbeddedDocuments("Item", [
      { name: "Smuggler", type: "career" },
      { name: "Hidden", type: "ability" },
    ] as never);
    actAs(P1);
    expect((await sheetContext(a)).careerAbilities).toEqual([
      {
        career: "Smuggler",
        starting: false,
        abilities: [{ uuid: `Item.${fastTalker}`, name: "Fast Talker" }],
      },
    ]);
    await onSheet(a, "useCareerAbility", { uuid: `Item.${fastTalker}`, career: "Smuggler" });
    expect(points(a)).toMatchObject({ value: 0, spent: 1 });
    expect(lastMessage().content).toContain("Fast Talker");
    expect([...a.items].map((i) => i.name)).not.toContain("Fast Talker");
  });
});

describe("seed 002, holding, sharing and levelling", () => {
  it("seed 002 line 49: at most twelve held; a point is shared from the sheet (not a spend)", async () => {
    const a = await kara(11, 4);
    const tam = await glue.createActor({
      name: "Tam",
      type: "worldsCharacter",
      system: { heroPoints: { value: 2 } },
      ownership: { default: 0, [P2]: 3 },
    });
    dialogAnswers.push({ button: "award", fill: { recipient: a.id!, amount: "3" } });
    const { openAwardHeroPoints } = await import("../../src/applications/gm/award-hero-points.js");
    await openAwardHeroPoints();
    expect(points(a)).toMatchObject({ value: 12, spent: 4 });
    expect(sys(a).heroPoints).toMatchObject({ max: 12 });
    actAs(P1);
    dialogAnswers.push({ button: "give", fill: { receiver: tam.id! } });
    const gift = onSheet(a, "giveHeroPoint");
    await new Promise((r) => setTimeout(r, 0));
    actAs(GM);
    await glue.socket.deliver();
    actAs(P1);
    await glue.socket.deliver();
    await gift;
    expect(points(a)).toMatchObject({ value: 11, spent: 4 });
    expect(points(tam)).toMatchObject({ value: 3, spent: 0 });
  });

  it("seed 002 line 51: every 12 spent earns a level, taken only after a rest", async () => {
    // A rest advances the world clock on the GM; the time handler heals (rulings.md, "Time and healing").
    (await import("../../src/hooks/time.js")).registerTimeHooks();
    await catalog();
    const a = await kara(1, 11);
    await a.createEmbeddedDocuments("Item", [{ name: "Smuggler", type: "career" }] as never);
    await a.createEmbeddedDocuments("Item", [
      { name: "Lucky", type: "ability", system: { usesPerDay: 1, used: 1 } },
    ] as never);
    actAs(P1);
    await onSheet(a, "rechargeAbility", { itemId: a.items.find((i) => i.name === "Lucky")!.id! });
    expect(sys(a)).toMatchObject({ heroPoints: { spent: 12 }, earnedLevel: 2, levelsWaiting: 1 });
    expect((await sheetContext(a)).worldsLevel).toEqual({ rest: true, canTake: false });
    await onSheet(a, "takeLevel");
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.RestFirst");
    expect(sys(a).level).toBe(1);
    await viaGm(glue.socket, P1, () => onSheet(a, "recover", { kind: "night" }));
    expect((await sheetContext(a)).worldsLevel).toEqual({ rest: false, canTake: true });
    dialogAnswers.push({ button: "take", fill: { ability: "Fast Talker" } });
    await onSheet(a, "takeLevel");
    expect(sys(a)).toMatchObject({ level: 2, levelsWaiting: 0 });
  });

  it("seed 002 line 53: a new career instead of a skill, with the GM's approval, up to three", async () => {
    await catalog();
    const a = await kara(0, 24, { level: 2, heroPoints: { value: 0, spent: 24, spentAtRest: 24 } });
    await a.createEmbeddedDocuments("Item", [{ name: "Smuggler", type: "career" }] as never);
    const careers = () => [...a.items].filter((i) => i.type === "career").map((i) => i.name);
    // The player's choice goes to chat as a request; nothing changes until the GM approves it.
    actAs(P1);
    dialogAnswers.push({ button: "take", fill: { career: "Pilot" } });
    await onSheet(a, "takeLevel");
    expect(sys(a).level).toBe(2);
    const request = lastMessage();
    const { approveCareer } = await import("../../src/applications/sheets/career-request.js");
    expect(await approveCareer({ message: request as never })).toBe(false);
    actAs(GM);
    dialogAnswers.push({ button: "yes" });
    expect(await approveCareer({ message: request as never })).toBe(true);
    expect(sys(a)).toMatchObject({ level: 3, skills: [] });
    expect(careers()).toEqual(["Smuggler", "Pilot"]);
    // From then on a level's ability comes from either career.
    await a.update({ "system.heroPoints": { spent: 36, spentAtRest: 36 } } as never);
    dialogAnswers.push({ button: "take", fill: { attribute: "daring", ability: "Punch It" } });
    await onSheet(a, "takeLevel");
    const offered = String(dialogCalls.at(-1)?.content);
    expect(offered).toContain("Fast Talker (Smuggler)");
    expect(offered).toContain("Punch It (Pilot)");
    expect(sys(a).level).toBe(4);
    // A third career (the GM's), never a fourth.
    const { guardCareer } = await import("../../src/applications/sheets/career-guard.js");
    expect(guardCareer({ type: "career", name: "Soldier", parent: a })).toBe(true);
    await a.createEmbeddedDocuments("Item", [{ name: "Soldier", type: "career" }] as never);
    expect(guardCareer({ type: "career", name: "Knight", parent: a })).toBe(false);
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.TooManyCareers");
  });
});
