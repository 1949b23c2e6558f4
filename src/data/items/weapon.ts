// Weapons (all rulesets): damage formula checked by the rules parser, kind, bonus, damage type.
import { DAMAGE_TYPES } from "../../config.js";
import { WEAPON_ATTACK_BONUS_RANGE } from "../ranges.js";
import { HolocronDataModel } from "../base-model.js";
import {
  booleanField,
  formulaField,
  htmlField,
  integerField,
  versionFields,
  type SystemData,
} from "../fields.js";

const { StringField } = foundry.data.fields;

export const WEAPON_KINDS = ["melee", "ranged", "thrown"] as const;

function weaponSchema() {
  return {
    ...versionFields(),
    damage: formulaField("1d6"),
    kind: new StringField({
      required: true,
      blank: false,
      initial: "melee",
      choices: WEAPON_KINDS,
    }),
    attackBonus: integerField(0, WEAPON_ATTACK_BONUS_RANGE),
    damageType: new StringField({
      required: true,
      blank: false,
      initial: "kinetic",
      choices: DAMAGE_TYPES,
    }),
    equipped: booleanField(),
    /** Turns ranged attacks aside (rulings, Deflect: a lightsaber, a psionic shield). */
    deflects: booleanField(),
    description: htmlField(),
  };
}
type Schema = ReturnType<typeof weaponSchema>;
export type WeaponSystem = SystemData<Schema>;

export class WeaponModel extends HolocronDataModel<Schema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override migration = { documentName: "Item", type: "weapon" } as const;
  static override defineSchema(): Schema {
    return weaponSchema();
  }
}
