// The Hero Points the GM vouches for: a GM's write sets the count, a player's may lower it, and a
// player raises it only by the one grant attribute generation gives (seed 002, "generating
// attributes"); the GM spends and gives no more than that count.
import { beforeEach, describe, expect, it } from "vitest";
import { GM, P1, SENDERS, table, type Table } from "../authority/world.js";
import { actAs } from "../foundry/parts/users.js";
import { sys } from "../data/setup.js";
import { flush } from "../combat/world.js";
import type { StandInCollection } from "../foundry/parts/documents.js";
import { placeToken, StandInScene } from "../foundry/parts/scenes.js";
import {
  isGenerationGrant,
  nextVouched,
  vouchedHeroPoints,
} from "../../src/documents/hero-point-vouch.js";
import { heroGift } from "../../src/applications/sheets/give-hero-points.js";

const rolledInOrder = { menace: 1, daring: 0, guile: 0, acuity: 0, presence: 0, spirit: 0 };

describe("nextVouched", () => {
  it("a GM's write is vouched for; a player's lower one too; a player's raise is not", () => {
    expect(nextVouched({ value: 3 }, 9, true, {})).toEqual({ value: 9 });
    expect(nextVouched({ value: 3 }, 2, false, {})).toEqual({ value: 2 });
    expect(nextVouched({ value: 3 }, 12, false, {})).toEqual({ value: 3 });
    // A new actor: a GM's keeps what it was made with, a player's starts at none.
    expect(nextVouched(undefined, 4, true, {})).toEqual({ value: 4 });
    expect(nextVouched(undefined, 4, false, {})).toEqual({ value: 0 });
  });

  it("attribute generation's grant is vouched for once", () => {
    const generated = nextVouched({ value: 0 }, 2, false, { attributes: rolledInOrder });
    expect(generated).toEqual({ value: 2, generated: true });
    expect(nextVouched(generated, 4, false, { attributes: rolledInOrder })).toEqual(generated);
  });

  it("isGenerationGrant: six valid attributes and exactly their method's Hero Points", () => {
    expect(isGenerationGrant(0, { attributes: rolledInOrder }, 2)).toBe(true);
    expect(isGenerationGrant(0, { attributes: rolledInOrder }, 3)).toBe(false);
    expect(isGenerationGrant(0, { attributes: { menace: 1 } }, 2)).toBe(false);
    expect(isGenerationGrant(0, {}, 2)).toBe(false);
  });
});

describe("the GM spends only vouched points", () => {
  let t: Table;
  beforeEach(async () => {
    t = await table();
  });
  const points = (a: unknown) => (sys(a as never) as { heroPoints: { value: number } }).heroPoints;

  it("a count the owner typed is not the GM's: the gift takes from what the GM vouches for", async () => {
    actAs(GM);
    expect(vouchedHeroPoints(t.ace as never)).toBe(3);
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 12 } as never);
    actAs(GM);
    expect(vouchedHeroPoints(t.ace as never)).toBe(3);
    await heroGift.carryOut({ fromUuid: t.ace.uuid, toUuid: t.zed.uuid }, SENDERS.p1);
    expect(points(t.ace).value).toBe(2);
    expect(points(t.zed).value).toBe(3);
    expect(vouchedHeroPoints(t.ace as never)).toBe(2);
  });

  it("an unlinked token's actor has its own count: its writes never touch its world actor's", async () => {
    actAs(GM);
    const scene = new StandInScene("Bay");
    (t.glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
    const token = placeToken(scene, t.ace as never, { linked: false });
    const copy = token.actor!;
    await copy.update({ "system.heroPoints.value": 1 } as never);
    await flush();
    expect(vouchedHeroPoints(copy as never)).toBe(1);
    expect(vouchedHeroPoints(t.ace as never)).toBe(3);
  });

  it("a point the owner spends on their own roll lowers the count; none left, the gift is refused", async () => {
    actAs(P1);
    await t.ace.update({ "system.heroPoints.value": 0 } as never);
    actAs(GM);
    expect(vouchedHeroPoints(t.ace as never)).toBe(0);
    // Refused with the characters' names, which the reasons' texts use.
    await expect(
      heroGift.authorize({ fromUuid: t.ace.uuid, toUuid: t.zed.uuid }, SENDERS.p1),
    ).rejects.toMatchObject({ key: "HOLOCRON.Sheet.Give.NoPoints", data: { name: "Zed" } });
  });
});
