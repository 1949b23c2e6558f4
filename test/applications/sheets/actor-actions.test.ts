// The sheet's play actions against the stand-in: rest and recovery of each ruleset (with the applied
// card), the GM's new session, Star Worlds daily abilities, levels, careers and NPC damage.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { dialogAnswers, messages } from "../../foundry/parts/chat.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { actAs } from "../../foundry/parts/users.js";
import { itemBatches, rollMessages } from "../../foundry/parts/sheet-play.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

type Handler = (this: unknown, event: Partial<PointerEvent>, target: unknown) => Promise<void>;
type Obj = Record<string, unknown>;

let glue: Glue;

function target(dataset: Record<string, string>) {
  const el = { dataset, closest: () => el };
  return el;
}

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

/** The cards posted, by type. */
const cards = (type: string) =>
  messages
    .map((m) => (m.flags.holocron as { card?: Obj } | undefined)?.card)
    .filter((c): c is Obj => c?.type === type);

async function open(ruleset: string, data: Obj) {
  glue = await setupGlue(ruleset);
  // A rest advances the world clock on the GM; the time handler heals (rulings.md, "Time and healing").
  (await import("../../../src/hooks/time.js")).registerTimeHooks();
  const sheets = await import("../../../src/applications/sheets/actor-sheet.js");
  const actor = (await glue.createActor({ name: "Kara", ...data })) as HolocronActor;
  const sheet = new sheets.HolocronActorSheet({ document: actor });
  const actions = sheets.HolocronActorSheet.DEFAULT_OPTIONS.actions as unknown as Record<
    string,
    Handler
  >;
  const run = (name: string, dataset: Record<string, string> = {}) =>
    actions[name]!.call(sheet, { shiftKey: false }, target(dataset));
  const item = (type: string) => [...actor.items].find((i) => i.type === type)!;
  return { actor, sheet, run, item };
}

const m20 = (system: Obj = {}) => ({
  type: "m20Character",
  system: { stats: { str: 12, dex: 10, mnd: 10 }, level: 3, hitDice: [4, 4, 4], ...system },
});

beforeEach(() => {
  messages.length = 0;
});

describe("rest and recovery (m20)", () => {
  it("an hour of rest heals the level, medical care twice that, each with a recovery card", async () => {
    const { actor, run } = await open("m20", m20({ health: { value: 10 } }));
    await run("recover", { kind: "hour" });
    expect(sys(actor).health).toMatchObject({ value: 13 });
    await run("recover", { kind: "hourMedical" });
    expect(sys(actor).health).toMatchObject({ value: 19 });
    // The rest moved the clock; the time that passed healed: its card is the recovery card.
    const rows = cards("recovery").map((c) => (c.rows as Obj[])[0]);
    expect(rows.map((r) => [r?.mode, r?.amount])).toEqual([
      ["heal", 3],
      ["heal", 6],
    ]);
    expect((rows[0]?.changes as Obj[])[0]).toMatchObject({ from: 10, to: 13 });
  });

  it("hourly healing restores STR damage first and counts it as healed", async () => {
    const { actor, run } = await open(
      "m20",
      m20({ health: { value: 0 }, strDamage: { value: 2 } }),
    );
    await run("recover", { kind: "hour" });
    expect(sys(actor)).toMatchObject({ health: { value: 1 }, strDamage: { value: 0 } });
    expect((cards("recovery")[0]?.rows as Obj[])[0]).toMatchObject({ amount: 3 });
  });

  it("second wind once per session: the second is refused with the ruleset's warning", async () => {
    const { actor, run } = await open("m20", m20({ health: { value: 2 } }));
    await run("recover", { kind: "secondWind" });
    // Max HP 24 (STR 12 + hit dice 12): half is 12.
    expect(sys(actor)).toMatchObject({ health: { value: 14 }, secondWindUsed: true });
    await run("recover", { kind: "secondWind" });
    expect(notices()).toContain("HOLOCRON.Health.SecondWindUsed");
    expect(cards("applied")).toHaveLength(1);
  });

  it("a kind the ruleset does not offer is refused and changes nothing", async () => {
    const { actor, run } = await open("m20", m20({ health: { value: 2 } }));
    await run("recover", { kind: "night" });
    expect(notices()).toContain("HOLOCRON.Health.RecoveryNotOffered");
    expect(sys(actor).health).toMatchObject({ value: 2 });
    expect(cards("applied")).toEqual([]);
  });

  it("New session: the GM resets one actor from its sheet, or every actor through the API", async () => {
    const { actor, run } = await open("m20", m20({ secondWindUsed: true }));
    // A flattened record: the update types do not know each actor type's system fields.
    const used: Record<string, unknown> = { "system.secondWindUsed": true };
    const other = await glue.createActor({ name: "Jax", ...m20({ secondWindUsed: true }) });
    await run("newSession");
    expect(sys(actor).secondWindUsed).toBe(false);
    expect(sys(other).secondWindUsed).toBe(true);
    await actor.update(used);
    const { newSession } = await import("../../../src/applications/sheets/recovery.js");
    expect(await newSession()).toBe(2);
    expect([sys(actor).secondWindUsed, sys(other).secondWindUsed]).toEqual([false, false]);
    await actor.update(used);
    actAs("player1000000000");
    expect(await newSession()).toBe(0);
    await run("newSession");
    expect(notices().filter((n) => n === "HOLOCRON.Sheet.Notify.GmOnly")).toHaveLength(2);
    expect(sys(actor).secondWindUsed).toBe(true);
  });
});

describe("rest and recovery (Space Opera heroism)", () => {
  const opera = (heroism: number) => ({
    type: "operaCharacter",
    system: {
      stats: { str: 12, dex: 10, mnd: 10 },
      level: 1,
      health: { value: 5 },
      heroism: { value: heroism },
    },
  });

  it("rolls 2d6+2 with a Foundry Roll shown in chat, spends one point and heals the roll", async () => {
    const { actor, run } = await open("spaceOpera", opera(2));
    scriptedDice.push(3, 4);
    await run("recover", { kind: "heroism" });
    expect(rollMessages).toHaveLength(1);
    expect(rollMessages[0]).toMatchObject({ total: 9 });
    expect(sys(actor)).toMatchObject({ health: { value: 14 }, heroism: { value: 1 } });
    expect((cards("applied")[0]?.rows as Obj[])[0]).toMatchObject({ mode: "heal", amount: 9 });
  });

  it("without a Heroism Point nothing is rolled and the refusal is shown", async () => {
    const { actor, run } = await open("spaceOpera", opera(0));
    await run("recover", { kind: "heroism" });
    expect(rollMessages).toEqual([]);
    expect(notices()).toContain("HOLOCRON.Health.NoHeroism");
    expect(sys(actor).health).toMatchObject({ value: 5 });
  });
});

describe("Star Worlds play", () => {
  const worlds = (system: Obj = {}, items: Obj[] = []) => ({
    type: "worldsCharacter",
    system: { attributes: { menace: 1 }, ...system },
    items,
  });
  const ability = (used: number) => ({
    name: "Lucky",
    type: "ability",
    system: { usesPerDay: 2, used },
  });

  it("a night's rest clears Wounded, fills Vitality and readies every daily ability in one update", async () => {
    const { actor, run } = await open(
      "starWorlds",
      worlds({ health: { value: 0 }, wounded: true }, [
        ability(2),
        { ...ability(1), name: "Quick" },
        ability(0),
      ]),
    );
    await run("recover", { kind: "night" });
    expect(sys(actor)).toMatchObject({ health: { value: 13 }, wounded: false });
    expect([...actor.items].map((i) => sys(i).used)).toEqual([0, 0, 0]);
    expect(itemBatches).toHaveLength(1);
    expect(itemBatches[0]).toHaveLength(2);
    expect(cards("recovery")).toHaveLength(1);
  });

  it("Recharge spends a Hero Point (counted toward levelling) and readies the ability", async () => {
    const { actor, run, item } = await open(
      "starWorlds",
      worlds({ heroPoints: { value: 1, spent: 0 } }, [ability(2)]),
    );
    await run("rechargeAbility", { itemId: item("ability").id ?? "" });
    expect(sys(item("ability")).used).toBe(0);
    expect(sys(actor).heroPoints).toMatchObject({ value: 0, spent: 1 });
    await run("rechargeAbility", { itemId: item("ability").id ?? "" });
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.NotExpended");
    await run("useAbility", { itemId: item("ability").id ?? "" });
    await run("rechargeAbility", { itemId: item("ability").id ?? "" });
    expect(notices().some((n) => n.startsWith("HOLOCRON.Chat.Error.NoHeroPoints"))).toBe(true);
    expect(sys(item("ability")).used).toBe(1);
  });

  it("Take level (after a rest) asks for the choices, raises the level and posts what it brings; none waiting is refused", async () => {
    const { actor, run } = await open(
      "starWorlds",
      worlds({ level: 3, heroPoints: { value: 0, spent: 36, spentAtRest: 36 } }),
    );
    dialogAnswers.push({ button: "take", fill: { attribute: "daring", ability: "Quick Draw" } });
    await run("takeLevel");
    expect(sys(actor).level).toBe(4);
    const content = messages.at(-1)?.content ?? "";
    // The stand-in's i18n echoes each key with its data (escaped in the HTML).
    expect(content).toMatch(
      /LevelUp\.Title \{&quot;level&quot;:4,&quot;name&quot;:&quot;Kara&quot;\}/,
    );
    expect(content).toMatch(/LevelUp\.Row\.Vitality/);
    expect(content).toMatch(/LevelUp\.Row\.Ability \{&quot;name&quot;:&quot;Quick Draw&quot;\}/);
    await run("takeLevel");
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.NoLevelWaiting");
    expect(sys(actor).level).toBe(4);
  });

  it("a fourth career is refused on create and on any creation (drop); a repeated one too", async () => {
    const career = (name: string) => ({ name, type: "career", system: {} });
    const { actor, run } = await open(
      "starWorlds",
      worlds({}, [career("Pilot"), career("Smuggler")]),
    );
    const { guardCareer } = await import("../../../src/applications/sheets/career-guard.js");
    expect(guardCareer({ type: "career", name: "pilot", parent: actor })).toBe(false);
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.CareerTwice");
    expect(guardCareer({ type: "career", name: "Soldier", parent: actor })).toBe(true);
    expect(guardCareer({ type: "weapon", name: "Pilot", parent: actor })).toBe(true);
    await run("createItem", { type: "career" });
    expect([...actor.items].filter((i) => i.type === "career")).toHaveLength(3);
    await run("createItem", { type: "career" });
    expect([...actor.items].filter((i) => i.type === "career")).toHaveLength(3);
    expect(guardCareer({ type: "career", name: "Soldier", parent: actor })).toBe(false);
    expect(notices().filter((n) => n === "HOLOCRON.Sheet.Notify.TooManyCareers")).toHaveLength(2);
  });

  it("Hooks: the guards answer preCreateItem (careers, one species)", async () => {
    await open("starWorlds", worlds());
    (await import("../../../src/hooks/sheets.js")).registerSheetHooks();
    expect((glue.env.Hooks as { count(h: string): number }).count("preCreateItem")).toBe(2);
  });

  it("an NPC's damage chip rolls its formula as a damage card; a blank or bad one is refused", async () => {
    const { actor, run } = await open("starWorlds", {
      type: "worldsNpc",
      system: { damage: "1d6+1", health: { value: 8, max: 8 } },
    });
    scriptedDice.push(4);
    await run("rollNpcDamage");
    expect(cards("damage")[0]).toMatchObject({ total: 5 });
    // The schema refuses a blank or malformed formula; data stored before it is refused here too.
    const { rollNpcDamage } =
      await import("../../../src/applications/sheets/star-worlds-actions.js");
    for (const damage of ["", "2d"]) {
      const stored = { name: actor.name, uuid: actor.uuid, type: "worldsNpc", system: { damage } };
      expect(await rollNpcDamage(stored as unknown as HolocronActor)).toBeNull();
    }
    expect(cards("damage")).toHaveLength(1);
    expect(notices()).toEqual(
      expect.arrayContaining([
        "HOLOCRON.Roll.Error.badFormula",
        "HOLOCRON.Sheet.Notify.NoDamageFormula",
      ]),
    );
  });
});
