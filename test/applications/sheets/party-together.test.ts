// The party sheet's Request a check and Rest (GM): each opens on the members still here, and a rest
// taken from it moves the world clock once for all of them (rulings.md, "Time and healing").
import { beforeEach, describe, expect, it } from "vitest";
import { dialogAnswers, dialogCalls, messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import type { Glue } from "../../data/setup.js";
import { GM, clock, hp, recoveryCards, timeWorld } from "../rest/world.js";
import type { HolocronActor } from "../../../src/documents/actor.js";

let glue: Glue;
let kara: HolocronActor, dax: HolocronActor, crew: HolocronActor;

const notices = () =>
  (glue.env.ui.notifications as { notices: { message: string }[] }).notices.map((n) => n.message);

beforeEach(async () => {
  glue = await timeWorld("m20");
  actAs(GM);
  dialogCalls.length = 0;
  kara = await glue.createActor({
    name: "Kara",
    type: "m20Character",
    system: { stats: { str: 12 }, level: 2, hitDice: [4, 4], health: { value: 5 } },
  });
  dax = await glue.createActor({
    name: "Dax",
    type: "m20Character",
    system: { stats: { str: 12 }, level: 3, hitDice: [4, 4, 4], health: { value: 10 } },
  });
  crew = await glue.createActor({
    name: "The Crew",
    type: "party",
    system: { members: [kara.uuid, dax.uuid] },
  });
});

async function press(action: "requestPartyCheck" | "restParty"): Promise<void> {
  const { PARTY_ACTION_HANDLERS } =
    await import("../../../src/applications/sheets/party-actions.js");
  await PARTY_ACTION_HANDLERS[action].call(
    { document: crew },
    {} as PointerEvent,
    {} as HTMLElement,
  );
}

describe("the party together", () => {
  it("Rest: one dialog for the members, one clock advance, each healed by its level", async () => {
    dialogAnswers.push({ button: "rest", fill: { hours: 1 } });
    const before = [hp(kara), hp(dax)];
    await press("restParty");
    expect(String(dialogCalls.at(-1)?.content)).toContain("Kara");
    expect(String(dialogCalls.at(-1)?.content)).toContain("Dax");
    expect(clock(glue).advances).toBe(1);
    expect([hp(kara) - before[0]!, hp(dax) - before[1]!]).toEqual([2, 3]);
    expect(recoveryCards()).toHaveLength(1);
  });

  it("Request a check: the dialog opens with the members who are still here, and Ask posts one card", async () => {
    await dax.delete();
    dialogAnswers.push({ button: "ask", fill: { mode: "dc", dc: 15 } });
    await press("requestPartyCheck");
    const content = String(dialogCalls.at(-1)?.content);
    expect(content).toContain("Kara");
    expect(content).not.toContain("Dax");
    const card = messages.at(-1)?.getFlag("holocron", "card") as
      { type: string; rows: { uuid: string }[]; dc: number } | undefined;
    expect(card).toMatchObject({ type: "checkRequest", dc: 15 });
    expect(card?.rows.map((r) => r.uuid)).toEqual([kara.uuid]);
  });

  it("a party with no one here says so and opens nothing", async () => {
    await kara.delete();
    await dax.delete();
    await press("restParty");
    await press("requestPartyCheck");
    expect(dialogCalls).toHaveLength(0);
    expect(notices().filter((n) => n === "HOLOCRON.Party.Error.NoneHere")).toHaveLength(2);
  });
});
