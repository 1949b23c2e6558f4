// What a stat, skill or owned item dragged from a sheet carries, and which hotbar drops become roll macros.
import { describe, expect, it } from "vitest";
import {
  dragDataFor,
  isRollDragData,
  macroCommand,
  rollDataForItemUuid,
} from "../../../src/applications/sheets/drag-data.js";
import { rollDataOfDrop } from "../../../src/applications/sheets/hotbar-drop.js";

const ACTOR = "Actor.abcdefghijklmnop";

describe("drag data", () => {
  it.each([
    [
      { drag: "stat", stat: "str" },
      { roll: "stat", key: "str" },
    ],
    [
      { drag: "stat", stat: "menace" },
      { roll: "stat", key: "menace" },
    ],
    [
      { drag: "skill", skill: "physical" },
      { roll: "skill", key: "physical" },
    ],
    [
      { drag: "skill", skill: "Pilot" },
      { roll: "skill", key: "Pilot" },
    ],
  ])("%o drags as %o", (dataset, expected) => {
    expect(dragDataFor(ACTOR, dataset)).toEqual({
      type: "HolocronRoll",
      actorUuid: ACTOR,
      ...expected,
    });
  });

  it.each([{}, { drag: "stat" }, { drag: "item", itemId: "x" }, { drag: "skill", skill: "" }])(
    "%o is not a roll",
    (dataset) => {
      expect(dragDataFor(ACTOR, dataset)).toBeNull();
    },
  );

  it("an owned item's uuid names its actor and id; a world item's does not", () => {
    expect(rollDataForItemUuid(`${ACTOR}.Item.qrstuvwxyz012345`)).toEqual({
      type: "HolocronRoll",
      actorUuid: ACTOR,
      roll: "item",
      key: "qrstuvwxyz012345",
    });
    expect(rollDataForItemUuid("Item.qrstuvwxyz012345")).toBeNull();
    expect(
      rollDataForItemUuid("Compendium.holocron.force-powers.Item.qrstuvwxyz012345"),
    ).toBeNull();
  });

  it("a token actor's items are rollable too", () => {
    const token = "Scene.aaaaaaaaaaaaaaaa.Token.bbbbbbbbbbbbbbbb.Actor.cccccccccccccccc";
    expect(rollDataForItemUuid(`${token}.Item.dddddddddddddddd`)?.actorUuid).toBe(token);
  });

  it("validates stored macro data", () => {
    expect(
      isRollDragData({ type: "HolocronRoll", actorUuid: ACTOR, roll: "stat", key: "str" }),
    ).toBe(true);
    expect(
      isRollDragData({ type: "HolocronRoll", actorUuid: ACTOR, roll: "spell", key: "x" }),
    ).toBe(false);
    expect(isRollDragData("HolocronRoll")).toBe(false);
    expect(isRollDragData(null)).toBe(false);
  });

  it("the macro command calls the system API with the roll's data, as JSON", () => {
    const command = macroCommand({
      type: "HolocronRoll",
      actorUuid: ACTOR,
      roll: "skill",
      key: 'Say "hi"',
    });
    expect(command).toContain("game.holocron.rollFromMacro(");
    const json = /rollFromMacro\((\{.*\}), \{/.exec(command)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual({ actorUuid: ACTOR, roll: "skill", key: 'Say "hi"' });
  });
});

describe("hotbar drops", () => {
  it("takes Holocron rolls and owned items, leaves everything else to core", () => {
    const roll = { type: "HolocronRoll", actorUuid: ACTOR, roll: "stat", key: "dex" };
    expect(rollDataOfDrop(roll)).toEqual(roll);
    expect(rollDataOfDrop({ type: "Item", uuid: `${ACTOR}.Item.qrstuvwxyz012345` })?.roll).toBe(
      "item",
    );
    expect(rollDataOfDrop({ type: "Item", uuid: "Item.qrstuvwxyz012345" })).toBeNull();
    expect(rollDataOfDrop({ type: "Macro", uuid: "Macro.x" })).toBeNull();
    expect(rollDataOfDrop(undefined)).toBeNull();
  });
});

describe("a hotbar drop that cannot make a macro", () => {
  it("warns the user and throws nothing into the console", async () => {
    const { installFoundry } = await import("../../foundry/index.js");
    const env = installFoundry();
    env.game.macros = { find: () => undefined };
    env.game.user = { assignHotbarMacro: async () => undefined };
    Reflect.set(globalThis, "fromUuid", async () => null);
    Reflect.set(globalThis, "Macro", {
      create: async () => {
        throw new Error("You may not create script macros");
      },
    });
    const { onHotbarDrop } = await import("../../../src/applications/sheets/hotbar-drop.js");
    const drop = { type: "HolocronRoll", actorUuid: ACTOR, roll: "stat", key: "dex" };
    expect(onHotbarDrop(null, drop, 3)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const notices = (env.ui.notifications as { notices: { level: string; message: string }[] })
      .notices;
    expect(notices).toEqual([
      {
        level: "warn",
        message: 'HOLOCRON.Sheet.Notify.MacroFailed {"reason":"You may not create script macros"}',
      },
    ]);
  });
});
