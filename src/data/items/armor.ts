// Armor (all rulesets): AC bonus for the d20 rulesets; Armor value and Speed for Star Worlds.
import { starWorlds } from "../../rules/index.js";
import { migrateSystemSource } from "../../migrations/migrate-source.js";
import { booleanField, htmlField, integerField, schemaVersionField } from "../fields.js";
import type { SystemData } from "../fields.js";

function armorSchema() {
  return {
    schemaVersion: schemaVersionField(),
    acBonus: integerField(0, { min: 0, max: 20 }),
    armor: integerField(0, { min: 0, max: 20 }),
    speed: integerField(starWorlds.UNARMORED.speed, { min: 0, max: 20 }),
    equipped: booleanField(),
    description: htmlField(),
  };
}
type Schema = ReturnType<typeof armorSchema>;
export type ArmorSystem = SystemData<Schema>;

export class ArmorModel extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override defineSchema(): Schema {
    return armorSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSystemSource("Item", "armor", source));
  }
}
