// Weapons (all rulesets): damage formula checked by the rules parser (its flat bonus and dice bounded), kind,
// bonus, damage type.
import { DAMAGE_TYPES } from "../../config.js";
import {
  WEAPON_ATTACK_BONUS_RANGE,
  WEAPON_DAMAGE_BONUS_RANGE,
  WEAPON_DAMAGE_DICE,
} from "../ranges.js";
import { HolocronItemModel } from "../base-model.js";
import { formulaField, integerField, itemSchema, type SystemData } from "../fields.js";
import { equipmentFields } from "./equipment.js";

const { StringField } = foundry.data.fields;

export const WEAPON_KINDS = ["melee", "ranged", "thrown"] as const;

function weaponSchema() {
  return itemSchema({
    damage: formulaField("1d6", WEAPON_DAMAGE_BONUS_RANGE, WEAPON_DAMAGE_DICE),
    kind: new StringField({
      required: true,
      blank: false,
      initial: "melee",
      choices: WEAPON_KINDS,
    }),
    damageType: new StringField({
      required: true,
      blank: false,
      initial: "kinetic",
      choices: DAMAGE_TYPES,
    }),
    attackBonus: integerField(0, WEAPON_ATTACK_BONUS_RANGE),
    ...equipmentFields(),
  });
}
type Schema = ReturnType<typeof weaponSchema>;
export type WeaponSystem = SystemData<Schema>;

export class WeaponModel extends HolocronItemModel<Schema> {
  static override migration = { documentName: "Item", type: "weapon" } as const;
  static override defineSchema = weaponSchema;
}
