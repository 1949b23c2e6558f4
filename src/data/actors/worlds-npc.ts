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
import { ARMOR_SPEED_RANGE, VITALITY_MAX_RANGE, VITALITY_RANGE } from "../ranges.js";

const { SchemaField } = foundry.data.fields;

function worldsNpcSchema() {
  return actorSchema({
    attributes: attributesField(),
    health: new SchemaField({
      value: integerField(12, VITALITY_RANGE),
      max: integerField(12, VITALITY_MAX_RANGE),
    }),
    armor: integerField(0, ARMOR_SPEED_RANGE),
    speed: integerField(starWorlds.UNARMORED.speed, ARMOR_SPEED_RANGE),
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
