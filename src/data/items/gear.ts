// Gear (all rulesets): a quantity and a description.
import { HolocronDataModel } from "../base-model.js";
import { htmlField, integerField, versionFields, type SystemData } from "../fields.js";

function gearSchema() {
  return {
    ...versionFields(),
    quantity: integerField(1, { min: 0, max: 99999 }),
    description: htmlField(),
  };
}
type Schema = ReturnType<typeof gearSchema>;
export type GearSystem = SystemData<Schema>;

export class GearModel extends HolocronDataModel<Schema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override migration = { documentName: "Item", type: "gear" } as const;
  static override defineSchema(): Schema {
    return gearSchema();
  }
}
