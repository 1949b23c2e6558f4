// The GM's "Award Hero Points" (seed 002 line 41: "the GM will award you with Hero Points"): the
// dialog lists the Star Worlds characters, one character or every player character receives, each is
// capped at twelve held (line 49), "spent" never moves, and a player cannot open it.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { dialogAnswers, dialogCalls, messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import {
  awardCandidates,
  awardCardContext,
  awardDialogContext,
  EVERY_PLAYER_CHARACTER,
  readAwardForm,
} from "../../../src/applications/gm/award-model.js";

// The stand-in's users: its GM and two players.
const [GM, P1, P2] = ["gm00000000000000", "player1000000000", "player2000000000"] as const;

let glue: Glue;
let kara: HolocronActor, tam: HolocronActor, spare: HolocronActor;

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

const worlds = (name: string, held: number, owner: string | null, spent = 0) => ({
  name,
  type: "worldsCharacter",
  system: { heroPoints: { value: held, spent } },
  ownership: owner ? { default: 0, [owner]: 3 } : { default: 0 },
});

function answerWith(recipient: string, amount: string) {
  dialogAnswers.push({ button: "award", fill: { recipient, amount } });
}

async function open() {
  const { openAwardHeroPoints } = await import("../../../src/applications/gm/award-hero-points.js");
  return openAwardHeroPoints();
}

beforeEach(async () => {
  glue = await setupGlue("starWorlds");
  messages.length = 0;
  dialogCalls.length = 0;
  kara = await glue.createActor(worlds("Kara", 3, P1, 5));
  tam = await glue.createActor(worlds("Tam", 11, P2));
  spare = await glue.createActor(worlds("Spare", 0, null));
  await glue.createActor({ name: "Thug", type: "worldsNpc" });
});

describe("pure parts", () => {
  const actors = [
    { id: "z", name: "Zed", type: "worldsCharacter", hasPlayerOwner: true, system: {} },
    {
      id: "a",
      name: "Ann",
      type: "worldsCharacter",
      hasPlayerOwner: false,
      system: { heroPoints: { value: 4 } },
    },
    { id: "n", name: "Npc", type: "worldsNpc", hasPlayerOwner: false, system: {} },
  ];

  it("candidates: Star Worlds characters by name, with what they hold and who plays them", () => {
    expect(awardCandidates(actors)).toEqual([
      { id: "a", name: "Ann", held: 4, player: false },
      { id: "z", name: "Zed", held: 0, player: true },
    ]);
  });

  it("the dialog preselects the selected token's character, else every player character", () => {
    const list = awardCandidates(actors);
    expect(awardDialogContext(list, "a").everyone).toEqual({
      value: EVERY_PLAYER_CHARACTER,
      count: 1,
      selected: false,
    });
    expect(awardDialogContext(list, "a").candidates.map((c) => c.selected)).toEqual([true, false]);
    expect(awardDialogContext(list, "n").everyone.selected).toBe(true);
    expect(awardDialogContext(list, null).candidates.some((c) => c.selected)).toBe(false);
  });

  it.each([
    ["0", "HOLOCRON.Award.Error.BadAmount"],
    ["13", "HOLOCRON.Award.Error.BadAmount"],
    ["", "HOLOCRON.Award.Error.BadAmount"],
    ["1.5", "HOLOCRON.Award.Error.BadAmount"],
  ])("amount %j is refused: %s", (amount, key) => {
    expect(() => readAwardForm({ recipient: "a", amount }, awardCandidates(actors))).toThrow(key);
  });

  it("an unknown recipient, or nobody played by a player, is refused", () => {
    const list = awardCandidates(actors);
    expect(() => readAwardForm({ recipient: "n", amount: "1" }, list)).toThrow(
      "HOLOCRON.Award.Error.NoRecipient",
    );
    expect(() =>
      readAwardForm({ recipient: EVERY_PLAYER_CHARACTER, amount: "1" }, list.slice(0, 1)),
    ).toThrow("HOLOCRON.Award.Error.NoPlayers");
    expect(readAwardForm({ recipient: EVERY_PLAYER_CHARACTER, amount: "2" }, list)).toEqual({
      recipients: [list[1]],
      amount: 2,
    });
  });

  it("the card marks who hit the cap of twelve", () => {
    const rows = awardCardContext(
      [
        { id: "a", name: "Ann", held: 11, player: true },
        { id: "b", name: "Ben", held: 2, player: true },
      ],
      3,
    ).rows;
    expect(rows).toEqual([
      { name: "Ann", held: 11, after: 12, gained: 1, capped: true },
      { name: "Ben", held: 2, after: 5, gained: 3, capped: false },
    ]);
  });
});

describe("awarding from the GM's tools", () => {
  it("every player character at once: capped at 12, spent unchanged, one card", async () => {
    actAs(GM);
    answerWith(EVERY_PLAYER_CHARACTER, "2");
    const card = await open();
    expect(String(dialogCalls[0]?.content)).toContain("Kara");
    expect(String(dialogCalls[0]?.content)).not.toContain("Thug");
    expect(sys(kara).heroPoints).toMatchObject({ value: 5, spent: 5 });
    expect(sys(tam).heroPoints).toMatchObject({ value: 12, spent: 0 });
    // A character no player owns is not a player character.
    expect(sys(spare).heroPoints).toMatchObject({ value: 0 });
    expect(card).not.toBeNull();
    expect(messages).toHaveLength(1);
    expect(messages[0]?.content).toContain("Kara");
    expect(messages[0]?.content).toContain("Tam");
    expect(messages[0]?.content).not.toContain("Spare");
    expect(messages[0]?.content).toContain("HOLOCRON.Award.Capped");
  });

  it("one character", async () => {
    actAs(GM);
    answerWith(spare.id!, "4");
    await open();
    expect(sys(spare).heroPoints).toMatchObject({ value: 4 });
    expect(sys(kara).heroPoints).toMatchObject({ value: 3 });
  });

  it("a bad amount tells the GM and changes nothing", async () => {
    actAs(GM);
    answerWith(kara.id!, "20");
    expect(await open()).toBeNull();
    expect(notices()).toContain("HOLOCRON.Award.Error.BadAmount");
    expect(sys(kara).heroPoints).toMatchObject({ value: 3 });
    expect(messages).toHaveLength(0);
  });

  it("a player cannot open it", async () => {
    actAs(P1);
    expect(await open()).toBeNull();
    expect(notices()).toContain("HOLOCRON.Award.Error.GmOnly");
    expect(dialogCalls).toHaveLength(0);
  });

  it("the token controls offer it to the GM of a Star Worlds world only", async () => {
    const { gmControlTools } = await import("../../../src/applications/gm/register.js");
    const names = (tools: { name: string; visible: boolean }[]) =>
      tools.filter((t) => t.visible).map((t) => t.name);
    expect(names(gmControlTools(true, 5, true))).toContain("holocronAwardHeroPoints");
    expect(names(gmControlTools(true, 5, false))).not.toContain("holocronAwardHeroPoints");
    expect(names(gmControlTools(false, 5, true))).toEqual([]);
  });
});
