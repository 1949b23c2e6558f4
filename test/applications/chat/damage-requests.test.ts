// The Star Worlds Hero Point spends on a damage card: the sender owns who pays, the GM spends the
// point and rolls the die itself.
import { beforeEach, describe, expect, it, vi } from "vitest";
import { messages, type StandInMessage } from "../../foundry/parts/chat.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { actAs } from "../../foundry/parts/users.js";
import { sys } from "../../data/setup.js";
import { GM, SENDERS, table, type Table } from "../../authority/world.js";
import { evadeDamage, heroDie } from "../../../src/cards/damage/requests.js";

const { gm, p1, p2 } = SENDERS;

let t: Table;
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  t = await table();
  actAs(GM);
});

const cardOf = (m: StandInMessage) => m.getFlag("holocron", "card") as Record<string, unknown>;
const points = (a: unknown) => (sys(a as never) as { heroPoints: object }).heroPoints;
const vitality = (a: unknown) => (sys(a as never) as { health: { value: number } }).health.value;

describe("card.evade", () => {
  const evade = (actorUuids: string[]) => ({ messageId: t.damage.id!, actorUuids });

  it("reads a damage card id and 1 to 20 actors, nothing else", () => {
    expect(evadeDamage.parse(evade([t.ace.uuid]))).toEqual(evade([t.ace.uuid]));
    expect(evadeDamage.parse(evade([]))).toBeNull();
    expect(evadeDamage.parse({ ...evade([t.ace.uuid]), roll: 6 })).toBeNull();
  });

  it("the owner of a reachable target with a Hero Point; not another player, nor a non-target", async () => {
    expect(await evadeDamage.authorize(evade([t.ace.uuid]), p1)).toBeNull();
    expect(await evadeDamage.authorize(evade([t.ace.uuid]), p2)).toBe(
      "HOLOCRON.Authority.Refused.NotOwner",
    );
    expect(await evadeDamage.authorize(evade([t.zed.uuid]), gm)).toBe(
      "HOLOCRON.Authority.Refused.NotTarget",
    );
  });

  it("spends the point, rolls 1d6 here and applies the rest; the evader is marked", async () => {
    scriptedDice.push(3);
    const id = await evadeDamage.carryOut(evade([t.ace.uuid]), p1);
    expect(points(t.ace)).toMatchObject({ value: 2, spent: 1 });
    expect(vitality(t.ace)).toBe(12 - (8 - 3));
    expect(cardOf(t.damage).evaded).toEqual([t.ace.uuid]);
    const applied = messages.find((m) => m.id === id)!;
    expect(cardOf(applied)).toMatchObject({ rows: [{ name: "Ace", mode: "evade", amount: 5 }] });
    // Marked: a second evade by the same actor is refused.
    expect(await evadeDamage.authorize(evade([t.ace.uuid]), p1)).toBe(
      "HOLOCRON.Authority.Refused.AlreadyApplied",
    );
  });

  it("a character with no Hero Point left cannot evade", async () => {
    await t.ace.update({ "system.heroPoints.value": 0 } as never);
    expect(await evadeDamage.authorize(evade([t.ace.uuid]), p1)).toBe(
      "HOLOCRON.Authority.Refused.NoHeroPoints",
    );
  });
});

describe("card.heroDie", () => {
  async function acesCard(): Promise<StandInMessage> {
    const { postDamageCard } = await import("./fixtures.js");
    return postDamageCard({
      ruleset: "starWorlds",
      total: 5,
      formula: "1d6+2",
      actor: { uuid: t.ace.uuid, name: "Ace", img: "" },
      targets: [{ uuid: t.thug.uuid, name: "Thug", ac: null }],
    });
  }

  it("the attacker's owner pays; the GM rolls and adds the die to the card", async () => {
    const card = await acesCard();
    const request = { messageId: card.id! };
    expect(await heroDie.authorize(request, p2)).toBe("HOLOCRON.Authority.Refused.NotOwner");
    expect(await heroDie.authorize(request, p1)).toBeNull();
    scriptedDice.push(4);
    expect(await heroDie.carryOut(request, p1)).toBe(4);
    expect(cardOf(card)).toMatchObject({
      heroDie: true,
      heroDieResult: 4,
      formula: "1d6+2+1d6",
      total: 9,
    });
    expect(points(t.ace)).toMatchObject({ value: 2, spent: 1 });
  });

  it("once per card, and not after the damage was applied", async () => {
    const card = await acesCard();
    scriptedDice.push(4);
    await heroDie.carryOut({ messageId: card.id! }, p1);
    expect(await heroDie.authorize({ messageId: card.id! }, p1)).toBe(
      "HOLOCRON.Authority.Refused.AlreadySpent",
    );
    const applied = await acesCard();
    const { updateCard } = await import("../../../src/cards/card.js");
    await updateCard(applied as never, { ...cardOf(applied), applied: [t.thug.uuid] } as never);
    expect(await heroDie.authorize({ messageId: applied.id! }, p1)).toBe(
      "HOLOCRON.Authority.Refused.AlreadyApplied",
    );
  });
});
