// A power's damage: one roll, posted as a damage card (with Apply) on the rows that failed to resist.
import { beforeEach, describe, expect, it } from "vitest";
import type { Glue } from "../../data/setup.js";
import { scriptedDice } from "../../foundry/parts/dice.js";
import { pendingRow, pushCardState } from "../powers/card-fixtures.js";
import { cardOf, chatWorld, lastMessage } from "./click.js";

let glue: Glue;
beforeEach(async () => {
  glue = await chatWorld();
});

describe("postPowerDamage", () => {
  it("rolls the formula once and targets only the rows named", async () => {
    const { postPowerDamage } = await import("../../../src/applications/chat/power-damage.js");
    const kara = await glue.createActor({ name: "Kara", type: "m20Character" });
    const state = pushCardState({
      actorUuid: kara.uuid,
      actorName: "Kara",
      itemName: "Force Grip",
      rows: [
        pendingRow({ targetUuid: "Actor.a", name: "Droid A" }),
        pendingRow({ targetUuid: "Actor.b", name: "Droid B" }),
        pendingRow({ targetUuid: "Actor.c", name: "Droid C" }),
      ],
    });
    scriptedDice.push(6, 5, 4);
    await postPowerDamage(state, {
      actor: kara,
      formula: "3d6",
      damageType: "energy",
      rowIndexes: [0, 2, 7],
    });
    expect(cardOf(lastMessage())).toMatchObject({
      type: "damage",
      title: "HOLOCRON.Power.Card.DamageTitle",
      titleData: { power: "Force Grip" },
      actor: { uuid: kara.uuid, name: "Kara" },
      formula: "3d6",
      total: 15,
      damageType: "energy",
      ruleset: "m20",
      targets: [
        { uuid: "Actor.a", name: "Droid A", ac: null },
        { uuid: "Actor.c", name: "Droid C", ac: null },
      ],
    });
    expect(lastMessage().rolls).toHaveLength(1);
  });
});
