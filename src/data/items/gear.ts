// Gear (all rulesets): a quantity and a description.
import { HolocronItemModel } from "../base-model.js";
import { integerField, itemSchema, type SystemData } from "../fields.js";

function gearSchema() {
  return itemSchema({ quantity: integerField(1, { min: 0, max: 99999 }) });
}
type Schema = ReturnType<typeof gearSchema>;
export type GearSystem = SystemData<Schema>;

export class GearModel extends HolocronItemModel<Schema> {
  static override migration = { documentName: "Item", type: "gear" } as const;
  static override defineSchema = gearSchema;
}
