import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "./setup.js";
import { isActorType, isItemType, withDialogTypes } from "../../src/data/typed-system.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue();
});

describe("type guards", () => {
  it("an actor or item is of the type it says", async () => {
    const kara = await glue.createActor({
      name: "Kara",
      type: "m20Character",
      items: [{ name: "Blaster", type: "weapon" }],
    });
    expect([isActorType(kara, "m20Character"), isActorType(kara, "m20Npc")]).toEqual([true, false]);
    const blaster = kara.items.contents[0]!;
    expect([isItemType(blaster, "weapon"), isItemType(blaster, "armor")]).toEqual([true, false]);
  });
});

describe("withDialogTypes", () => {
  it("a copy of the options with the types to offer; the caller's options untouched", () => {
    const options = { folder: "f1" };
    const types = ["weapon", "armor"] as const;
    const withTypes = withDialogTypes(options, types);
    expect(withTypes).toEqual({ folder: "f1", types: ["weapon", "armor"] });
    expect(options).toEqual({ folder: "f1" });
    expect(withDialogTypes(undefined, ["gear"])).toEqual({ types: ["gear"] });
  });
});
