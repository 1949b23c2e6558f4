// Weapons (all rulesets): damage formula checked by the rules parser, kind, bonus, damage type.
import { migrateSystemSource } from "../../migrations/migrate-source.js";
import {
  booleanField,
  formulaField,
  htmlField,
  integerField,
  schemaVersionField,
} from "../fields.js";

const { StringField } = foundry.data.fields;

export const WEAPON_KINDS = ["melee", "ranged", "thrown"] as const;
export const DAMAGE_TYPES = ["energy", "kinetic", "ion"] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

function weaponSchema() {
  return {
    schemaVersion: schemaVersionField(),
    damage: formulaField("1d6"),
    kind: new StringField({
      required: true,
      blank: false,
      initial: "melee",
      choices: WEAPON_KINDS,
    }),
    attackBonus: integerField(0, { min: -20, max: 20 }),
    damageType: new StringField({
      required: true,
      blank: false,
      initial: "kinetic",
      choices: DAMAGE_TYPES,
    }),
    equipped: booleanField(),
    description: htmlField(),
  };
}
type Schema = ReturnType<typeof weaponSchema>;

export class WeaponModel extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override defineSchema(): Schema {
    return weaponSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSystemSource("Item", "weapon", source));
  }
}
