// Armor (all rulesets): AC bonus for the d20 rulesets; Armor value and Speed for Star Worlds.
import { starWorlds } from "../../rules/index.js";
import { HolocronItemModel } from "../base-model.js";
import { integerField, itemSchema, type SystemData } from "../fields.js";
import { equipmentFields } from "./equipment.js";

function armorSchema() {
  return itemSchema({
    acBonus: integerField(0, { min: 0, max: 20 }),
    armor: integerField(0, { min: 0, max: 20 }),
    speed: integerField(starWorlds.UNARMORED.speed, { min: 0, max: 20 }),
    ...equipmentFields(),
  });
}
type Schema = ReturnType<typeof armorSchema>;
export type ArmorSystem = SystemData<Schema>;

export class ArmorModel extends HolocronItemModel<Schema> {
  static override migration = { documentName: "Item", type: "armor" } as const;
  static override defineSchema = armorSchema;
}
