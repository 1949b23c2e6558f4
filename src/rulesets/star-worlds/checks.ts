// Star Worlds rolls: 2d6 + attribute in bands, attribute defaults and the level table's damage dice;
// damage cards offer the Hero Point hero die.
import { starWorlds } from "../../rules/index.js";
import { worldsShape } from "../actor-shapes.js";
import type { WorldsCheckRules } from "../checks.js";

export const starWorldsChecks: WorldsCheckRules = {
  kind: "worlds",
  statLabel: "HOLOCRON.Roll.Dialog.Attribute",
  stats: (actor) => {
    const { attributes } = worldsShape(actor);
    return starWorlds.ATTRIBUTES.map((id) => ({
      id,
      label: `HOLOCRON.Sheet.Attribute.${id}`,
      bonus: attributes[id],
    }));
  },
  attackStat: (kind) => starWorlds.attackAttribute(kind),
  heroPoints: true,
  skillAttribute: starWorlds.SKILL_ATTRIBUTE,
  // NPCs roll their weapons' dice as they are; characters add the level table's dice.
  weaponDamage: (base, actor) =>
    starWorlds.weaponDamageFormula(
      base,
      actor.type === "worldsCharacter" ? (actor.system.damageDice ?? 0) : 0,
    ),
};
