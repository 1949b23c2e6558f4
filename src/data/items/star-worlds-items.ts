// Star Worlds' own items: careers, abilities (uses per day) and species (a skill bonus).
import { migrateSystemSource } from "../../migrations/migrate-source.js";
import {
  htmlField,
  integerField,
  nullableIntegerField,
  schemaVersionField,
  textField,
} from "../fields.js";
import type { NoBaseData, SystemData } from "../fields.js";

function careerSchema() {
  return { schemaVersion: schemaVersionField(), description: htmlField() };
}

function abilitySchema() {
  return {
    schemaVersion: schemaVersionField(),
    /** Uses per day; null = no daily limit. */
    usesPerDay: nullableIntegerField({ min: 0, max: 99 }),
    used: integerField(0, { min: 0, max: 99 }),
    description: htmlField(),
  };
}

function speciesSchema() {
  return {
    schemaVersion: schemaVersionField(),
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

export class CareerModel extends foundry.abstract.TypeDataModel<CareerSchema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override defineSchema(): CareerSchema {
    return careerSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSystemSource("Item", "career", source));
  }
}

export class AbilityModel extends foundry.abstract.TypeDataModel<
  AbilitySchema,
  Item.Implementation,
  NoBaseData,
  AbilityDerived
> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override defineSchema(): AbilitySchema {
    return abilitySchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSystemSource("Item", "ability", source));
  }
  override prepareDerivedData(): void {
    this.remaining = this.usesPerDay === null ? null : Math.max(0, this.usesPerDay - this.used);
  }
}

export class SpeciesModel extends foundry.abstract.TypeDataModel<
  SpeciesSchema,
  Item.Implementation
> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override defineSchema(): SpeciesSchema {
    return speciesSchema();
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSystemSource("Item", "species", source));
  }
}
