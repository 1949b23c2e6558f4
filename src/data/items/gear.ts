// Gear (all rulesets): a quantity and a description.
import { migrateSystemSource } from "../../migrations/migrate-source.js";
import { htmlField, integerField, schemaVersionField, type SystemData } from "../fields.js";

function gearSchema() {
  return {
    schemaVersion: schemaVersionField(),
    quantity: integerField(1, { min: 0, max: 99999 }),
    description: htmlField(),
  };
}
type Schema = ReturnType<typeof gearSchema>;
export type GearSystem = SystemData<Schema>;

export class GearModel extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override defineSchema(): Schema {
    return gearSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSystemSource("Item", "gear", source));
  }
}
