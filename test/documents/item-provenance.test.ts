// The weapons' damage a GM approved (src/documents/item-provenance.ts): a GM's write approves, a
// player's edit leaves the weapon unapproved, and a world older than the ledger has its weapons
// approved once, as they stand, when the GM loads it.
import { beforeEach, describe, expect, it } from "vitest";
import { GM, P1, table, type Table } from "../authority/world.js";
import { actAs } from "../foundry/parts/users.js";
import type { StandInCollection } from "../foundry/parts/documents.js";
import { placeToken, StandInScene } from "../foundry/parts/scenes.js";
import { approveExistingWeapons, itemApproved } from "../../src/documents/item-provenance.js";

let t: Table;
beforeEach(async () => {
  t = await table();
  actAs(GM);
});

async function giveBlaster(): Promise<Item.Implementation> {
  const created = await t.ace.createEmbeddedDocuments("Item", [
    { name: "Blaster", type: "weapon", system: { damage: "2d6", kind: "ranged" } },
  ] as never);
  const item = t.ace.items.get(created?.[0]?.id ?? "");
  if (!item) throw new Error("the blaster was not created");
  return item;
}

describe("item provenance", () => {
  it("a GM's weapon is approved; its owner's edit is not", async () => {
    const blaster = await giveBlaster();
    expect(itemApproved(blaster)).toBe(true);
    actAs(P1);
    await blaster.update({ "system.damage": "9d6" } as never);
    actAs(GM);
    expect(itemApproved(blaster)).toBe(false);
  });

  it("an unlinked token's copy of an approved weapon is approved until its owner edits it", async () => {
    await giveBlaster();
    const scene = new StandInScene("Bay");
    (t.glue.env.game.scenes as StandInCollection<StandInScene>).add(scene);
    const copy = placeToken(scene, t.ace as never, { linked: false }).actor!;
    const blaster = copy.items.contents[0] as unknown as Item.Implementation;
    expect(blaster.uuid.startsWith("Scene.")).toBe(true);
    expect(itemApproved(blaster)).toBe(true);
    actAs(P1);
    await blaster.update({ "system.damage": "9d6" } as never);
    actAs(GM);
    expect(itemApproved(blaster)).toBe(false);
  });

  it("a world older than the ledger: its weapons are approved once, as they stand", async () => {
    // As in a world saved before the ledger existed: a weapon nobody approved.
    actAs(P1);
    const blaster = await giveBlaster();
    actAs(GM);
    expect(itemApproved(blaster)).toBe(false);
    actAs(P1);
    expect(await approveExistingWeapons()).toBe(0); // a player's client approves nothing
    actAs(GM);
    expect(await approveExistingWeapons()).toBeGreaterThan(0);
    expect(itemApproved(blaster)).toBe(true);
    // Once only: a player's later edit stays unapproved after the next load.
    actAs(P1);
    await blaster.update({ "system.damage": "9d6" } as never);
    actAs(GM);
    expect(await approveExistingWeapons()).toBe(0);
    expect(itemApproved(blaster)).toBe(false);
  });
});
