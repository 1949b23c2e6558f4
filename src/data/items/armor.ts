// Armor (all rulesets): AC bonus for the d20 rulesets; Armor value and Speed for Star Worlds.
import { starWorlds } from "../../rules/index.js";
import { HolocronDataModel } from "../base-model.js";
import { booleanField, htmlField, integerField, versionFields } from "../fields.js";
import type { SystemData } from "../fields.js";

function armorSchema() {
  return {
    ...versionFields(),
    acBonus: integerField(0, { min: 0, max: 20 }),
    armor: integerField(0, { min: 0, max: 20 }),
    speed: integerField(starWorlds.UNARMORED.speed, { min: 0, max: 20 }),
    equipped: booleanField(),
    /** Turns ranged attacks aside (rulings, Deflect: a lightsaber, a psionic shield). */
    deflects: booleanField(),
    description: htmlField(),
  };
}
type Schema = ReturnType<typeof armorSchema>;
export type ArmorSystem = SystemData<Schema>;

export class ArmorModel extends HolocronDataModel<Schema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override migration = { documentName: "Item", type: "armor" } as const;
  static override defineSchema(): Schema {
    return armorSchema();
  }
}
