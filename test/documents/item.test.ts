// HolocronItem: a new item is stamped with today's data version (a world item as much as an owned
// one), and the create dialog offers the world ruleset's item types.
import { beforeEach, describe, expect, it } from "vitest";
import { setupGlue, type Glue } from "../data/setup.js";
import { CURRENT_SCHEMA_VERSION } from "../../src/migrations/migrate-source.js";

let glue: Glue;
beforeEach(async () => {
  glue = await setupGlue("spaceOpera");
});

type ItemClass = {
  create(data: object): Promise<{ _source: { system: { schemaVersion: number } } }>;
  createDialog(...a: unknown[]): Promise<unknown>;
  lastCreateDialog: unknown[];
};
const itemClass = () => (glue.env.CONFIG.Item as { documentClass: ItemClass }).documentClass;

describe("HolocronItem", () => {
  it("stamps a new world item with the current data version (the model's default is 0)", async () => {
    const item = await itemClass().create({ name: "Blaster", type: "weapon" });
    expect(CURRENT_SCHEMA_VERSION).toBeGreaterThan(0);
    expect(item._source.system.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
  });

  it("offers the Space Opera item types, keeping the other dialog options", async () => {
    await itemClass().createDialog({ folder: "f1" }, { pack: null }, { title: "New" });
    const [data, options, dialog] = itemClass().lastCreateDialog;
    expect(data).toEqual({ folder: "f1" });
    expect(options).toEqual({ pack: null });
    expect(dialog).toEqual({ title: "New", types: ["weapon", "armor", "gear", "psionicPower"] });
  });
});
