// Force powers (m20) and psionic powers (Space Opera): which of the ten powers (or "custom"), the
// stat the check uses, and a description. The rules' power tables say how each one works.
import { m20, spaceOpera } from "../../rules/index.js";
import { migrateSystemSource } from "../../migrations/migrate-source.js";
import { htmlField, schemaVersionField, type SystemData } from "../fields.js";

const { StringField } = foundry.data.fields;

export const CUSTOM_POWER = "custom";
export const FORCE_POWER_CHOICES = [...m20.FORCE_POWER_IDS, CUSTOM_POWER];
export const PSIONIC_POWER_CHOICES = [...spaceOpera.PSIONIC_POWER_IDS, CUSTOM_POWER];
export const CHECK_STATS = ["str", "dex", "mnd"] as const;

function powerSchema(choices: readonly string[]) {
  return {
    schemaVersion: schemaVersionField(),
    power: new StringField({ required: true, blank: false, initial: CUSTOM_POWER, choices }),
    stat: new StringField({ required: true, blank: false, initial: "mnd", choices: CHECK_STATS }),
    description: htmlField(),
  };
}
type Schema = ReturnType<typeof powerSchema>;
/** A Force or psionic power's `system`. */
export type PowerSystem = SystemData<Schema>;

export class ForcePowerModel extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override defineSchema(): Schema {
    return powerSchema(FORCE_POWER_CHOICES);
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSystemSource("Item", "forcePower", source));
  }
}

export class PsionicPowerModel extends foundry.abstract.TypeDataModel<Schema, Item.Implementation> {
  static override LOCALIZATION_PREFIXES = ["HOLOCRON.Item.Fields"];
  static override defineSchema(): Schema {
    return powerSchema(PSIONIC_POWER_CHOICES);
  }
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateSystemSource("Item", "psionicPower", source));
  }
}
