// Taking a Star Worlds level from the sheet against the stand-in: a level earned waits for a rest
// (seed 002 line 51) unless the GM takes it, the dialog offers the character's career abilities and
// the careers its level allows (line 53), and the character, its items and a card follow.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { dialogAnswers, dialogCalls, messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { dialogWindowPath, sheetIn } from "../dialogs/popped-sheet.js";

const [GM, P1] = ["gm00000000000000", "player1000000000"] as const;

let glue: Glue;

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

function answer(values: Record<string, string>) {
  dialogAnswers.push({ button: "take", fill: values });
}

async function takeLevel(actor: HolocronActor) {
  const { takeLevelFromSheet } = await import("../../../src/applications/sheets/level-up.js");
  return takeLevelFromSheet(actor);
}

async function character(level: number, spent: number, spentAtRest: number) {
  const actor = await glue.createActor({
    name: "Kara",
    type: "worldsCharacter",
    system: { level, heroPoints: { value: 2, spent, spentAtRest }, skills: ["Pilot"] },
    ownership: { default: 0, [P1]: 3 },
  });
  await actor.createEmbeddedDocuments("Item", [{ name: "Smuggler", type: "career" }] as never);
  return actor;
}

beforeEach(async () => {
  glue = await setupGlue("starWorlds");
  messages.length = 0;
  dialogCalls.length = 0;
  // The world's catalog: careers and abilities naming their career by id (as the compendium does).
  const Item = (glue.env.extra as { Item: { create(d: object): Promise<{ id: string }> } }).Item;
  const smuggler = await Item.create({ name: "Smuggler", type: "career" });
  const pilot = await Item.create({ name: "Pilot", type: "career" });
  const ability = (name: string, career: string) =>
    Item.create({ name, type: "ability", flags: { holocron: { career } } });
  await ability("Hidden Compartment", smuggler.id);
  await ability("Fast Talker", smuggler.id);
  await ability("Punch It", pilot.id);
});

describe("a level earned waits for a rest", () => {
  it("seed 002 line 51: the player is told to rest; nothing opens, nothing changes", async () => {
    const kara = await character(1, 12, 0);
    expect(sys(kara)).toMatchObject({ levelsWaiting: 1, levelsReady: 0 });
    actAs(P1);
    expect(await takeLevel(kara)).toBeNull();
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.RestFirst");
    expect(dialogCalls).toHaveLength(0);
    expect(sys(kara).level).toBe(1);
  });

  it("a night's rest readies it; points spent after the rest wait for the next", async () => {
    const kara = await character(1, 12, 0);
    actAs(GM);
    await kara.carryOutRecovery("night");
    expect(sys(kara).heroPoints).toMatchObject({ spentAtRest: 12 });
    expect(sys(kara)).toMatchObject({ levelsReady: 1 });
    actAs(P1);
    answer({ ability: "Fast Talker" });
    const result = await takeLevel(kara);
    expect(result?.level).toBe(2);
    expect(sys(kara).level).toBe(2);
    expect([...kara.items].map((i) => i.name)).toContain("Fast Talker");
    // The ability came from the catalog: the career's abilities the character lacks, by career.
    const content = String(dialogCalls[0]?.content);
    expect(content).toContain("Fast Talker (Smuggler)");
    expect(content).toContain("Hidden Compartment (Smuggler)");
    expect(content).not.toContain("Punch It");
  });

  it("the GM may take it without the rest (an override)", async () => {
    const kara = await character(1, 12, 0);
    actAs(GM);
    answer({ ability: "Hidden Compartment" });
    expect((await takeLevel(kara))?.level).toBe(2);
  });

  it("a refused choice tells why and changes nothing", async () => {
    const kara = await character(3, 48, 48);
    actAs(P1);
    answer({ ability: "Fast Talker" });
    expect(await takeLevel(kara)).toBeNull();
    expect(notices()).toContain("HOLOCRON.LevelUp.Error.noAttribute");
    expect(sys(kara).level).toBe(3);
    expect(messages).toHaveLength(0);
  });
});

describe("the level-up dialog's window (V14 pops sheets out into their own browser window)", () => {
  async function takeFrom(windowId: string | null) {
    const kara = await character(1, 12, 0);
    actAs(GM);
    answer({ ability: "Fast Talker" });
    await (await sheetIn(kara, windowId)).run("takeLevel");
    expect(sys(kara).level).toBe(2);
  }

  it("on V14, taken from a popped-out sheet, it opens in that sheet's window and still answers", async () => {
    await takeFrom("window-kara");
    expect(dialogWindowPath()).toBe("/popout/window-kara");
  });

  it("on V13, from the sheet, it opens in the one main window", async () => {
    await takeFrom(null);
    expect(dialogWindowPath()).toBe("/game");
  });
});

describe("the ruling: a level's +1 may take an attribute above +3", () => {
  it("Spirit +3 becomes +4 at level 4, and the model keeps it", async () => {
    const kara = await character(3, 36, 36);
    await kara.update({ "system.attributes.spirit": 3 } as never);
    actAs(P1);
    answer({ attribute: "spirit", ability: "Fast Talker" });
    await takeLevel(kara);
    expect(sys(kara)).toMatchObject({ level: 4, attributes: { spirit: 4 } });
  });
});

describe("careers by level (rulings: 1 at level 1, 2 from 3, 3 from 5)", () => {
  it("level 3: a new career instead of the skill, copied from the catalog", async () => {
    const kara = await character(2, 24, 24);
    actAs(P1);
    answer({ career: "Pilot" });
    await takeLevel(kara);
    // Seed 002 line 53: with the GM's approval (career-request.test.ts runs the whole request).
    expect(sys(kara).level).toBe(2);
    const { approveCareer } = await import("../../../src/applications/sheets/career-request.js");
    actAs(GM);
    dialogAnswers.push({ button: "yes" });
    expect(await approveCareer({ message: messages.at(-1) as never })).toBe(true);
    expect(sys(kara).level).toBe(3);
    expect(sys(kara).skills).toEqual(["Pilot"]);
    expect([...kara.items].filter((i) => i.type === "career").map((i) => i.name)).toEqual([
      "Smuggler",
      "Pilot",
    ]);
    const card = messages.at(-1)?.content ?? "";
    expect(card).toContain("LevelUp.Row.Career");
  });

  it("a second career dropped on a level 1 character is refused for a player, allowed for the GM", async () => {
    const kara = await character(1, 0, 0);
    const { guardCareer } = await import("../../../src/applications/sheets/career-guard.js");
    const pilot = { type: "career", name: "Pilot", parent: kara };
    actAs(P1);
    expect(guardCareer(pilot)).toBe(false);
    expect(notices()).toContain("HOLOCRON.Sheet.Notify.CareerLevel");
    actAs(GM);
    expect(guardCareer(pilot)).toBe(true);
    await kara.update({ "system.level": 3 } as never);
    actAs(P1);
    expect(guardCareer(pilot)).toBe(true);
  });
});

describe("seed 002 line 66: the species' +1 skill", () => {
  it("the species item's skill is known to the character without being typed in", async () => {
    const kara = await character(1, 0, 0);
    await kara.createEmbeddedDocuments("Item", [
      { name: "Droid", type: "species", system: { skillBonus: "Computers" } },
    ] as never);
    expect(sys(kara)).toMatchObject({
      speciesSkills: ["Computers"],
      knownSkills: ["Pilot", "Computers"],
    });
    expect(sys(kara).skills).toEqual(["Pilot"]);
  });
});
