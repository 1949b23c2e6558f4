// Each actor type has one sheet, and each sheet declares only the parts and tabs it shows.
import { beforeEach, describe, expect, it } from "vitest";
import { installFoundry } from "../../foundry/index.js";
import { ACTOR_TYPES } from "../../../src/config.js";
import { ACTOR_PARTS } from "../../../src/applications/sheets/context/parts.js";

beforeEach(() => {
  installFoundry();
});

const load = () => import("../../../src/applications/sheets/actor-sheets.js");

describe("actor sheets by layout", () => {
  it("every actor type has exactly one sheet, whose parts are that type's and the limited view", async () => {
    const { ACTOR_SHEETS, actorSheetFor } = await load();
    for (const type of ACTOR_TYPES) {
      expect(ACTOR_SHEETS.filter((s) => s.actorTypes.includes(type))).toHaveLength(1);
      expect(Object.keys(actorSheetFor(type).PARTS)).toEqual([...ACTOR_PARTS[type], "limited"]);
    }
  });

  it("character sheets declare their tabs, Main first; the NPC statblock has none", async () => {
    const { D20CharacterSheet, StarWorldsCharacterSheet, NpcSheet } = await load();
    const ids = (tabs: { primary: { tabs: { id: string }[] } }) =>
      tabs.primary.tabs.map((t) => t.id);
    expect(ids(D20CharacterSheet.TABS)).toEqual([
      "main",
      "combat",
      "powers",
      "gear",
      "effects",
      "biography",
      "ledger",
    ]);
    expect(ids(StarWorldsCharacterSheet.TABS)).toEqual([
      "main",
      "combat",
      "traits",
      "gear",
      "effects",
      "biography",
      "ledger",
    ]);
    expect(Object.keys(NpcSheet.PARTS)).not.toContain("tabs");
  });
});
