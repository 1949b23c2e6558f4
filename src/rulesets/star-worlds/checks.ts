// Star Worlds rolls: 2d6 + attribute in bands, attribute defaults and the level table's damage dice;
// damage cards offer the Hero Point hero die.
import { starWorlds } from "../../rules/index.js";
import { readInteger, type WorldsCheckRules } from "../checks.js";

export const starWorldsChecks: WorldsCheckRules = {
  kind: "worlds",
  statLabel: "HOLOCRON.Roll.Dialog.Attribute",
  stats: (system) =>
    starWorlds.ATTRIBUTES.map((id) => ({
      id,
      label: `HOLOCRON.Sheet.Attribute.${id}`,
      bonus: readInteger(system, `attributes.${id}`),
    })),
  attackStat: (kind) => starWorlds.attackAttribute(kind),
  heroPoints: true,
  skillAttribute: starWorlds.SKILL_ATTRIBUTE,
  weaponDamage: (base, system) =>
    starWorlds.weaponDamageFormula(base, readInteger(system, "damageDice")),
};
