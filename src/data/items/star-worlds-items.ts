// Star Worlds' own items: careers, abilities (uses per day) and species (a skill bonus).
import { HolocronItemModel } from "../base-model.js";
import { integerField, itemSchema, nullableIntegerField, textField } from "../fields.js";
import type { NoBaseData, SystemData } from "../fields.js";

function careerSchema() {
  return itemSchema({});
}

function abilitySchema() {
  return itemSchema({
    /** Uses per day; null = no daily limit. */
    usesPerDay: nullableIntegerField({ min: 0, max: 99 }),
    used: integerField(0, { min: 0, max: 99 }),
  });
}

function speciesSchema() {
  /** The skill the species grants at +1 (a skill name). */
  return itemSchema({ skillBonus: textField() });
}

type CareerSchema = ReturnType<typeof careerSchema>;
type AbilitySchema = ReturnType<typeof abilitySchema>;
type SpeciesSchema = ReturnType<typeof speciesSchema>;
type AbilityDerived = { remaining: number | null };

export type CareerSystem = SystemData<CareerSchema>;
export type AbilitySystem = SystemData<AbilitySchema, NoBaseData, AbilityDerived>;
export type SpeciesSystem = SystemData<SpeciesSchema>;

export class CareerModel extends HolocronItemModel<CareerSchema> {
  static override migration = { documentName: "Item", type: "career" } as const;
  static override defineSchema = careerSchema;
}

export class AbilityModel extends HolocronItemModel<AbilitySchema, AbilityDerived> {
  static override migration = { documentName: "Item", type: "ability" } as const;
  static override defineSchema = abilitySchema;
  override prepareDerivedData(): void {
    this.remaining = this.usesPerDay === null ? null : Math.max(0, this.usesPerDay - this.used);
  }
}

export class SpeciesModel extends HolocronItemModel<SpeciesSchema> {
  static override migration = { documentName: "Item", type: "species" } as const;
  static override defineSchema = speciesSchema;
}
