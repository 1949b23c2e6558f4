// Star Worlds NPCs: attributes, Vitality (max set by the GM), Armor, Speed and damage dice.
import { starWorlds } from "../../rules/index.js";
import { HolocronActorModel } from "../base-model.js";
import {
  actorSchema,
  booleanField,
  formulaField,
  integerField,
  type SystemData,
} from "../fields.js";
import { attributesField } from "./worlds-character.js";

const { SchemaField } = foundry.data.fields;

function worldsNpcSchema() {
  return actorSchema({
    attributes: attributesField(),
    health: new SchemaField({
      value: integerField(12, { min: 0, max: 999 }),
      max: integerField(12, { min: 1, max: 999 }),
    }),
    armor: integerField(0, { min: 0, max: 99 }),
    speed: integerField(starWorlds.UNARMORED.speed, { min: 0, max: 99 }),
    damage: formulaField("1d6"),
    wounded: booleanField(),
    dying: booleanField(),
  });
}

type Schema = ReturnType<typeof worldsNpcSchema>;

/** A Star Worlds NPC's `system` (nothing derived: the GM sets max Vitality, Armor and Speed). */
export type WorldsNpcSystem = SystemData<Schema>;

export class WorldsNpcModel extends HolocronActorModel<Schema> {
  static override migration = { documentName: "Actor", type: "worldsNpc" } as const;
  static override defineSchema = worldsNpcSchema;
}
