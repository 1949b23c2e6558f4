// Force powers (m20) and psionic powers (Space Opera): which of the ten powers (or "custom"), the
// stat the check uses, and a description. The rules' power tables say how each one works.
import { m20, spaceOpera } from "../../rules/index.js";
import { HolocronItemModel } from "../base-model.js";
import { itemSchema, type SystemData } from "../fields.js";

const { StringField } = foundry.data.fields;

export const CUSTOM_POWER = "custom";
export const FORCE_POWER_CHOICES = [...m20.FORCE_POWER_IDS, CUSTOM_POWER];
export const PSIONIC_POWER_CHOICES = [...spaceOpera.PSIONIC_POWER_IDS, CUSTOM_POWER];
export const CHECK_STATS = ["str", "dex", "mnd"] as const;

function powerSchema(choices: readonly string[]) {
  return itemSchema({
    power: new StringField({ required: true, blank: false, initial: CUSTOM_POWER, choices }),
    stat: new StringField({ required: true, blank: false, initial: "mnd", choices: CHECK_STATS }),
  });
}
type Schema = ReturnType<typeof powerSchema>;
/** A Force or psionic power's `system`. */
export type PowerSystem = SystemData<Schema>;

export class ForcePowerModel extends HolocronItemModel<Schema> {
  static override migration = { documentName: "Item", type: "forcePower" } as const;
  static override defineSchema = () => powerSchema(FORCE_POWER_CHOICES);
}

export class PsionicPowerModel extends HolocronItemModel<Schema> {
  static override migration = { documentName: "Item", type: "psionicPower" } as const;
  static override defineSchema = () => powerSchema(PSIONIC_POWER_CHOICES);
}
