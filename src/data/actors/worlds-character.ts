// Star Worlds characters: six attributes, Vitality, Hero Points and levels. Derived from src/rules.
import {
  HERO_POINTS_RANGE,
  HERO_POINTS_SPENT_RANGE,
  VITALITY_RANGE,
  WORLDS_LEVEL_RANGE,
} from "../ranges.js";
import { starWorlds } from "../../rules/index.js";
import { HolocronActorModel } from "../base-model.js";
import { collectItems } from "../derive/shared.js";
import {
  deriveWorlds,
  speciesSkillsOf,
  type WorldsDerived,
  type WorldsInputs,
} from "../derive/worlds.js";
import { actorSchema, booleanField, integerField } from "../fields.js";
import type { NoBaseData, SystemData } from "../fields.js";

const { SchemaField, ArrayField, StringField } = foundry.data.fields;

export const ATTRIBUTE_RANGE = { min: starWorlds.ATTRIBUTE_MIN, max: starWorlds.ATTRIBUTE_MAX };

/**
 * The six attributes, each a small bonus from −1 to +3; a character's level table +1s may take one
 * above +3 (rulings: at most +6), so characters pass that range.
 */
export function attributesField(range: { min: number; max: number } = ATTRIBUTE_RANGE) {
  return new SchemaField({
    menace: integerField(0, range),
    daring: integerField(0, range),
    guile: integerField(0, range),
    acuity: integerField(0, range),
    presence: integerField(0, range),
    spirit: integerField(0, range),
  });
}

const RAISED_RANGE = { min: starWorlds.ATTRIBUTE_MIN, max: starWorlds.ATTRIBUTE_RAISED_MAX };

function worldsCharacterSchema() {
  return actorSchema({
    attributes: attributesField(RAISED_RANGE),
    level: integerField(1, WORLDS_LEVEL_RANGE),
    /** Current Vitality (stops at 0: Wounded). Max is derived from Menace and level. */
    health: new SchemaField({ value: integerField(12, VITALITY_RANGE) }),
    /**
     * Hero Points held (at most 12) and spent in all (every 12 spent earns a level); `spentAtRest`
     * is what had been spent at the last rest: a level is taken after a rest (seed 002 line 51).
     */
    heroPoints: new SchemaField({
      value: integerField(0, HERO_POINTS_RANGE),
      spent: integerField(0, HERO_POINTS_SPENT_RANGE),
      spentAtRest: integerField(0, HERO_POINTS_SPENT_RANGE),
    }),
    wounded: booleanField(),
    dying: booleanField(),
    /** Skills are named tags. */
    skills: new ArrayField(new StringField({ required: true, blank: false, trim: true })),
  });
}

type Schema = ReturnType<typeof worldsCharacterSchema>;
type Derived = WorldsDerived & {
  health: { value: number; max: number };
  heroPoints: { value: number; spent: number; spentAtRest: number; max: number };
};

/** A prepared Star Worlds character's `system`. */
export type WorldsCharacterSystem = SystemData<Schema, NoBaseData, Derived>;

/** The character's inputs to its derivation, read from the model (again when a trace is first read). */
function inputsOf(model: WorldsCharacterModel): WorldsInputs {
  return {
    menace: model.attributes.menace,
    level: model.level,
    heroPointsSpent: model.heroPoints.spent,
    heroPointsSpentAtRest: model.heroPoints.spentAtRest,
    skills: model.skills,
    items: collectItems(model.parent.items),
    speciesSkills: speciesSkillsOf(model.parent.items),
  };
}

export class WorldsCharacterModel extends HolocronActorModel<Schema, NoBaseData, Derived> {
  static override migration = { documentName: "Actor", type: "worldsCharacter" } as const;
  static override defineSchema = worldsCharacterSchema;
  override prepareDerivedData(): void {
    const derived = deriveWorlds(inputsOf(this), () => inputsOf(this));
    Object.assign(this, derived);
    this.health.max = derived.maxVitality;
    this.heroPoints.max = starWorlds.maxHeroPoints;
  }
}
