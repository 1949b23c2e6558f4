// The party's award (seed 002 line 41: "the GM will award you with Hero Points"; Space Opera's
// Heroism pool): one GM request for everyone ticked, one ledger row per member naming the request,
// Hero Points capped at twelve held and Heroism at the pool the GM set; players cannot award.
import { describe, expect, it, vi } from "vitest";
import { brief, rowsOf, settle, withLedgerTable } from "../../documents/ledger/world.js";
import { GM, P1, type Table } from "../../authority/world.js";
import { dialogAnswers, messages } from "../../foundry/parts/chat.js";
import { actAs } from "../../foundry/parts/users.js";
import { sys } from "../../data/setup.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import {
  awardPoolOf,
  partyAwardPlan,
  readPartyAwardForm,
  type PartyAwardMember,
} from "../../../src/applications/sheets/party-award-model.js";

let t: Table;
withLedgerTable((table) => (t = table));

const worlds = (name: string, held: number) => ({
  name,
  type: "worldsCharacter",
  system: { heroPoints: { value: held, spent: 0 } },
});

async function partyOf(members: { uuid: string }[]): Promise<HolocronActor> {
  return t.glue.createActor({
    name: "The Crew",
    type: "party",
    ownership: { default: 2 },
    system: { members: members.map((m) => m.uuid) },
  });
}

const award = () => import("../../../src/applications/sheets/party-award.js");

describe("the plan (pure)", () => {
  const member = (pool: PartyAwardMember["pool"], held: number, max: number): PartyAwardMember => ({
    uuid: `Actor.${pool}${held}`,
    name: "M",
    pool,
    held,
    max,
  });

  it("Hero Points stop at twelve held; Heroism at the member's pool", () => {
    const rows = partyAwardPlan([member("heroPoints", 11, 12), member("heroism", 2, 3)], 2);
    expect(rows.map((r) => [r.held, r.after, r.gained, r.capped])).toEqual([
      [11, 12, 1, true],
      [2, 3, 1, true],
    ]);
    expect(() => partyAwardPlan([], 13)).toThrow(RangeError);
  });

  it("only Star Worlds and Space Opera characters have a pool", () => {
    expect(awardPoolOf(null)).toBeNull();
  });

  it("the form gives the ticked members and the amount, or a clear error", () => {
    const members = [member("heroPoints", 0, 12), member("heroism", 0, 3)];
    expect(
      readPartyAwardForm({ amount: "2", "member.0": false, "member.1": true }, members),
    ).toEqual({ uuids: [members[1]!.uuid], amount: 2 });
    expect(() => readPartyAwardForm({ amount: "0", "member.0": true }, members)).toThrow(
      "HOLOCRON.Party.Award.Error.BadAmount",
    );
    expect(() => readPartyAwardForm({ amount: "1" }, members)).toThrow(
      "HOLOCRON.Party.Award.Error.NoOne",
    );
  });
});

describe("awarding the party", () => {
  it("1 Hero Point to four members is one GM request and four ledger rows", async () => {
    const four = [
      t.ace,
      t.zed,
      await t.glue.createActor(worlds("Nim", 11)),
      await t.glue.createActor(worlds("Oro", 12)),
    ];
    const party = await partyOf(four);
    await settle();
    const { openPartyAward, partyAward } = await award();
    const carried = vi.spyOn(partyAward, "carryOut");
    actAs(GM);
    dialogAnswers.push({ button: "award", fill: { amount: 1 } });
    const rows = await openPartyAward(party);
    await settle();
    expect(carried).toHaveBeenCalledTimes(1);
    expect(rows?.map((r) => [r.name, r.held, r.after])).toEqual([
      ["Ace", 3, 4],
      ["Zed", 2, 3],
      ["Nim", 11, 12],
      ["Oro", 12, 12],
    ]);
    // Oro already held twelve: nothing written, so no row.
    const ledger = await Promise.all(four.map(rowsOf));
    expect(ledger.map((r) => r.map(brief))).toEqual([
      [
        {
          who: "Gamemaster",
          cause: "request",
          request: "party.award",
          changes: ["heroPoints.value 3→4"],
        },
      ],
      [
        {
          who: "Gamemaster",
          cause: "request",
          request: "party.award",
          changes: ["heroPoints.value 2→3"],
        },
      ],
      [
        {
          who: "Gamemaster",
          cause: "request",
          request: "party.award",
          changes: ["heroPoints.value 11→12"],
        },
      ],
      [],
    ]);
    expect(String(messages.at(-1)?.content)).toContain("HOLOCRON.Party.Award.CardTitle");
  });

  it("four members who can all take it: four rows, one request", async () => {
    const four = [
      t.ace,
      t.zed,
      await t.glue.createActor(worlds("Nim", 0)),
      await t.glue.createActor(worlds("Oro", 5)),
    ];
    const party = await partyOf(four);
    await settle();
    const { openPartyAward, partyAward } = await award();
    const carried = vi.spyOn(partyAward, "carryOut");
    dialogAnswers.push({ button: "award", fill: { amount: 1 } });
    await openPartyAward(party);
    await settle();
    expect(carried).toHaveBeenCalledTimes(1);
    const ledger = (await Promise.all(four.map(rowsOf))).flat();
    expect(ledger).toHaveLength(4);
    expect(new Set(ledger.map((r) => r.cause.request))).toEqual(new Set(["party.award"]));
    expect(four.map((a) => (sys(a).heroPoints as { value: number }).value)).toEqual([4, 3, 1, 6]);
  });

  it("a mixed party: Heroism for Space Opera, Hero Points for Star Worlds, none for m20", async () => {
    const opera = await t.glue.createActor({
      name: "Vex",
      type: "operaCharacter",
      system: { heroism: { value: 1, max: 3 } },
    });
    const party = await partyOf([t.ace, opera, t.thug]);
    const { awardMembers, openPartyAward } = await award();
    expect(awardMembers([t.ace.uuid, opera.uuid, t.thug.uuid]).map((m) => m.pool)).toEqual([
      "heroPoints",
      "heroism",
    ]);
    dialogAnswers.push({ button: "award", fill: { amount: 5, "member.0": false } });
    const rows = await openPartyAward(party);
    expect(rows?.map((r) => [r.name, r.after, r.capped])).toEqual([["Vex", 3, true]]);
    expect((sys(t.ace).heroPoints as { value: number }).value).toBe(3);
  });

  it("a player can neither open the award nor send the request", async () => {
    const party = await partyOf([t.ace]);
    const { openPartyAward, partyAward } = await award();
    const { ask } = await import("../../../src/authority/index.js");
    actAs(P1);
    expect(await openPartyAward(party)).toBeNull();
    const sent = ask(partyAward, { partyUuid: party.uuid, memberUuids: [t.ace.uuid], amount: 1 });
    actAs(GM);
    await t.glue.socket.deliver();
    actAs(P1);
    await t.glue.socket.deliver();
    expect(await sent).toBeNull();
    expect((sys(t.ace).heroPoints as { value: number }).value).toBe(3);
  });

  it("the GM cannot award an actor the party does not list", async () => {
    const party = await partyOf([t.ace]);
    const { partyAward } = await award();
    const { ask } = await import("../../../src/authority/index.js");
    actAs(GM);
    expect(
      await ask(partyAward, { partyUuid: party.uuid, memberUuids: [t.zed.uuid], amount: 1 }),
    ).toBeNull();
    expect((sys(t.zed).heroPoints as { value: number }).value).toBe(2);
  });
});
