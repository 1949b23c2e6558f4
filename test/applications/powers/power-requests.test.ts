// Powers as GM requests: the owner asks, the GM plans the power from the stored actor and item,
// pays the cost, rolls every check and resistance and posts the card once.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actAs } from "../../foundry/parts/users.js";
import { sys, type Glue } from "../../data/setup.js";
import type { StandInMessage } from "../../foundry/parts/chat.js";
import { pendingRow, pushCardState } from "./card-fixtures.js";
import {
  battleDroid,
  knight,
  messages,
  powerCards,
  powerWorld,
  scriptedDice,
  startCombat,
} from "./world.js";
import { SENDERS } from "../../authority/world.js";
import type { HolocronActor } from "../../../src/documents/actor.js";
import { installFoundry } from "../../foundry/index.js";

// Holocron classes extend Foundry's: the stand-in is installed before they load.
installFoundry();
const { powerResist, powerUse } =
  await import("../../../src/applications/powers/power-requests.js");

const GM = "gm00000000000000";
const { gm, p1, p2 } = SENDERS;

let glue: Glue;
let kara: HolocronActor;
let droid: HolocronActor;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  glue = await powerWorld();
  actAs(GM);
  kara = await knight(glue, ["push"]);
  droid = await battleDroid(glue, "A");
});

const hp = (a: unknown) => (sys(a as never) as { health: { value: number } }).health.value;
const use = (over: Record<string, unknown> = {}) => ({
  actorUuid: kara.uuid,
  itemId: kara.items.contents[0]!.id!,
  targetUuids: [droid.uuid],
  modifier: 0,
  dc: 15,
  ...over,
});

describe("power.use", () => {
  it("reads bounded numbers and a list of targets; nothing else", () => {
    expect(powerUse.parse(use())).toEqual(use());
    expect(powerUse.parse(use({ modifier: 21 }))).toBeNull();
    expect(powerUse.parse(use({ dc: 41 }))).toBeNull();
    expect(powerUse.parse(use({ targetUuids: [droid.uuid, droid.uuid] }))).toBeNull();
    expect(powerUse.parse({ ...use(), checkTotal: 40 })).toBeNull();
  });

  it("the actor's owner may ask, with a power the actor has", async () => {
    expect(await powerUse.authorize(use(), p1)).toBeNull();
    expect(await powerUse.authorize(use(), p2)).toBe("HOLOCRON.Authority.Refused.NotOwner");
    await expect(powerUse.authorize(use({ itemId: "noSuchItem000000" }), p1)).rejects.toMatchObject(
      { key: "HOLOCRON.Power.Notify.NoItem" },
    );
  });

  it("in combat: pays the HP cost, rolls the check here, posts one card and returns its id", async () => {
    startCombat(glue, [kara, droid]);
    scriptedDice.push(15, 5);
    const id = await powerUse.carryOut(use(), p1);
    expect(hp(kara)).toBe(40 - 4);
    expect(powerCards()).toHaveLength(1);
    expect(powerCards()[0]!.id).toBe(id);
  });

  it("out of combat the power costs nothing", async () => {
    scriptedDice.push(15, 5);
    await powerUse.carryOut(use(), p1);
    expect(hp(kara)).toBe(40);
  });

  it("a plan the rules refuse (no target for a targeted power) is a refusal, nothing paid", async () => {
    startCombat(glue, [kara, droid]);
    await expect(powerUse.carryOut(use({ targetUuids: [] }), p1)).rejects.toBeInstanceOf(Error);
    expect(hp(kara)).toBe(40);
    expect(powerCards()).toEqual([]);
  });
});

describe("power.resist", () => {
  async function cardWithPendingRow(author = GM): Promise<StandInMessage> {
    actAs(author);
    const row = pendingRow({ targetUuid: droid.uuid, name: "A", droid: true, resistBonus: 3 });
    const message = (await ChatMessage.create({
      flags: { holocron: { power: pushCardState({ rows: [row] }) } },
    })) as unknown as StandInMessage;
    actAs(GM);
    return message;
  }

  it("the target's owner asks; the GM rolls with the row's own bonus and resolves the row", async () => {
    const card = await cardWithPendingRow();
    const request = { messageId: card.id!, row: 0 };
    expect(powerResist.parse(request)).toEqual(request);
    expect(powerResist.parse({ ...request, total: 20 })).toBeNull();
    expect(powerResist.authorize(request, p2)).toBe("HOLOCRON.Authority.Refused.NotOwner");
    expect(powerResist.authorize(request, gm)).toBeNull();
    const before = messages.length;
    scriptedDice.push(4);
    expect(await powerResist.carryOut(request, gm)).toBe(4 + 3);
    expect(messages.length).toBeGreaterThan(before);
    const state = card.getFlag("holocron", "power") as { rows: { outcome: string }[] };
    expect(state.rows[0]!.outcome).not.toBe("pending");
    expect(() => powerResist.authorize(request, gm)).toThrow("HOLOCRON.Power.Notify.RowDone");
  });

  it("a card a player posted, or a row that is not there, is refused", async () => {
    const forged = await cardWithPendingRow("player2000000000");
    expect(() => powerResist.authorize({ messageId: forged.id!, row: 0 }, gm)).toThrow(
      "HOLOCRON.Authority.Refused.NotGmCard",
    );
    const card = await cardWithPendingRow();
    expect(() => powerResist.authorize({ messageId: card.id!, row: 5 }, gm)).toThrow(
      "HOLOCRON.Authority.Refused.Malformed",
    );
  });
});
