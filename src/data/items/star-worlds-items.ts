// Star Worlds' own items: careers, abilities (uses per day) and species (a skill bonus).
import { HolocronDataModel } from "../base-model.js";
import {
  htmlField,
  integerField,
  nullableIntegerField,
  versionFields,
  textField,
} from "../fields.js";
import type { NoBaseData, SystemData } from "../fields.js";

function careerSchema() {
  return { ...versionFields(), description: htmlField() };
}

function abilitySchema() {
  return {
    ...versionFields(),
    /** Uses per day; null = no daily limit. */
    usesPerDay: nullableIntegerField({ min: 0, max: 99 }),
    used: integerField(0, { min: 0, max: 99 }),
    description: htmlField(),
  };
}

function speciesSchema() {
  return {
    ...versionFields(),
    /** The skill the species grants at +1 (a skill name). */
    skillBonus: textField(),
    description: htmlField(),
  };
}

type CareerSchema = ReturnType<typeof careerSchema>;
type AbilitySchema = ReturnType<typeof abilitySchema>;
type SpeciesSchema = ReturnType<typeof speciesSchema>;
type AbilityDerived = { remaining: number | null };

export type CareerSystem = SystemData<CareerSchema>;
export type AbilitySystem = SystemData<AbilitySchema, NoBaseData, AbilityDerived>;
export type SpeciesSystem = SystemData<SpeciesSchema>;

export class CareerModel extends HolocronDataModel<CareerSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override migration = { documentName: "Item", type: "career" } as const;
  static override defineSchema(): CareerSchema {
    return careerSchema();
  }
}

export class AbilityModel extends HolocronDataModel<
  AbilitySchema,
  Item.Implementation,
  NoBaseData,
  AbilityDerived
> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override migration = { documentName: "Item", type: "ability" } as const;
  static override defineSchema(): AbilitySchema {
    return abilitySchema();
  }
  override prepareDerivedData(): void {
    this.remaining = this.usesPerDay === null ? null : Math.max(0, this.usesPerDay - this.used);
  }
}

export class SpeciesModel extends HolocronDataModel<SpeciesSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override migration = { documentName: "Item", type: "species" } as const;
  static override defineSchema(): SpeciesSchema {
    return speciesSchema();
  }
}
