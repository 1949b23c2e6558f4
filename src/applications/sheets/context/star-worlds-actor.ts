/** The ruleset-specific part of a Star Worlds actor sheet, read from the models' derived data. */
import { starWorlds } from "../../../rules/index.js";
import { ACTOR_PATHS, DERIVED_PATHS, readNumber, readPath, readString } from "./paths.js";
import { signed } from "./format.js";
import { healthBlock } from "./health.js";
import { abilityRow, plainRow } from "./items.js";
import type { RulesetPart } from "./d20-actor.js";
import type { SheetActorSource, SheetItemSource } from "./types.js";

function skillTags(actor: SheetActorSource): { index: number; name: string; value: string }[] {
  const value = readPath(actor, ACTOR_PATHS.skills);
  if (!Array.isArray(value)) return [];
  return value
    .filter((s): s is string => typeof s === "string")
    .map((s, index) => ({ index, name: `${ACTOR_PATHS.skills}.${index}`, value: s }));
}

export function starWorldsPart(
  actor: SheetActorSource,
  items: SheetItemSource[],
  editMode: boolean,
  npc: boolean,
): RulesetPart {
  const defense: RulesetPart["defense"] = [
    {
      label: "HOLOCRON.Sheet.Defense.Armor",
      value: String(readNumber(actor, DERIVED_PATHS.armor)),
      name: ACTOR_PATHS.npcArmor,
      editable: npc && editMode,
    },
    {
      label: "HOLOCRON.Sheet.Defense.Speed",
      value: String(readNumber(actor, DERIVED_PATHS.speed, starWorlds.UNARMORED.speed)),
      name: ACTOR_PATHS.npcSpeed,
      editable: npc && editMode,
    },
  ];
  if (npc) {
    defense.push({
      label: "HOLOCRON.Sheet.Defense.Damage",
      value: readString(actor, ACTOR_PATHS.damage),
      name: ACTOR_PATHS.damage,
      editable: editMode,
      inputType: "text",
      action: "rollNpcDamage",
    });
  }
  const waiting = npc ? 0 : readNumber(actor, DERIVED_PATHS.levelsWaiting);
  return {
    level: npc ? null : { name: ACTOR_PATHS.level, value: readNumber(actor, ACTOR_PATHS.level, 1) },
    className: "",
    classNameField: null,
    flags: [],
    health: healthBlock(actor, editMode),
    defense,
    stats: starWorlds.ATTRIBUTES.map((id) => {
      const value = readNumber(actor, `${ACTOR_PATHS.attributes}.${id}`);
      return {
        id,
        label: `HOLOCRON.Sheet.Attribute.${id}`,
        abbr: `HOLOCRON.Sheet.AttributeAbbr.${id}`,
        name: `${ACTOR_PATHS.attributes}.${id}`,
        value,
        bonus: signed(value),
        min: starWorlds.ATTRIBUTE_MIN,
        max: starWorlds.ATTRIBUTE_MAX,
        showScore: false,
      };
    }),
    statsLabel: "HOLOCRON.Sheet.Attributes",
    hasSkills: !npc,
    skills: [],
    skillTags: skillTags(actor),
    resource: npc
      ? null
      : {
          label: "HOLOCRON.Sheet.Resource.HeroPoints",
          name: ACTOR_PATHS.heroPoints,
          value: readNumber(actor, ACTOR_PATHS.heroPoints),
          max: readNumber(actor, DERIVED_PATHS.heroPointsMax, starWorlds.maxHeroPoints),
          giveable: true,
        },
    powers: [],
    powersLabel: "",
    powerType: "",
    showPowers: false,
    careers: items.filter((i) => i.type === "career").map(plainRow),
    species: items.filter((i) => i.type === "species").map(plainRow),
    abilities: items.filter((i) => i.type === "ability").map(abilityRow),
    levelsWaiting: waiting,
    notices: [],
    attack: { lines: {}, extraDamageDice: readNumber(actor, DERIVED_PATHS.damageDice), d20: false },
  };
}
