// Giving a Hero Point from the Star Worlds sheet against the stand-in: the dialog lists the other
// characters, the receiver is written first (through the GM relay when the giver's user does not own
// it), the giver loses the point only then, a gift is not a spend, and every refusal changes nothing.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, sys, type Glue } from "../../data/setup.js";
import { dialogAnswers, dialogCalls, messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { dialogWindowPath, sheetIn } from "../dialogs/popped-sheet.js";
import {
  giftCandidates,
  giftRefusal,
  heldPoints,
} from "../../../src/applications/sheets/give-hero-points.js";

type Handler = (this: unknown, event: Partial<PointerEvent>, target: unknown) => Promise<void>;

const GM = "gm00000000000000";
const P1 = "player1000000000";
const P2 = "player2000000000";

let glue: Glue;
let kara: HolocronActor;
let tam: HolocronActor;

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

const worlds = (name: string, held: number, owner: string, spent = 0) => ({
  name,
  type: "worldsCharacter",
  system: { heroPoints: { value: held, spent } },
  ownership: { default: 0, [owner]: 3 },
});

/** The give dialog answered by its "give" button with `receiverId` in the form. */
function answerWith(receiverId: string) {
  dialogAnswers.push({ button: "give", fill: { receiver: receiverId } });
}

async function clickGive(actor: HolocronActor) {
  const sheets = await import("../../../src/applications/sheets/actor-sheet.js");
  const sheet = new sheets.HolocronActorSheet({ document: actor });
  const actions = sheets.HolocronActorSheet.DEFAULT_OPTIONS.actions as unknown as Record<
    string,
    Handler
  >;
  await actions.giveHeroPoint!.call(sheet, {}, { dataset: {} });
}

beforeEach(async () => {
  glue = await setupGlue("starWorlds");
  const relay = await import("../../../src/authority/index.js");
  relay.listenForRequests();
  messages.length = 0;
  kara = await glue.createActor(worlds("Kara", 3, P1, 5));
  tam = await glue.createActor(worlds("Tam", 4, P2));
  await glue.createActor({ name: "Thug", type: "worldsNpc" });
});

describe("pure parts", () => {
  it("candidates are the other Star Worlds characters, by name, with their points", () => {
    const actors = [
      { id: "b", name: "Zed", type: "worldsCharacter", system: { heroPoints: { value: 12 } } },
      { id: "a", name: "Ann", type: "worldsCharacter", system: { heroPoints: { value: 2 } } },
      { id: "me", name: "Me", type: "worldsCharacter", system: { heroPoints: { value: 1 } } },
      { id: "n", name: "Npc", type: "worldsNpc", system: {} },
    ];
    expect(giftCandidates(actors, "me")).toEqual([
      { id: "a", name: "Ann", held: 2, full: false },
      { id: "b", name: "Zed", held: 12, full: true },
    ]);
  });

  it.each([
    [0, 3, "HOLOCRON.Sheet.Give.NoPoints"],
    [2, 12, "HOLOCRON.Sheet.Give.ReceiverFull"],
    [1, 11, null],
    [12, 0, null],
  ])("giver %i → receiver %i: %s", (giver, receiver, expected) => {
    expect(giftRefusal(giver, receiver)).toBe(expected);
  });

  it("heldPoints reads 0 from an actor without Hero Points", () => {
    expect(heldPoints({ system: {} })).toBe(0);
  });
});

describe("giving a Hero Point from the sheet", () => {
  it("the owner of both writes directly; the gift is not a spend; a chat line names both", async () => {
    actAs(GM);
    answerWith(tam.id!);
    await clickGive(kara);
    const content = String(dialogCalls[0]?.content);
    expect(content).toContain("Tam");
    expect(content).not.toContain("Thug");
    expect(content).not.toContain(">Kara");
    expect(sys(kara).heroPoints).toMatchObject({ value: 2, spent: 5 });
    expect(sys(tam).heroPoints).toMatchObject({ value: 5, spent: 0 });
    expect(messages.at(-1)?.content).toContain("HOLOCRON.Sheet.Give.Message");
    expect(messages.at(-1)?.content).toContain("Kara");
    expect(messages.at(-1)?.content).toContain("Tam");
  });

  it("a player giving to another player's character goes through the GM authority", async () => {
    actAs(P1);
    answerWith(tam.id!);
    const pending = clickGive(kara);
    await new Promise((r) => setTimeout(r, 0));
    expect(glue.socket.sent.at(-1)?.data).toMatchObject({
      authority: "request",
      kind: "heroGift",
      payload: { fromUuid: kara.uuid, toUuid: tam.uuid },
    });
    // Nothing changes before the GM carries it out; then both writes are the GM's.
    expect(sys(kara).heroPoints).toMatchObject({ value: 3 });
    actAs(GM);
    await glue.socket.deliver();
    expect(sys(tam).heroPoints).toMatchObject({ value: 5 });
    actAs(P1);
    await glue.socket.deliver();
    await pending;
    expect(sys(kara).heroPoints).toMatchObject({ value: 2, spent: 5 });
    expect(messages).toHaveLength(1);
  });

  it("the GM refuses (receiver filled up meanwhile): the giver keeps the point", async () => {
    actAs(P1);
    answerWith(tam.id!);
    const pending = clickGive(kara);
    await new Promise((r) => setTimeout(r, 0));
    actAs(GM);
    await tam.update({ "system.heroPoints.value": 12 } as never);
    await glue.socket.deliver();
    actAs(P1);
    await glue.socket.deliver();
    await pending;
    expect(sys(kara).heroPoints).toMatchObject({ value: 3 });
    expect(sys(tam).heroPoints).toMatchObject({ value: 12 });
    expect(notices().at(-1)).toContain("HOLOCRON.Sheet.Give.ReceiverFull");
    expect(messages).toHaveLength(0);
  });

  it("no GM connected: a warning, nothing changes", async () => {
    const gm = glue.env.game.users as { get(id: string): { active: boolean } };
    gm.get(GM).active = false;
    actAs(P1);
    answerWith(tam.id!);
    await clickGive(kara);
    expect(notices()).toContain("HOLOCRON.Authority.NoGM");
    expect(sys(kara).heroPoints).toMatchObject({ value: 3 });
    expect(sys(tam).heroPoints).toMatchObject({ value: 4 });
  });

  it("a giver with no points is refused before any dialog", async () => {
    actAs(GM);
    await kara.update({ "system.heroPoints.value": 0 } as never);
    await clickGive(kara);
    expect(dialogCalls).toHaveLength(0);
    expect(notices()).toContain("HOLOCRON.Sheet.Give.NoPoints");
  });

  it("a receiver holding 12 is refused; nothing changes", async () => {
    actAs(GM);
    await tam.update({ "system.heroPoints.value": 12 } as never);
    answerWith(tam.id!);
    await clickGive(kara);
    expect(notices().some((n) => n.startsWith("HOLOCRON.Sheet.Give.ReceiverFull"))).toBe(true);
    expect(sys(kara).heroPoints).toMatchObject({ value: 3 });
    expect(sys(tam).heroPoints).toMatchObject({ value: 12 });
  });

  it("a player cannot give from a character they do not own", async () => {
    actAs(P2);
    await clickGive(kara);
    expect(notices()).toContain("HOLOCRON.Chat.Error.NotOwner");
    expect(dialogCalls).toHaveLength(0);
  });

  it("a cancelled dialog changes nothing", async () => {
    actAs(GM);
    await clickGive(kara);
    expect(dialogCalls).toHaveLength(1);
    expect(sys(kara).heroPoints).toMatchObject({ value: 3 });
    expect(sys(tam).heroPoints).toMatchObject({ value: 4 });
  });
});

describe("two gifts at once", () => {
  it("a giver with one point who gives twice gives once; the second is refused", async () => {
    const { giveHeroPoint } = await import("../../../src/applications/sheets/give-hero-points.js");
    actAs(GM);
    await kara.update({ "system.heroPoints.value": 1 } as never);
    const results = await Promise.all([giveHeroPoint(kara, tam), giveHeroPoint(kara, tam)]);
    expect(results).toEqual([true, false]);
    expect(sys(kara).heroPoints).toMatchObject({ value: 0 });
    expect(sys(tam).heroPoints).toMatchObject({ value: 5 });
    expect(notices().some((n) => n.startsWith("HOLOCRON.Sheet.Give.NoPoints"))).toBe(true);
  });
});

describe("the give dialog's window (V14 pops sheets out into their own browser window)", () => {
  async function giveFrom(windowId: string | null) {
    actAs(GM);
    answerWith(tam.id!);
    await (await sheetIn(kara, windowId)).run("giveHeroPoint");
    expect(heldPoints(tam)).toBe(5);
  }

  it("on V14, given from a popped-out sheet, it opens in that sheet's window and still answers", async () => {
    await giveFrom("window-kara");
    expect(dialogWindowPath()).toBe("/popout/window-kara");
  });

  it("on V13, from the sheet, it opens in the one main window", async () => {
    await giveFrom(null);
    expect(dialogWindowPath()).toBe("/game");
  });
});
