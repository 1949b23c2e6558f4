/** The ruleset-specific part of a Star Worlds actor sheet, read from the models' derived data. */
import { isCharacter, isNpc, type ActorTypeOf } from "../../../config.js";
import { starWorlds, trace } from "../../../rules/index.js";
import type { WorldsCharacterSystem, WorldsNpcSystem } from "../../../data/typed-system.js";
import { systemName } from "./field-name.js";
import { healthBlock } from "./health.js";
import { abilityRow, itemsOfType, plainRow } from "./items.js";
import type { RulesetPart } from "./d20-actor.js";
import type { SheetActorSource, SheetItemSource, SheetView } from "./types.js";
import { careerAbilities, ownedRefs, type CareerCatalog } from "../career-catalog.js";
import { signed } from "../../format.js";
import type { SheetBreakdownMaker } from "../../breakdown/breakdown-view.js";
import { breakdownMakerOf } from "./breakdown-scope.js";
import {
  ARMOR_SPEED_RANGE,
  HERO_POINTS_RANGE,
  HERO_POINTS_SPENT_RANGE,
  WORLDS_LEVEL_RANGE,
} from "../../../data/ranges.js";

type WorldsActor = Extract<SheetActorSource, { type: ActorTypeOf<"starWorlds"> }>;

function skillTags(
  system: WorldsCharacterSystem,
): { index: number; name: string; value: string }[] {
  return system.skills.map((value, index) => ({
    index,
    name: `${systemName<WorldsCharacterSystem>("skills")}.${index}`,
    value,
  }));
}

/** Armor and Speed: a character's come from worn armor; an NPC's are set by the GM (edit mode). */
function defenseOf(
  actor: WorldsActor,
  editMode: boolean,
  bd: SheetBreakdownMaker,
): RulesetPart["defense"] {
  const npc = isNpc(actor);
  // A character's Armor and Speed are derived from worn armor (armorTrace, speedTrace); an NPC's
  // are typed by the GM, and their breakdown says so.
  const { armor, speed: typedSpeed } = actor.system;
  const pc = isCharacter(actor) ? actor.system : null;
  const traces = {
    armor: () => (pc ? pc.traces.armor : trace.typedTrace("armor", armor)),
    speed: () => (pc ? pc.traces.speed : trace.typedTrace("speed", typedSpeed)),
  };
  const speed = { breakdown: bd("speed", traces.speed, String(typedSpeed)) };
  const defense: RulesetPart["defense"] = [
    {
      label: "HOLOCRON.Sheet.Defense.Armor",
      value: String(armor),
      name: systemName<WorldsNpcSystem>("armor"),
      ...ARMOR_SPEED_RANGE,
      editable: npc && editMode,
      breakdown: bd("armor", traces.armor, String(armor)),
    },
    {
      label: "HOLOCRON.Sheet.Defense.Speed",
      value: String(actor.system.speed),
      name: systemName<WorldsNpcSystem>("speed"),
      ...ARMOR_SPEED_RANGE,
      editable: npc && editMode,
      // Speed is Star Worlds' initiative: the chip rolls it (ties go to Daring).
      action: "rollInitiative",
      ...speed,
    },
  ];
  if (isNpc(actor)) {
    defense.push({
      label: "HOLOCRON.Sheet.Defense.Damage",
      value: actor.system.damage,
      name: systemName<WorldsNpcSystem>("damage"),
      editable: editMode,
      inputType: "text",
      action: "rollNpcDamage",
    });
  }
  return defense;
}

/**
 * Seed 002 line 47: each career's abilities the character does not have yet; line 67: at level 1 a
 * career with none of its abilities offers one as the starting ability (`starting`).
 */
function unownedAbilities(items: SheetItemSource[], catalog: CareerCatalog, level: number) {
  return careerAbilities(catalog, ownedRefs(items, "career"), ownedRefs(items, "ability"))
    .map(({ career, abilities }) => ({
      career,
      starting: starWorlds.startingAbilityDue(level, abilities.filter((a) => a.owned).length),
      abilities: abilities.filter((a) => !a.owned).map(({ uuid, name }) => ({ uuid, name })),
    }))
    .filter((entry) => entry.abilities.length > 0);
}

export function starWorldsPart(
  actor: WorldsActor,
  items: SheetItemSource[],
  editMode: boolean,
  view: SheetView,
): RulesetPart {
  const gm = view.editable && view.gm === true;
  const pc = isCharacter(actor) ? actor.system : null;
  const { attributes } = actor.system;
  const bd = breakdownMakerOf(actor, "starWorlds", view);
  return {
    level: pc
      ? { name: systemName<WorldsCharacterSystem>("level"), value: pc.level, ...WORLDS_LEVEL_RANGE }
      : null,
    className: "",
    classNameField: null,
    flags: [],
    health: healthBlock(
      actor,
      editMode,
      pc ? (max) => bd("max-health", () => pc.traces.vitality, max) : undefined,
    ),
    defense: defenseOf(actor, editMode, bd),
    stats: starWorlds.ATTRIBUTES.map((id) => ({
      id,
      label: `HOLOCRON.Sheet.Attribute.${id}`,
      abbr: `HOLOCRON.Sheet.AttributeAbbr.${id}`,
      name: `${systemName<WorldsNpcSystem>("attributes")}.${id}`,
      value: attributes[id],
      bonus: signed(attributes[id]),
      min: starWorlds.ATTRIBUTE_MIN,
      // A character's level +1s may go above +3 (rulings); an NPC's are −1..+3.
      max: pc ? starWorlds.ATTRIBUTE_RAISED_MAX : starWorlds.ATTRIBUTE_MAX,
      showScore: false,
    })),
    statsLabel: "HOLOCRON.Sheet.Attributes",
    hasSkills: pc !== null,
    skills: [],
    skillTags: pc ? skillTags(pc) : [],
    resource: pc
      ? {
          label: "HOLOCRON.Sheet.Resource.HeroPoints",
          name: systemName<WorldsCharacterSystem>("heroPoints.value"),
          value: pc.heroPoints.value,
          min: HERO_POINTS_RANGE.min,
          max: pc.heroPoints.max,
          // The GM awards points, typed in edit mode; a player spends them from cards and the sheet,
          // never types them; in play mode they are read, not typed.
          editable: gm && editMode,
          // Nothing to give at 0 points: the button is not shown (ux.md: no control a user may not use).
          giveable: pc.heroPoints.value > 0,
          spent: {
            name: systemName<WorldsCharacterSystem>("heroPoints.spent"),
            value: pc.heroPoints.spent,
            ...HERO_POINTS_SPENT_RANGE,
            editable: gm && editMode,
          },
          progress: starWorlds.heroPointProgress(pc.heroPoints.spent),
        }
      : null,
    powers: [],
    powersLabel: "",
    powerType: "",
    showPowers: false,
    careers: itemsOfType(items, "career").map(plainRow),
    species: itemsOfType(items, "species").map(plainRow),
    abilities: itemsOfType(items, "ability").map(abilityRow),
    levelsWaiting: pc ? pc.levelsWaiting : 0,
    levelsWaitingBreakdown:
      pc && pc.levelsWaiting > 0
        ? bd("levels-waiting", () => pc.traces.levelsWaiting, String(pc.levelsWaiting))
        : null,
    // Seed 002 line 51: "you must rest for a while ... to actually Level Up"; the GM may override.
    ...(pc ? { worldsLevel: { rest: pc.levelsReady < 1, canTake: gm || pc.levelsReady > 0 } } : {}),
    speciesSkills: pc ? pc.speciesSkills : [],
    careerAbilities:
      pc && view.careerCatalog ? unownedAbilities(items, view.careerCatalog, pc.level) : [],
    notices: [],
    hitDice: null,
    attackBonus: null,
    attack: {
      lines: {},
      extraDamageDice: pc ? pc.damageDice : 0,
      d20: false,
      // The attribute the attack roll starts on (melee Menace, ranged Daring): its 2d6 + this.
      worldsAttack: (kind) => starWorlds.ATTACK_BONUS.value({ kind, attributes }),
      worldsBreakdown: (id, kind, attack) =>
        bd(id, () => starWorlds.ATTACK_BONUS.trace({ kind, attributes }), attack),
      // The level's d6 (seed 002's level table) added to the weapon's formula as typed.
      ...(pc
        ? {
            worldsDamage: (id: string, base: string, damage: string) =>
              bd(id, () => pc.traces.damageDice, damage, { formulaBase: base, formulaDie: "d6" }),
          }
        : {}),
    },
  };
}
